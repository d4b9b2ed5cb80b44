import { IconCloseCircleFill, IconInfoCircleFill } from '@arco-design/web-react/icon';
import type { CSSProperties, ReactNode } from 'react';

export interface StatusResultProps {
  status?: 'error' | 'info';
  /** Replaces the status icon. */
  icon?: ReactNode;
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  style?: CSSProperties;
}

const STATUS_ICONS = { error: <IconCloseCircleFill />, info: <IconInfoCircleFill /> };

/**
 * Arco's Result look (its class names and styles) for the shell and its guards. Arco's own Result
 * module bundles its 403/404/500 pictures (about 25 KB compressed) even when a page shows none, and
 * the entry chunk every visitor downloads should not carry them.
 */
export function StatusResult({ status = 'info', icon, title, subTitle, extra, style }: StatusResultProps) {
  const custom = icon !== undefined;
  return (
    <div className={`arco-result arco-result-is-${status}`} style={style}>
      <div className="arco-result-icon">
        <span className={`arco-result-icon-tip ${custom ? 'arco-result-icon-custom' : `arco-result-icon-${status}`}`}>{custom ? icon : STATUS_ICONS[status]}</span>
      </div>
      <div className="arco-result-title">{title}</div>
      {subTitle && <div className="arco-result-subtitle">{subTitle}</div>}
      {extra && <div className="arco-result-extra">{extra}</div>}
    </div>
  );
}
