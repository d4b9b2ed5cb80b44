import { useEffect } from 'react';
import { useAppSelector } from '@/app/hooks';
import { saveShellState } from './shell-storage';

/** Writes the tabs and the menu position to sessionStorage whenever they change. */
export function usePersistShell() {
  const shell = useAppSelector((s) => s.shell);
  useEffect(() => saveShellState(shell), [shell]);
}
