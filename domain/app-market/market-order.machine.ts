import { defineMachine } from '../common/machine';
import type { RoleType } from '../shell/roles';
import { MarketErrors } from './errors';
import { IAP_ROLES, MarketOrderState, type MarketOrderStateValue } from './app-market.constants';

/**
 * A market order's lifecycle: paid in the host's market (unused) → consumed into the enterprise's
 * plan; the same order never extends the plan twice. The market alone refunds an order, used or
 * not (refunded is final), and replaces an unused one by a changed order (replaced is final).
 */
export interface MachineMarketOrder {
  state: MarketOrderStateValue;
}
export interface MarketActor {
  userId: number;
  role: RoleType;
}

export const MarketOrderOp = { consume: 'consume', refund: 'refund', replace: 'replace' } as const;
export type MarketOrderOpValue = (typeof MarketOrderOp)[keyof typeof MarketOrderOp];

/** The app market as the actor of a refund (its callback; no user of the enterprise). */
export const MARKET_ACTOR: MarketActor = { userId: 0, role: IAP_ROLES[0] };

const marketOnly = (_o: MachineMarketOrder, actor: MarketActor) => (actor.userId === MARKET_ACTOR.userId ? null : MarketErrors.marketOnly);

export const marketOrderMachine = defineMachine<MachineMarketOrder, MarketActor, MarketOrderStateValue, MarketOrderOpValue, MarketOrderStateValue>({
  stateOf: (o) => o.state,
  transitions: {
    consume: { from: [MarketOrderState.unused], roles: IAP_ROLES, to: MarketOrderState.consumed },
    refund: {
      from: [MarketOrderState.unused, MarketOrderState.consumed],
      to: MarketOrderState.refunded,
      who: marketOnly,
    },
    replace: { from: [MarketOrderState.unused], to: MarketOrderState.replaced, who: marketOnly },
  },
  roleRefusal: () => MarketErrors.adminOnly,
  stateRefusal: (_op, o) =>
    o.state === MarketOrderState.refunded ? MarketErrors.refunded : o.state === MarketOrderState.replaced ? MarketErrors.replaced : MarketErrors.alreadyConsumed,
});
