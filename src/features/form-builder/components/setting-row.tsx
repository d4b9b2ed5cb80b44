import type { ReactNode } from 'react';

export interface SettingRowProps {
  label: string;
  /** Wraps the control in the label so it gets the label's name; off for composite editors. */
  wrap?: boolean;
  children: ReactNode;
}

/** One setting of the selected field, its label above it. */
export function SettingRow({ label, wrap = true, children }: SettingRowProps) {
  const Tag = wrap ? 'label' : 'div';
  return (
    <Tag className="form-builder-setting">
      <span className="form-builder-setting-label">{label}</span>
      {children}
    </Tag>
  );
}
