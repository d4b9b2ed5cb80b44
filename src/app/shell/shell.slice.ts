import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { TOP_MENU_KEYS } from '@domain/shell/menu-catalogue';
import type { TopMenuKey } from './menu-nodes';
import type { OpenTab, ShellState } from './shell-state';
import { loadShellState } from './shell-storage';

export const initialShellState: ShellState = {
  tabs: [],
  topMenu: TOP_MENU_KEYS.home,
  openGroup: null,
  collapsed: false,
  refreshKey: 0,
  firstPage: 'loading',
};

const indexOf = (state: ShellState, path: string) => state.tabs.findIndex((t) => t.path === path);

export const shellSlice = createSlice({
  name: 'shell',
  initialState: () => ({ ...initialShellState, ...loadShellState() }),
  reducers: {
    openTab(state, { payload }: PayloadAction<OpenTab>) {
      const i = indexOf(state, payload.path);
      if (i === -1) state.tabs.push(payload);
      else state.tabs[i] = { ...payload, name: payload.name ?? state.tabs[i].name };
    },
    /** A detail page names its tab by its record; a page's effects run before the shell opens its tab, so this may open it. */
    nameTab(state, { payload }: PayloadAction<{ path: string; name: string }>) {
      const i = indexOf(state, payload.path);
      if (i === -1) state.tabs.push({ path: payload.path, href: payload.path, title: payload.name, name: payload.name });
      else state.tabs[i].name = payload.name;
    },
    closeTab(state, { payload: path }: PayloadAction<string>) {
      state.tabs = state.tabs.filter((t) => t.path !== path);
    },
    closeTabsLeftOf(state, { payload: path }: PayloadAction<string>) {
      const i = indexOf(state, path);
      if (i > 0) state.tabs = state.tabs.slice(i);
    },
    closeTabsRightOf(state, { payload: path }: PayloadAction<string>) {
      // From the home tab, everything lies to the right.
      state.tabs = state.tabs.slice(0, indexOf(state, path) + 1);
    },
    closeOtherTabs(state, { payload: path }: PayloadAction<string>) {
      state.tabs = state.tabs.filter((t) => t.path === path);
    },
    closeAllTabs(state) {
      state.tabs = [];
    },
    firstPageShown(state) {
      if (state.firstPage === 'loading') state.firstPage = 'shown';
    },
    firstPageSettled(state) {
      if (state.firstPage === 'shown') state.firstPage = 'settled';
    },
    refreshPage(state) {
      state.refreshKey += 1;
    },
    switchTopMenu(state, { payload }: PayloadAction<TopMenuKey>) {
      if (state.topMenu !== payload) state.openGroup = null;
      state.topMenu = payload;
    },
    setOpenGroup(state, { payload }: PayloadAction<string | null>) {
      state.openGroup = payload;
    },
    setCollapsed(state, { payload }: PayloadAction<boolean>) {
      state.collapsed = payload;
    },
    /** After a role switch: the tabs and the menu position belonged to the other role's menu. */
    resetNavigation(state) {
      state.tabs = [];
      state.topMenu = TOP_MENU_KEYS.home;
      state.openGroup = null;
    },
  },
});

export const {
  openTab,
  nameTab,
  closeTab,
  closeTabsLeftOf,
  closeTabsRightOf,
  closeOtherTabs,
  closeAllTabs,
  refreshPage,
  firstPageShown,
  firstPageSettled,
  switchTopMenu,
  setOpenGroup,
  setCollapsed,
  resetNavigation,
} = shellSlice.actions;

/** Where to go when the current tab closes: its right neighbour, else its left one, else home. */
export function neighbourHref(tabs: readonly OpenTab[], path: string, home: string): string {
  const i = tabs.findIndex((t) => t.path === path);
  const next = tabs[i + 1] ?? tabs[i - 1];
  return next?.href ?? home;
}
