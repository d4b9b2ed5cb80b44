import type { TopMenuKey } from './menu-nodes';

/** The shell's state, apart from its slice so that the storage can read it without the slice. */
export interface OpenTab {
  /** The pathname, which identifies the tab. */
  path: string;
  /** Pathname plus query, where a click on the tab goes back to. */
  href: string;
  /** The route's or menu entry's title (工单详情, 客户详情 …). */
  title: string;
  /** The record a detail page shows (its order number, customer name …): the tab shows it instead of the title. */
  name?: string;
}

export interface ShellState {
  tabs: OpenTab[];
  topMenu: TopMenuKey;
  /** The one open group of the accordion left menu. */
  openGroup: string | null;
  collapsed: boolean;
  /** Bumped by the refresh action; the shell keys the page on it to re-mount it. */
  refreshKey: number;
  /**
   * The first page of the visit: 'shown' once its code has loaded and rendered, 'settled' once its data
   * has arrived too. The menu badges wait for 'settled' (see use-first-page.ts).
   */
  firstPage: 'loading' | 'shown' | 'settled';
}
