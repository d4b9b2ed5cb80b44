import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, OrderRow } from '@domain/orders/orders.types';
import { exportResult } from '@tests/support/sheet-fixtures';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';

/**
 * One visibility rule for orders (issue 32, item 3): a role that sees only its own orders gets 404 for
 * any other, in every call on one order, and its lists, counts and exports hold only its own.
 */
const t = useTestApp();
const [admin, sales, engineer] = useSignedIn(t, '13800000001', '13800000005', '13800000003');
let all: OrderRow[];
let salesId: number;

const involves = (o: OrderRow, userId: number) => o.creator?.id === userId || o.owner?.id === userId || o.collaborators.some((c) => c.id === userId);

beforeAll(async () => {
  all = (await admin.get('/v2/order/getAllOrderList?pageSize=500')).json.data.list as OrderRow[];
  salesId = await userId(sales);
});

/** Every call a screen makes on one order, with the order's id, as a client would send it. */
function callsOn(c: Client, id: number) {
  return {
    detail: () => c.get(`/order/orderDetail?id=${id}`),
    fees: () => c.post('/order/fees', { id, serviceAmount: '1', spareAmount: '0', otherFee: '0', discountAmount: '0' }),
    progress: () => c.get(`/order/progress/checkFinish?id=${id}`),
    collections: () => c.get(`/receive/collection/list?orderId=${id}`),
    spareParts: () => c.get(`/v2/spare/order/parts?id=${id}`),
    oldParts: () => c.get(`/old/part/recycle/form/list?orderId=${id}`),
    pdf: () => c.post('/export/orderPdf', { ids: [id] }),
    pdfSend: () => c.post('/order/pdfSend', { id }),
    copy: () => c.post('/order/copy', { id }),
  };
}

describe('a salesperson (sees only their own orders)', () => {
  it('gets 404 for an order they neither created, serve nor are copied on, in every call on it', async () => {
    const detail = async (id: number) => (await admin.get(`/order/orderDetail?id=${id}`)).json.data as OrderDetail;
    let foreign: OrderRow | undefined;
    for (const o of all) {
      if (involves(o, salesId)) continue;
      if ((await detail(o.id)).copyUsers.some((u) => u.id === salesId)) continue;
      foreign = o;
      break;
    }
    expect(foreign).toBeDefined();
    for (const [name, call] of Object.entries(callsOn(sales, foreign!.id))) {
      const res = await call();
      expect([res.statusCode, res.json.message], name).toEqual([404, '工单不存在']);
    }
    // The desk still reads it.
    expect((await admin.get(`/order/orderDetail?id=${foreign!.id}`)).statusCode).toBe(200);
  });

  it('lists, counts and exports only the orders it may open, and opens each of them', async () => {
    const list = (await sales.get('/v2/order/getAllOrderList?pageSize=500')).json.data as { list: OrderRow[]; total: number };
    expect(list.list.length).toBeGreaterThan(0);
    expect(list.list.every((o) => involves(o, salesId))).toBe(true);
    expect((await sales.get('/v2/order/getOrderListCount')).json.data.count).toBe(list.total);
    for (const o of list.list.slice(0, 3)) expect((await sales.get(`/order/orderDetail?id=${o.id}`)).statusCode).toBe(200);
    // The pool and the other views show nothing beyond the rule either.
    const pool = (await sales.get('/v2/order/getAllOrderList?pageSize=500&view=highSeas')).json.data.list as OrderRow[];
    expect(pool.filter((o) => !involves(o, salesId))).toEqual([]);
    const foreign = all.find((o) => !involves(o, salesId))!;
    const { rows } = await exportResult(t, sales, '/order/export', { ids: [list.list[0].id, foreign.id], format: 'xlsx' });
    expect(rows.slice(1).map((r) => r[0])).toEqual([list.list[0].orderNo]);
  });
});

describe('service staff', () => {
  it('get 404 for an order neither theirs nor in the pool', async () => {
    const engineerId = await userId(engineer);
    const foreign = all.find((o) => !involves(o, engineerId) && !o.inPool)!;
    expect(foreign).toBeDefined();
    expect((await engineer.get(`/order/orderDetail?id=${foreign.id}`)).statusCode).toBe(404);
    const mine = all.find((o) => o.owner?.id === engineerId)!;
    expect((await engineer.get(`/order/orderDetail?id=${mine.id}`)).statusCode).toBe(200);
  });
});

async function userId(c: Client): Promise<number> {
  return (await c.get('/v2/sessionUser/info')).json.data.id;
}
