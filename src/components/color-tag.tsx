import { Tag } from '@arco-design/web-react';
import type { ReactNode } from 'react';

// WCAG relative luminance of an sRGB channel (0-255).
const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** Black or white, whichever reads better on a #rgb/#rrggbb background (one of them always reaches 4.5:1); undefined for other colours. */
export function readableTextOn(background: string): '#000' | '#fff' | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(background)?.[1];
  if (!hex) return undefined;
  const full = hex.length === 3 ? [...hex].map((d) => d + d).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => channel(parseInt(full.slice(i, i + 2), 16)));
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast with white (1.05 / (L + 0.05)) against contrast with black ((L + 0.05) / 0.05).
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#fff' : '#000';
}

/** A tag in a colour the user chose (customer tags …), its text kept readable on it. */
export function ColorTag({ color, children }: { color: string; children: ReactNode }) {
  const text = readableTextOn(color);
  return (
    <Tag color={color} style={text ? { color: text } : undefined}>
      {children}
    </Tag>
  );
}
