import type { ProcessStep } from '@domain/templates/template-common.schemas';
import type { OrderTypeSettings } from '@domain/templates/order-types.schemas';
import type { Executor } from '../../db/database';
import type { OrderProgressView } from '@domain/orders/order-extras';
import { userNames } from '../users/users.public';
import { orderTypeQueries } from '../templates/templates.public';
import { progressRows } from './order-progress.queries';
import type { OrderRecord } from './order-record';

/** The process steps of the order's type now (a deleted type has none). */
export async function stepsOf(tx: Executor, order: Pick<OrderRecord, 'enterpriseId' | 'templateId'>): Promise<ProcessStep[]> {
  const [type] = await orderTypeQueries.find(tx, order.enterpriseId, [order.templateId]);
  return ((type?.settings as OrderTypeSettings | undefined)?.process ?? []) as ProcessStep[];
}

/** Names of the order type's steps not recorded as done on the order, in the type's order. */
export async function pendingStepsOf(tx: Executor, order: Pick<OrderRecord, 'id' | 'enterpriseId' | 'templateId'>): Promise<string[]> {
  const steps = await stepsOf(tx, order);
  if (steps.length === 0) return [];
  const rows = await progressRows(tx, order.enterpriseId, order.id);
  return progressOf(steps, rows.map((r) => ({ ...r, userName: null }))).pending;
}

/** One step's record on the order, with the name of the person it names. */
export interface ProgressRecord {
  step: string;
  userId: number | null;
  userName: string | null;
  done: boolean;
  remark: string;
}

/** The order's progress along its type's steps: who handles each, which are done, which are pending. */
export function progressOf(steps: ProcessStep[], records: ProgressRecord[]): OrderProgressView {
  const byStep = new Map(records.map((r) => [r.step, r]));
  const view = steps.map((s) => {
    const row = byStep.get(s.name);
    const userId = row?.userId ?? null;
    return { name: s.name, user: userId ? { id: userId, name: row?.userName ?? '' } : null, done: row?.done ?? false, remark: row?.remark ?? '' };
  });
  const pending = view.filter((s) => !s.done).map((s) => s.name);
  return { finished: pending.length === 0, pending, steps: view };
}

/** The same, reading the order's records (the detail reads them in its own statement). */
export async function progressView(tx: Executor, enterpriseId: number, order: Pick<OrderRecord, 'id'>, steps: ProcessStep[]): Promise<OrderProgressView> {
  const rows = await progressRows(tx, enterpriseId, order.id);
  const names = new Map((await userNames(tx, enterpriseId, rows.flatMap((r) => (r.userId ? [r.userId] : [])))).map((u) => [u.id, u.name]));
  return progressOf(steps, rows.map((r) => ({ ...r, userName: r.userId ? (names.get(r.userId) ?? null) : null })));
}
