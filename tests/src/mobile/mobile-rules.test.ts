import { describe, expect, it } from 'vitest';
import { OrderState } from '@domain/orders/order.constants';
import type { OrderDetail } from '@domain/orders/orders.types';
import { Role } from '@domain/shell/roles';
import { deviceWantsMobile, isMobilePath, wantsMobile } from '@/app/mobile/version-choice';
import { fitLongSide } from '@/lib/compress-photo';
import { withQueued, type QueuedOp } from '@/pages/mobile/offline-ops';

describe('the version choice', () => {
  it('follows the remembered choice, else the viewport: a phone or the 360 px WeCom sidebar gets the mobile version', () => {
    expect(deviceWantsMobile(360)).toBe(true);
    expect(deviceWantsMobile(414)).toBe(true);
    expect(deviceWantsMobile(1024)).toBe(false);
    expect(wantsMobile(null, true)).toBe(true);
    expect(wantsMobile(null, false)).toBe(false);
    expect(wantsMobile(1, true)).toBe(false);
    expect(wantsMobile(0, false)).toBe(true);
  });

  it('knows the mobile addresses', () => {
    expect(isMobilePath('/m')).toBe(true);
    expect(isMobilePath('/m/order/3')).toBe(true);
    expect(isMobilePath('/myOrder')).toBe(false);
  });
});

describe('photo compression size', () => {
  it('scales the long side down to 1,600 px and never enlarges', () => {
    expect(fitLongSide(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitLongSide(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(fitLongSide(800, 600)).toEqual({ width: 800, height: 600 });
  });
});

describe('the offline view of an order', () => {
  const engineer = { userId: 7, role: Role.serviceStaff };
  const order = {
    id: 1,
    orderNo: 'GD1',
    state: OrderState.pendingService,
    invalid: false,
    kind: 'external',
    approvals: { create: false, complete: false, receipt: false, collection: false },
    examineType: null,
    abnormalKind: null,
    archived: false,
    deleted: false,
    inPool: false,
    poolGroupId: null,
    ownerId: 7,
    collaboratorIds: [],
    creatorId: 2,
    appointmentTime: '2030-06-01 14:00:00',
    receiptDone: false,
    paymentDone: false,
    evaluated: false,
    operations: ['startService'],
  } as unknown as OrderDetail;
  const queued = (op: QueuedOp['op']): QueuedOp => ({ orderId: 1, orderNo: 'GD1', op, body: {}, version: null });

  it('shows the buttons the same machine allows once the queued operations are done', () => {
    const started = withQueued(order, [queued('startService')], engineer);
    expect(started.state).toBe(OrderState.inService);
    expect(started.operations).toEqual(expect.arrayContaining(['receipt', 'complete']));
    expect(started.operations).not.toContain('startService');

    const done = withQueued(order, [queued('startService'), queued('receipt'), queued('complete')], engineer);
    expect(done.state).toBe(OrderState.completed);
    expect(done.receiptDone).toBe(true);
    expect(done.operations).not.toContain('receipt');
    expect(done.operations).not.toContain('complete');
  });

  it('leaves other orders as the server sent them', () => {
    expect(withQueued(order, [{ ...queued('startService'), orderId: 2 }], engineer)).toBe(order);
  });
});
