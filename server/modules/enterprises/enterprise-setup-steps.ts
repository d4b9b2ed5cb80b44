import type { Executor } from '../../db/database';

/** What an area gives a new enterprise (default templates ...), in the transaction that creates it. */
export type EnterpriseSetupStep = (tx: Executor, enterpriseId: number) => Promise<void>;

/** The registered steps by area, run in the order they were registered. */
const SETUP_STEPS = new Map<string, EnterpriseSetupStep>();

/** Areas above the enterprises module add their part of a new enterprise when their plugin registers. */
export function registerEnterpriseSetupStep(area: string, step: EnterpriseSetupStep): void {
  SETUP_STEPS.set(area, step);
}

export const enterpriseSetupSteps = (): Iterable<EnterpriseSetupStep> => SETUP_STEPS.values();
