import { defineMachine } from '../common/machine';
import type { RoleType } from '../shell/roles';
import { MarketErrors } from './errors';
import { IAP_ROLES, MarketOrderState, type MarketOrderStateValue } from './app-market.constants';

/**
 * A market order's lifecycle: paid in the host's market (unused) → consumed into the enterprise's
 * plan. Consumed is final: the same order never extends the plan twice.
 */
export interface MachineMarketOrder {
  state: MarketOrderStateValue;
}
export interface MarketActor {
  userId: number;
  role: RoleType;
}

export const MarketOrderOp = { consume: 'consume' } as const;
export type MarketOrderOpValue = (typeof MarketOrderOp)[keyof typeof MarketOrderOp];

export const marketOrderMachine = defineMachine<MachineMarketOrder, MarketActor, MarketOrderStateValue, MarketOrderOpValue, MarketOrderStateValue>({
  stateOf: (o) => o.state,
  transitions: {
    consume: { from: [MarketOrderState.unused], roles: IAP_ROLES, to: MarketOrderState.consumed },
  },
  roleRefusal: () => MarketErrors.adminOnly,
  stateRefusal: () => MarketErrors.alreadyConsumed,
});
