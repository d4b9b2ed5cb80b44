import { useLocation } from 'wouter';

export interface MobileChip {
  value: string;
  label: string;
}

export interface MobileChipsProps<C extends MobileChip> {
  /** The group's name for screen readers (e.g. 巡检状态). */
  label: string;
  chips: readonly C[];
  chosen: C;
  /** The address of the screen showing a chip's list; a tap replaces the address, so 返回 leaves the screen. */
  hrefOf: (value: string) => string;
}

/** A phone list's filter chips, the chosen one pressed, kept in the address. */
export function MobileChips<C extends MobileChip>({ label, chips, chosen, hrefOf }: MobileChipsProps<C>) {
  const [, navigate] = useLocation();
  return (
    <div className="m-chips" role="group" aria-label={label}>
      {chips.map((c) => (
        <button key={c.value} type="button" className="m-chip" aria-pressed={c === chosen} onClick={() => navigate(hrefOf(c.value), { replace: true })}>
          {c.label}
        </button>
      ))}
    </div>
  );
}
