import { createContext, useContext, type RefObject } from 'react';
import type { ShellPresenter } from './shell.presenter';
import type { ChatClientElement } from './portal-elements';

export type Shell = {
  readonly presenter: ShellPresenter;
  /** The chat client once it is on the page. */
  readonly chat: RefObject<ChatClientElement | null>;
};

export const ShellContext = createContext<Shell | undefined>(undefined);

export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell needs the app shell above it');
  return shell;
}
