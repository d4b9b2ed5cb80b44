import { useLocation } from 'wouter';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { paths } from '@/app/paths';
import {
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  closeTabsLeftOf,
  closeTabsRightOf,
  neighbourHref,
} from '@/app/shell/shell.slice';

/** Closing tabs; when the open page's tab goes, its neighbour (or home) opens. The home tab stays. */
export function useTabCommands() {
  const dispatch = useAppDispatch();
  const [location, navigate] = useLocation();
  const tabs = useAppSelector((s) => s.shell.tabs);

  const close = (path: string) => {
    if (path === location) navigate(neighbourHref(tabs, path, paths.home));
    dispatch(closeTab(path));
  };

  return {
    close,
    closeCurrent: () => close(location),
    closeLeft: () => dispatch(closeTabsLeftOf(location)),
    closeRight: () => dispatch(closeTabsRightOf(location)),
    closeOthers: () => dispatch(closeOtherTabs(location)),
    closeAll() {
      dispatch(closeAllTabs());
      navigate(paths.home);
    },
  };
}
