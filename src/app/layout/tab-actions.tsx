import { Button, Dropdown, Menu, Tooltip } from '@arco-design/web-react';
import { IconDown, IconRefresh } from '@arco-design/web-react/icon';
import { useEffect, useState } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { refreshPage } from '@/app/shell/shell.slice';
import { useTabCommands } from './use-tab-commands';

/** Spec part 1 section 9: a refresh locks the button for 1 s. */
export const REFRESH_LOCK_MS = 1000;

export interface TabActionsProps {
  /** The open page is the home tab, which cannot close. */
  onHome: boolean;
}

/** The strip's refresh button and its close-tabs menu. */
export function TabActions({ onHome }: TabActionsProps) {
  const dispatch = useAppDispatch();
  const commands = useTabCommands();
  const [locked, setLocked] = useState(false);

  useEffect(() => {
    if (!locked) return;
    const timer = setTimeout(() => setLocked(false), REFRESH_LOCK_MS);
    return () => clearTimeout(timer);
  }, [locked]);

  const handleRefresh = () => {
    if (locked) return;
    dispatch(refreshPage());
    setLocked(true);
  };

  const handleAction = (key: string) => {
    if (key === 'current') commands.closeCurrent();
    if (key === 'left') commands.closeLeft();
    if (key === 'right') commands.closeRight();
    if (key === 'others') commands.closeOthers();
    if (key === 'all') commands.closeAll();
  };

  const droplist = (
    <Menu onClickMenuItem={handleAction}>
      <Menu.Item key="current" disabled={onHome}>
        关闭当前
      </Menu.Item>
      <Menu.Item key="left">关闭左侧</Menu.Item>
      <Menu.Item key="right">关闭右侧</Menu.Item>
      <Menu.Item key="others">关闭其他</Menu.Item>
      <Menu.Item key="all">关闭全部</Menu.Item>
    </Menu>
  );

  return (
    <div className="shell-tab-actions">
      <Tooltip content="刷新当前页">
        <Button size="small" type="text" icon={<IconRefresh />} aria-label="刷新" disabled={locked} onClick={handleRefresh} />
      </Tooltip>
      <Dropdown droplist={droplist} trigger="click" position="br">
        <Button size="small" type="text" aria-label="标签操作">
          标签操作 <IconDown />
        </Button>
      </Dropdown>
    </div>
  );
}
