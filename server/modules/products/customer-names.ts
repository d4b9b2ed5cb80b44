import type { Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { customerSnapshot } from '../customers/customers.public';

/**
 * Names of live customers of the transaction's tenant, through the customers service (one lookup per
 * distinct customer of a page); a deleted or unknown customer is simply absent.
 */
export async function customerNames(tx: Executor, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  for (const id of new Set(ids)) {
    if (id === null) continue;
    try {
      names.set(id, (await customerSnapshot(tx, id)).name);
    } catch (error) {
      if (!(error instanceof AppError && error.statusCode === 404)) throw error;
    }
  }
  return names;
}
