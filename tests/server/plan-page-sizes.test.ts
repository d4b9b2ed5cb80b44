import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZES, PAID_PAGE_SIZES } from '@domain/common/page-sizes';
import { Plan, type PlanType } from '@domain/shell/plans';
import { Client, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
/** One administrator of each plan (demo data: 示例科技 paid, 免费体验工作室 free, 试用服务公司 trial). */
const admins = {} as Record<PlanType, Client>;

beforeAll(async () => {
  [admins[Plan.paid], admins[Plan.free], admins[Plan.trial]] = await Promise.all(
    ['13800000001', '13800000011', '13800000021'].map((phone) => Client.signIn(t.app, phone)),
  );
});

/** Paged tables of every area (the six that offered only up to 100 among them). */
const TABLES = [
  '/v2/order/getAllOrderList',
  '/customer/address/list',
  '/v2/user/list',
  '/productQR/batch/list',
  '/servicegroup/list?type=1',
  '/v2/serverItem/getItemList?typeId=0',
  '/v2/product/list',
  '/v2/saleContract/list',
  '/announcement/list',
];
const PLANS: [string, PlanType][] = [
  ['paid', Plan.paid],
  ['free', Plan.free],
  ['trial', Plan.trial],
];

describe('page sizes by plan', () => {
  const cases = PLANS.flatMap(([name, plan]) =>
    PAID_PAGE_SIZES.map((size) => ({ name, plan, size, allowed: plan !== Plan.free || (PAGE_SIZES as readonly number[]).includes(size) })),
  );
  it.each(cases)('$name tenant, pageSize $size: allowed $allowed in every paged table', async ({ plan, size, allowed }) => {
    for (const path of TABLES) {
      const res = await admins[plan].get(`${path}${path.includes('?') ? '&' : '?'}pageIndex=0&pageSize=${size}`);
      if (allowed) {
        expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
      } else {
        expect(res.statusCode, path).toBe(400);
        expect(res.json.message).toBe('pageSize: 免费版每页最多显示100条，升级专业版可选500条、1000条');
      }
    }
  });

  it('the filter lookups that read a whole list keep working for free tenants', async () => {
    for (const path of ['/servicegroup/list?type=-1&searchText=&pageIndex=0&pageSize=1000', '/v2/serverItem/getItemList?typeId=-1&name=&pageIndex=0&pageSize=9999', '/role/menu/list?role=1&pageIndex=0&pageSize=1000']) {
      const res = await admins[Plan.free].get(path);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    }
  });
});
