import type { FastifyInstance } from 'fastify';
import { announceOnCommit, announcesOnCommit, type Executor, type Tx } from '../../db/database';
import { registerOrderOperation } from '../orders/orders.public';

/*
 * The live board: what changes a dispatch board (any order operation, a calendar, a leave) is announced
 * once per transaction and, once it commits, published on the bus, so every node's chat socket nudges
 * its pages (manage/dispatch) and open boards read themselves again.
 */

const announced = new WeakSet<Tx>();

/** Announces that the enterprise's board changed, once per tenant transaction (a bare read or connection announces nothing). */
export function announceBoardChange(tx: Executor, enterpriseId: number): void {
  if (!announcesOnCommit(tx) || announced.has(tx)) return;
  announced.add(tx);
  announceOnCommit(tx, 'dispatch-changed', { enterpriseId });
}

/** Hooks every order operation and relays the committed changes over the bus; returns the unsubscribe. */
export function startBoardPush(app: FastifyInstance): () => void {
  registerOrderOperation('dispatch-board', async (tx, entry) => announceBoardChange(tx, entry.enterpriseId));
  return app.db.onCommitted('dispatch-changed', (event) => app.bus.publish('dispatch-changed', event));
}
