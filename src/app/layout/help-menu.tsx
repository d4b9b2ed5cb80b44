import { Button, Dropdown, Menu, Popover } from '@arco-design/web-react';
import { IconQuestionCircle } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '@/app/paths';
import { useSwitchVersion } from '@/app/mobile/use-switch-version';
import { AppDownloadPanel } from './app-download-panel';
import { VersionLogModal } from './version-log-modal';

/** Help centre, explore, the version log and the mobile app download. */
export function HelpMenu() {
  const [, navigate] = useLocation();
  const [logVisible, setLogVisible] = useState(false);
  const { switchTo } = useSwitchVersion();

  const handleClick = (key: string) => {
    if (key === 'help') navigate(paths.help);
    if (key === 'explore') navigate(paths.navigation);
    if (key === 'log') setLogVisible(true);
    if (key === 'mobile') void switchTo(0);
    // The download item keeps the menu open: its QR code pops out beside it.
    return key !== 'app';
  };

  const droplist = (
    <Menu onClickMenuItem={handleClick}>
      <Menu.Item key="help">帮助中心</Menu.Item>
      <Menu.Item key="explore">探索</Menu.Item>
      <Menu.Item key="log">版本日志</Menu.Item>
      <Menu.Item key="mobile">手机版</Menu.Item>
      <Menu.Item key="app">
        <Popover position="left" trigger={['hover', 'click']} content={<AppDownloadPanel />}>
          <span style={{ display: 'block' }}>下载App</span>
        </Popover>
      </Menu.Item>
    </Menu>
  );

  return (
    <>
      <Dropdown droplist={droplist} trigger="click" position="br">
        <Button type="text" icon={<IconQuestionCircle />} aria-label="帮助">
          帮助
        </Button>
      </Dropdown>
      <VersionLogModal visible={logVisible} onClose={() => setLogVisible(false)} />
    </>
  );
}
