import { expect } from 'vitest';
import type { Verdict } from '@domain/common/machine';

/** What a machine case expects: the state it leads to, 'ok' (settled by the code), or the refusal's status. */
export type ExpectedVerdict<To> = To | 'ok' | 403 | 409;

/** Asserts a machine's verdict against what its case table expects. */
export function expectVerdict<To>(verdict: Verdict<To>, expected: ExpectedVerdict<To>): void {
  if (expected === 403 || expected === 409) expect(verdict).toMatchObject({ ok: false, status: expected });
  else if (expected === 'ok') expect(verdict).toEqual({ ok: true });
  else expect(verdict).toEqual({ ok: true, to: expected });
}
