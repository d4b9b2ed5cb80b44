import type { Verdict } from '@domain/common/machine';
import { CallCenterErrors } from '@domain/call-center/errors';
import type { SeatActor } from '@domain/call-center/seat.machine';
import { AppError } from '../../lib/app-error';
import { TelephonyRefused } from './telephony';

/** Who calls the call-centre services: the signed-in person of an enterprise, in their current role. */
export type CallActor = SeatActor;

/** The state a machine's verdict leads to; its refusal as the caller's error. */
export function enforce<To>(verdict: Verdict<To>): To | undefined {
  if (!verdict.ok) throw new AppError(verdict.status, verdict.message);
  return verdict.to;
}

/** A provider command: its refusal becomes 409 in the app's words (the provider's code kept for the log); a failure to reach it 503. */
export async function provider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof TelephonyRefused) throw new AppError(409, `${CallCenterErrors.providerRefused}（${error.code}）`);
    throw new AppError(503, CallCenterErrors.providerDown);
  }
}
