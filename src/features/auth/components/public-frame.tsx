import { Card } from '@arco-design/web-react';
import type { CSSProperties, ReactNode } from 'react';
import './public-frame.css';

export const PRODUCT_NAME = '服务工单';

export interface PublicFrameProps {
  /** Shown under the product name; omitted on pages whose content has its own heading. */
  title?: string;
  width?: number;
  children: ReactNode;
}

const background: CSSProperties = {
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '32px 16px',
  boxSizing: 'border-box',
  background: 'linear-gradient(160deg, #eef3ff 0%, #f7f8fa 55%, #f2f6f4 100%)',
};

const brand: CSSProperties = { display: 'flex', alignItems: 'center', gap: 10, marginBottom: 20 };

const mark: CSSProperties = {
  width: 34,
  height: 34,
  borderRadius: 8,
  background: 'rgb(var(--primary-6))',
  color: '#fff',
  display: 'grid',
  placeItems: 'center',
  fontWeight: 600,
};

/** The standalone pages' frame: the product name above a centred card on a soft background. */
export function PublicFrame({ title, width = 400, children }: PublicFrameProps) {
  return (
    <main style={background}>
      <div style={brand}>
        <span style={mark} aria-hidden>
          工
        </span>
        <h1 className="public-title">{PRODUCT_NAME}</h1>
      </div>
      <Card bordered={false} style={{ width: '100%', maxWidth: width, borderRadius: 10, boxShadow: '0 8px 28px rgba(29, 33, 41, 0.08)' }}>
        {title && (
          <h2 className="public-subtitle">{title}</h2>
        )}
        {children}
      </Card>
    </main>
  );
}
