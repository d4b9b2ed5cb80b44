import type { ReactElement } from 'react';

/** Arco Select's filterOption matching the typed text against the option's `extra`: its plain name. */
export function matchesOptionName(input: string, option: ReactElement): boolean {
  return String((option.props as { extra?: unknown }).extra ?? '').includes(input.trim());
}
