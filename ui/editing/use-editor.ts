import type { ServiceIdentifier } from 'inversify';
import { isLoad } from '../../application/outcome';
import type { FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { usePresenter } from '../container/container-context';
import type { RoutePath } from '../navigation/route-table';
import type { ActionFailure } from '../store/notifications';
import type { PendingSigning } from '../cards/pending-signing';
import type { PendingChangeView } from '../cards/pending-change-view';
import type { EditorFormProps } from './editor-form';
import type { InProgressChange } from './in-progress-notice';
import { useAppNavigate } from '../navigation/use-app-navigate';
import { ON_TEMPORARY, type EditorEntry } from './editor-settings';
import { useScreenEntry } from './use-screen-entry';
import { useReadWhenOutdated } from '../cards/use-read-when-outdated';
import type { ValidationView } from './validation';

/** What every editor's presenter offers its screen. */
export type EditorScreenPresenter = {
  load(options?: EditorEntry): Promise<void>;
  save(): Promise<RoutePath | undefined>;
  /** Limit editors offer their card's waiting change for signing (issue 12). */
  readonly signing?: PendingSigning;
  readonly editor: {
    readonly failure: ActionFailure | undefined;
    readonly busy: unknown;
    askDelete(): void;
    tryAgain(): Promise<void>;
    readAnew(): Promise<void>;
  };
};

/** What an editor's view says that its form shows the same way on every editor. */
export type EditorFormView = {
  readonly validation: ValidationView;
  readonly inProgress?: boolean;
  readonly pending?: PendingChangeView | undefined;
};

/**
 * An editor screen's start: its presenter, loaded once the screen is shown; `submit` saves and
 * follows where the save leads (nowhere when it was refused or failed), `go` leads anywhere;
 * `formProps(view)` is what every editor hands its `EditorForm`.
 * Entered by Back or Forward, or shown again from the browser's back-forward cache, the editor
 * reads the card anew (issue 12): what it showed before may have changed, been saved or signed.
 */
export function useEditor<P extends EditorScreenPresenter>(token: ServiceIdentifier<P>) {
  const presenter = usePresenter<P>(token);
  const go = useAppNavigate();
  const temporary = useLocation().search.slice(1) === ON_TEMPORARY;
  useScreenEntry(presenter, temporary);
  useReadWhenOutdated(presenter.editor, presenter.editor.readAnew);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(presenter.save());
  };
  const { failure, busy } = presenter.editor;
  // Issue 33, item 4: Try again saves again, or asks the delete question again; issue 34: reads the card again.
  const tryAgain = () =>
    failure?.action === 'delete'
      ? presenter.editor.askDelete()
      : failure && isLoad(failure.action)
        ? void presenter.editor.tryAgain()
        : go(presenter.save());
  const shownFailure = failure ? { failure, onTryAgain: tryAgain, busy: busy !== undefined } : undefined;
  const { signing } = presenter;
  /** The in-progress notice's change with Sign now, the same on every editor that offers it. */
  const offerSigning = (change: PendingChangeView | undefined): InProgressChange | undefined =>
    change && signing ? { change, onSignNow: () => go(signing.signNow()), toSign: signing.links } : undefined;
  const formProps = (view: EditorFormView): Omit<EditorFormProps, 'children'> => ({
    validation: view.validation,
    inProgress: view.inProgress,
    pending: offerSigning(view.pending),
    failure: shownFailure,
    onSubmit: submit,
  });
  return { presenter, go, submit, formProps, failure: shownFailure };
}
