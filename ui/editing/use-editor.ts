import type { ServiceIdentifier } from 'inversify';
import { useEffect, type FormEvent } from 'react';
import { usePresenter } from '../container/container-context';
import type { RoutePath } from '../navigation/route-table';
import { useAppNavigate } from '../navigation/use-app-navigate';

/** What every editor's presenter offers its screen. */
export type EditorScreenPresenter = { load(): Promise<void>; save(): Promise<RoutePath | undefined> };

/**
 * An editor screen's start: its presenter, loaded once the screen is shown; `submit` saves and
 * follows where the save leads (nowhere when it was refused or failed), `go` leads anywhere.
 */
export function useEditor<P extends EditorScreenPresenter>(token: ServiceIdentifier<P>) {
  const presenter = usePresenter<P>(token);
  const go = useAppNavigate();
  useEffect(() => {
    void presenter.load();
  }, [presenter]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(presenter.save());
  };
  return { presenter, go, submit };
}
