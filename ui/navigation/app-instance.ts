import { createContext, useContext } from 'react';

/**
 * This app start, for the entry guard: the id every in-app navigation leaves in its history
 * entry (entry-guard.ts). The shell provides it once the session is checked.
 */
export const AppInstance = createContext<string | undefined>(undefined);

export function useAppInstance(): string {
  const instance = useContext(AppInstance);
  if (instance === undefined)
    throw new Error('useAppInstance needs the app shell (or a test) to provide <AppInstance>');
  return instance;
}
