import { IconClose, IconHome } from '@arco-design/web-react/icon';
import { useEffect, useRef, type KeyboardEvent, type ReactNode, type WheelEvent } from 'react';
import { useLocation } from 'wouter';
import { useAppSelector } from '@/app/hooks';
import { paths } from '@/app/paths';
import { onActivateKey } from '@/lib/activate-key';
import { TabActions } from './tab-actions';
import { useTabCommands } from './use-tab-commands';

/** The fixed home tab and the opened pages; the wheel scrolls the strip sideways. */
export function TabStrip() {
  const [location, navigate] = useLocation();
  const tabs = useAppSelector((s) => s.shell.tabs);
  const { close } = useTabCommands();
  const scroller = useRef<HTMLDivElement>(null);

  // The active tab is scrolled into view once it is in the strip (a new page's tab arrives after the address changes).
  useEffect(() => {
    if (scroller.current) revealActiveTab(scroller.current);
  }, [location, tabs]);

  const handleWheel = (event: WheelEvent<HTMLDivElement>) => {
    event.currentTarget.scrollLeft += event.deltaY || event.deltaX;
  };

  const onHome = location === paths.home;

  return (
    <div className="shell-tab-strip">
      <div className="shell-tabs" role="tablist" aria-label="已打开的页面" ref={scroller} onWheel={handleWheel}>
        <Tab home active={onHome} onOpen={() => navigate(paths.home)}>
          <IconHome /> 首页
        </Tab>
        {tabs.map((tab) => (
          <Tab key={tab.path} active={tab.path === location} onOpen={() => navigate(tab.href)} onClose={() => close(tab.path)} closeLabel={`关闭${tab.name ?? tab.title}`}>
            {tab.name ?? tab.title}
          </Tab>
        ))}
      </div>
      <TabActions onHome={onHome} />
    </div>
  );
}

/**
 * Scrolls the strip so the active tab shows whole, beside the home tab, which stays pinned at the
 * left edge (so the strip never shows the first tab cut in half).
 */
function revealActiveTab(strip: HTMLElement) {
  const home = strip.firstElementChild as HTMLElement | null;
  const active = strip.querySelector<HTMLElement>('.shell-tab[data-active="true"]');
  if (!home || !active || active === home) return;
  const left = Math.max(0, active.offsetLeft - home.offsetWidth - 8);
  const right = active.offsetLeft + active.offsetWidth;
  if (left < strip.scrollLeft) strip.scrollLeft = left;
  else if (right > strip.scrollLeft + strip.clientWidth) strip.scrollLeft = right - strip.clientWidth;
}

interface TabProps {
  /** The fixed home tab, pinned at the strip's left edge. */
  home?: boolean;
  active: boolean;
  onOpen: () => void;
  onClose?: () => void;
  closeLabel?: string;
  children: ReactNode;
}

// Inside role="tablist" only tabs may be controls: the close mark is for the mouse, and a focused
// tab closes with the Delete key (announced through aria-keyshortcuts).
function Tab({ home, active, onOpen, onClose, closeLabel, children }: TabProps) {
  const activate = onActivateKey(onOpen);
  const handleKey = (event: KeyboardEvent) => {
    if (event.key === 'Delete' && onClose) onClose();
    else activate(event);
  };
  return (
    <div className={home ? 'shell-tab shell-tab-home' : 'shell-tab'} data-active={active}>
      <span role="tab" aria-selected={active} aria-keyshortcuts={onClose ? 'Delete' : undefined} tabIndex={0} className="shell-tab-title" onClick={onOpen} onKeyDown={handleKey}>
        {children}
      </span>
      {onClose && (
        <span className="shell-tab-close" aria-hidden="true" title={closeLabel} onClick={onClose}>
          <IconClose />
        </span>
      )}
    </div>
  );
}
