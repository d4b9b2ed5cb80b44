import { describe, expect, it } from 'vitest';
import { MarketOrderState as S } from '@domain/app-market/app-market.constants';
import { MarketErrors } from '@domain/app-market/errors';
import { MARKET_ACTOR, marketOrderMachine, type MarketOrderOpValue } from '@domain/app-market/market-order.machine';
import { Role } from '@domain/shell/roles';
import { expectVerdict, type ExpectedVerdict } from '@tests/support/machine-verdicts';

const admin = { userId: 7, role: Role.admin };
const dispatcher = { userId: 8, role: Role.dispatcher };
type Case = [string, number, { userId: number; role: number }, MarketOrderOpValue, ExpectedVerdict<number>];

describe('a market order: paid → used once into the plan; refunded or replaced by the market alone', () => {
  it.each<Case>([
    ['the administrator uses an unused order', S.unused, admin, 'consume', S.consumed],
    ['a used order is not used again', S.consumed, admin, 'consume', 409],
    ['a refunded order is not used', S.refunded, admin, 'consume', 409],
    ['only the administrator uses orders', S.unused, dispatcher, 'consume', 403],
    ['the market refunds an unused order', S.unused, MARKET_ACTOR, 'refund', S.refunded],
    ['the market refunds a used order', S.consumed, MARKET_ACTOR, 'refund', S.refunded],
    ['a refund is final', S.refunded, MARKET_ACTOR, 'refund', 409],
    ['no user refunds, not even the administrator', S.consumed, admin, 'refund', 403],
    ['the market replaces an unused order by a changed one', S.unused, MARKET_ACTOR, 'replace', S.replaced],
    ['a used order is not replaced (its period is in the plan)', S.consumed, MARKET_ACTOR, 'replace', 409],
    ['a replaced order is not used', S.replaced, admin, 'consume', 409],
    ['no user replaces an order', S.unused, admin, 'replace', 403],
  ])('%s', (_label, state, actor, op, expected) => {
    expectVerdict(marketOrderMachine.decide({ state: state as never }, actor as never, op), expected);
  });

  it('offers users the use of an unused order only, and names why a refunded one is not', () => {
    expect(marketOrderMachine.allowedOperations({ state: S.unused }, admin as never)).toEqual(['consume']);
    expect(marketOrderMachine.allowedOperations({ state: S.consumed }, admin as never)).toEqual([]);
    expect(marketOrderMachine.decide({ state: S.refunded }, admin as never, 'consume')).toMatchObject({ message: MarketErrors.refunded });
    expect(marketOrderMachine.decide({ state: S.replaced }, admin as never, 'consume')).toMatchObject({ message: MarketErrors.replaced });
  });
});
