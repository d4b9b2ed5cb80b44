import { useEffect, type ReactNode } from 'react';
import { useSwitchVersion } from './use-switch-version';

export interface MobileScreenProps {
  title: string;
  /** Shows a back arrow (a screen below the tab bar's own). */
  back?: boolean;
  children: ReactNode;
}

/** One mobile screen: the header (back, title, 电脑版) and the screen's content. */
export function MobileScreen({ title, back, children }: MobileScreenProps) {
  const { switchTo, switching } = useSwitchVersion();
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <>
      <header className="m-header">
        <div className="m-header-side">
          {back && (
            <button type="button" className="m-btn m-btn-text" onClick={() => history.back()} aria-label="返回">
              ‹ 返回
            </button>
          )}
        </div>
        <h1>{title}</h1>
        <div className="m-header-side">
          <button type="button" className="m-btn m-btn-text" disabled={switching} onClick={() => void switchTo(1)}>
            电脑版
          </button>
        </div>
      </header>
      <main className="m-main">{children}</main>
    </>
  );
}
