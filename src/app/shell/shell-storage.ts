import { TOP_MENU_KEYS } from '@domain/shell/menu-catalogue';
import type { OpenTab, ShellState } from './shell-state';

/**
 * The open tabs and the menu position live in sessionStorage: they survive a reload of the
 * browser tab but not a new one, and a role switch clears them.
 */
const TABS_KEY = 'fsm.shell.tabs';
const MENU_KEY = 'fsm.shell.menu';

type Persisted = Pick<ShellState, 'tabs' | 'topMenu' | 'openGroup' | 'collapsed'>;

function read<T>(key: string): Partial<T> {
  try {
    const raw = sessionStorage.getItem(key);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return value && typeof value === 'object' ? (value as Partial<T>) : {};
  } catch {
    return {};
  }
}

const TOP_KEYS: readonly string[] = Object.values(TOP_MENU_KEYS);
const isTab = (t: unknown): t is OpenTab =>
  !!t && typeof t === 'object' && ['path', 'href', 'title'].every((k) => typeof (t as Record<string, unknown>)[k] === 'string');

/** What an earlier page of this browser tab left, keeping only well-formed values. */
export function loadShellState(): Partial<Persisted> {
  const { tabs } = read<Persisted>(TABS_KEY);
  const { topMenu, openGroup, collapsed } = read<Persisted>(MENU_KEY);
  return {
    ...(Array.isArray(tabs) ? { tabs: tabs.filter(isTab) } : {}),
    ...(topMenu && TOP_KEYS.includes(topMenu) ? { topMenu } : {}),
    ...(typeof openGroup === 'string' ? { openGroup } : {}),
    ...(typeof collapsed === 'boolean' ? { collapsed } : {}),
  };
}

export function saveShellState({ tabs, topMenu, openGroup, collapsed }: ShellState): void {
  try {
    sessionStorage.setItem(TABS_KEY, JSON.stringify({ tabs }));
    sessionStorage.setItem(MENU_KEY, JSON.stringify({ topMenu, openGroup, collapsed }));
  } catch {
    // A full or blocked storage only costs the tabs after a reload.
  }
}

export function clearShellStorage(): void {
  sessionStorage.removeItem(TABS_KEY);
  sessionStorage.removeItem(MENU_KEY);
}
