import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@domain/orders/orders.types';
import { DETAIL_FIXED_FIELDS, ORDER_FIXED_FIELDS } from '@domain/templates/fixed-fields';
import { customers } from '@server/db/schema';
import { addCustomer, enterpriseId } from '@tests/support/order-fixtures';
import { useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [admin] = useSignedIn(t, '13800000001');
let customerId: number;
let templateId: number;

const formula = (key: string, type: 19 | 20, title: string, expression: string) => ({ key, type, title, fieldAttributeList: [{ type: 1901, value: expression }] });

beforeAll(async () => {
  const ep = await enterpriseId(t.app, '示例科技有限公司');
  // The customer form gets a number field; this customer's is 10.
  const fee = { key: 'fee', type: 2, title: '上门费' };
  expect((await admin.post('/detailControl/saveOc', { type: 2, form: { fields: [...DETAIL_FIXED_FIELDS[2], fee] } })).statusCode).toBe(200);
  customerId = await addCustomer(t.app, ep, { name: '公式测试客户', phone: '13900000111' });
  await t.app.db.system.update(customers).set({ customValues: { fee: 10 } }).where(eq(customers.id, customerId));
  const fields = [
    ...ORDER_FIXED_FIELDS,
    { key: 'qty', type: 2, title: '数量' },
    formula('total', 20, '合计', '{s|qty}+{c|fee}'),
    formula('ratio', 19, '比例', '{s|qty}/{c|nothing}'),
  ];
  const saved = await admin.post('/v2/temp/save', { kind: 'external', name: '公式工单', form: { fields } });
  expect(saved.statusCode, saved.body).toBe(200);
  templateId = saved.json.data.id;
});

const add = (fields: Record<string, unknown>) => admin.post('/v2/order/add', { templateId, customerId, title: '公式', fields });

describe('formulas of an order form, computed by the server on save', () => {
  it('reads {c|name} from the customer’s custom fields, and its own result wins over the one sent', async () => {
    const res = await add({ qty: 3, total: 999, ratio: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json.data as OrderDetail;
    // 3 + 10 in yuan; a customer field that does not exist is a missing operand: null.
    expect(order.fields).toMatchObject({ qty: 3, total: 13, ratio: null });
  });

  it('refuses a value that does not fit its field, naming the field', async () => {
    const res = await add({ qty: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toMatch(/^fields\.qty: /);
  });
});
