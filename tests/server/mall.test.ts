import { inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { FinancePaths } from '@domain/finance/finance.paths';
import type { SourceCollectionPage } from '@domain/finance/source-collections';
import { MallOrderState as S } from '@domain/mall/mall-states';
import { MallPaths as P } from '@domain/mall/mall.paths';
import type { MallCategoryRow, MallGoodsRow, MallOrderDetail, MallOrderRow } from '@domain/mall/mall.schemas';
import { PortalPaths } from '@domain/portal/portal.paths';
import { UploadPaths } from '@domain/uploads/uploads.paths';
import type { PortalSettingRow } from '@domain/portal/portal.schemas';
import type { StockRow } from '@domain/spare-parts/spare-parts.schemas';
import { DEMO_PORTAL_CODE, DEMO_PORTAL_PHONES } from '@server/modules/portal/portal.public';
import { storeDemoGoodsPicture } from '@server/modules/mall/mall.public';
import { addCustomer } from '@tests/support/order-fixtures';
import { PortalClient } from '@tests/support/portal-client';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [admin, dispatcher, engineer, sales, finance, keeper, trialAdmin] = useSignedIn(t, '13800000001', '13800000002', '13800000003', '13800000005', '13800000008', '13800000009', '13800000021');

let chen: PortalClient; // customer A
let zhou: PortalClient; // customer B
let outsider: PortalClient; // the trial enterprise's customer
let categories: MallCategoryRow[];
let goods: MallGoodsRow[];
let foreignGoods: MallGoodsRow;
const ADDRESS = { contactName: '陈客户', phone: '13900000001', address: '上海市浦东新区张江路100号' };

const goodsList = async (c: Client = admin) => (await c.get(`${P.goodsList}?pageSize=100`)).json.data as { list: MallGoodsRow[]; total: number };
const goodsNamed = async (name: string) => (await goodsList()).list.find((g) => g.name === name)!;
const detail = async (id: number, c: Client = admin) => (await c.get(`${P.orderDetail}?id=${id}`)).json.data as MallOrderDetail;
const operate = (c: Client, id: number, op: string, trackingNo = '') => c.post(P.orderOperate, { id, op, trackingNo });
const place = (c: PortalClient, lines: { goodsId: number; qty: number; spec?: string }[]) => c.post(P.portalOrderCreate, { lines, ...ADDRESS });
const warehouseQty = async (warehouseId: number, partId: number) =>
  ((await admin.get(`/v2/spare/stock/list?warehouseId=${warehouseId}&partId=${partId}`)).json.data.list as StockRow[])[0]?.qty ?? '0';
const addGoods = async (patch: Record<string, unknown>) => {
  const res = await admin.post(P.addGoods, { categoryId: categories[0].id, name: '测试商品', price: '10', stock: 5, ...patch });
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data as MallGoodsRow;
};

beforeAll(async () => {
  chen = await new PortalClient(t).signIn(DEMO_PORTAL_CODE, DEMO_PORTAL_PHONES[0]);
  zhou = await new PortalClient(t).signIn(DEMO_PORTAL_CODE, DEMO_PORTAL_PHONES[2]);
  const trial = (await trialAdmin.get('/v2/sessionUser/info')).json.data.enterpriseId;
  const trialCustomer = await addCustomer(t.app, trial, { name: '试用客户', phone: '075500000009' });
  expect((await trialAdmin.post(PortalPaths.accountSave, { customerId: trialCustomer, name: '外企客户', phone: '13900000099' })).statusCode).toBe(200);
  const trialPortal = (await trialAdmin.get(PortalPaths.settingGet)).json.data as PortalSettingRow;
  outsider = await new PortalClient(t).signIn(trialPortal.code, '13900000099');
  // A portal whose 服务商城 is off answers no mall call; the trial enterprise turns it on.
  expect((await outsider.get(P.portalCategories)).statusCode).toBe(403);
  const mallOn = { ...trialPortal, functions: [...trialPortal.functions, 'mall'] };
  expect((await trialAdmin.post(PortalPaths.settingSave, { name: mallOn.name, logo: mallOn.logo, hotline: mallOn.hotline, functions: mallOn.functions, enabled: true, selfRegister: false })).statusCode).toBe(200);
  categories = (await admin.get(P.categoryList)).json.data;
  goods = (await goodsList()).list;
  const cat = (await trialAdmin.post(P.addClassification, { name: '别家分类' })).json.data as MallCategoryRow;
  foreignGoods = (await trialAdmin.post(P.addGoods, { categoryId: cat.id, name: '别家商品', price: '1', stock: 9 })).json.data;
});

describe('categories and goods (staff)', () => {
  it('has the demo’s two-level categories and goods, two of them drawing on spare parts', () => {
    const water = categories.find((c) => c.name === '净水耗材')!;
    expect(categories.find((c) => c.name === '滤芯')).toMatchObject({ parentId: water.id, goodsCount: 2 });
    expect(goods.find((g) => g.name === 'RO反渗透膜')).toMatchObject({ price: '399.00', categoryName: '滤芯', onShelf: true, sparePart: { name: 'RO反渗透膜' }, warehouse: { name: '总仓库' } });
    expect(goods.filter((g) => g.sparePart === null).length).toBeGreaterThan(0);
  });

  it('adds a second-level category and refuses a third level, a taken name and bad input naming the field', async () => {
    const top = (await admin.post(P.addClassification, { name: '配件', sort: 3 })).json.data as MallCategoryRow;
    const sub = await admin.post(P.addClassification, { name: '遥控器', parentId: top.id });
    expect(sub.statusCode, sub.body).toBe(200);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ name: '更深', parentId: sub.json.data.id }, 400, 'parentId: 只能在一级分类下添加二级分类'],
      [{ name: '配件' }, 409, 'name: 同级已有同名分类'],
      [{ name: '' }, 400, 'name: 请填写分类名称'],
      [{ name: 'x'.repeat(21) }, 400, 'name: 分类名称最多20个字'],
      [{ name: '好', sort: -1 }, 400, 'sort: sort 须为0到9999的整数'],
      [{ name: '好', parentId: 999999999 }, 404, 'parentId: 上级分类不存在'],
    ];
    for (const [body, status, message] of cases) {
      const res = await admin.post(P.addClassification, body);
      expect([res.statusCode, res.json.message]).toEqual([status, message]);
    }
    const renamed = await admin.post(P.updateClassification, { id: top.id, name: '配件商城' });
    expect(renamed.json.data).toMatchObject({ id: top.id, name: '配件商城', parentId: null });
    expect((await admin.post(P.updateClassification, { name: '无编号' })).json.message).toBe('id: id 须为正整数');
  });

  it('adds and edits goods, refuses bad input naming the field, and changes nothing', async () => {
    const added = await addGoods({ name: '滤芯套装', price: '99.5', stock: 3, specOptions: ['三支装', '五支装'] });
    expect(added).toMatchObject({ price: '99.50', stock: 3, sparePart: null, onShelf: true, specOptions: ['三支装', '五支装'], images: [] });
    const before = (await goodsList()).total;
    const base = { categoryId: categories[0].id, name: '坏商品', price: '1', stock: 1 };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ price: '-1' }, 400, 'price: price 须为不小于0、最多两位小数的金额'],
      [{ price: '1.234' }, 400, 'price: price 须为不小于0、最多两位小数的金额'],
      [{ stock: -1 }, 400, 'stock: stock 须为0到999999的整数'],
      [{ stock: 1e12 }, 400, 'stock: stock 须为0到999999的整数'],
      [{ name: 'x'.repeat(51) }, 400, 'name: 商品名称最多50个字'],
      [{ name: 'a\u0000b' }, 400, ''],
      [{ categoryId: 999999999 }, 404, 'categoryId: 商品分类不存在'],
      [{ sparePartId: goods[0].sparePart?.id ?? 1 }, 400, 'warehouseId: 关联备件的商品须选择出库仓库'],
      [{ sparePartId: 999999999, warehouseId: goods.find((g) => g.warehouse)!.warehouse!.id }, 404, 'sparePartId: 备件不存在'],
      [{ specOptions: ['大', '大'] }, 400, 'specOptions: specOptions 规格不能重复'],
      [{ specOptions: [''] }, 400, 'specOptions.0: 请填写规格'],
      [{ specOptions: Array.from({ length: 21 }, (_, i) => `规格${i}`) }, 400, 'specOptions: specOptions 最多20个规格'],
      [{ specOptions: '大号' }, 400, 'specOptions: specOptions 须为列表'],
      [{ images: Array.from({ length: 10 }, (_, i) => `https://example.com/${i}.png`) }, 400, 'images: images 最多9张图片'],
      [{ images: ['x'.repeat(501)] }, 400, 'images.0: 图片地址最多500个字'],
    ];
    for (const [patch, status, message] of cases) {
      const res = await admin.post(P.addGoods, { ...base, ...patch });
      expect(res.statusCode, res.body).toBe(status);
      if (message) expect(res.json.message).toBe(message);
    }
    expect((await goodsList()).total).toBe(before);
    const edited = await admin.post(P.updateGoods, { id: added.id, categoryId: added.categoryId, name: '滤芯套装', price: '89', stock: 4, onShelf: false });
    expect(edited.json.data).toMatchObject({ price: '89.00', stock: 4, onShelf: false });
  });

  it('takes several images for a good in order, each upload shown to the portal at its own address, and refuses another enterprise’s upload naming the field', async () => {
    const png = (text: string) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(`IHDR ${text}`)]);
    const uploadAs = async (c: Client, bytes: Buffer) => (await c.post(UploadPaths.saveDataUrl, { data: `data:image/png;base64,${bytes.toString('base64')}`, name: 'goods.png' })).json.data as { url: string };
    const [front, back] = [png('front'), png('back')];
    const [first, second] = [await uploadAs(admin, front), await uploadAs(admin, back)];
    const elsewhere = 'https://example.com/goods.png';
    const g = await addGoods({ name: '带图商品', images: [first.url, elsewhere, second.url] });
    expect(g.images).toEqual([first.url, elsewhere, second.url]);

    const shownOf = async () => ((await chen.get(`${P.portalGoods}?keyword=带图商品`)).json.data.list as MallGoodsRow[])[0].images;
    const shown = await shownOf();
    expect(shown).toEqual([`/api/portal/c/mall/goods/${g.id}/images/0`, elsewhere, `/api/portal/c/mall/goods/${g.id}/images/2`]);
    for (const [url, bytes] of [[shown[0], front], [shown[2], back]] as const) {
      const picture = await chen.download(url);
      expect([picture.statusCode, picture.type, picture.bytes.equals(bytes)]).toEqual([200, 'image/png', true]);
      expect((await outsider.download(url)).statusCode).toBe(404);
    }
    // An address of elsewhere, a place with no image, another good without uploads: not found; a bad place: 400.
    for (const url of [`/api/portal/c/mall/goods/${g.id}/images/1`, `/api/portal/c/mall/goods/${g.id}/images/5`, `/api/portal/c/mall/goods/${goods[0].id}/images/0`])
      expect((await chen.download(url)).statusCode).toBe(404);
    expect((await chen.download(`/api/portal/c/mall/goods/${g.id}/images/99`)).statusCode).toBe(400);

    // Reordered and one removed: the portal's addresses follow the new places.
    const reordered = await admin.post(P.updateGoods, { ...g, images: [second.url, first.url] });
    expect(reordered.json.data.images).toEqual([second.url, first.url]);
    expect((await chen.download((await shownOf())[0])).bytes.equals(back)).toBe(true);

    const before = await goodsNamed('带图商品');
    for (const image of [(await uploadAs(trialAdmin, front)).url, '/api/upload/file/999999999', '/api/upload/file/x']) {
      const refused = await admin.post(P.updateGoods, { ...before, images: [first.url, image] });
      expect([refused.statusCode, refused.json.message]).toEqual([400, 'images: 图片须为本企业上传的图片或图片地址']);
    }
    expect((await goodsNamed('带图商品')).images).toEqual([second.url, first.url]);
  });

  it('stores a demo good’s picture (drawn by the seed, which ships no image file) through the uploads, a PNG the portal shows', async () => {
    const me = (await admin.get('/v2/sessionUser/info')).json.data as { id: number; enterpriseId: number };
    const url = await storeDemoGoodsPicture(t.app.db, t.app.storage, { enterpriseId: me.enterpriseId, userId: me.id }, '演示滤芯', [22, 93, 255]);
    const g = await addGoods({ name: '演示图商品', images: [url] });
    const picture = await chen.download(((await chen.get(`${P.portalGoods}?keyword=演示图商品`)).json.data.list as MallGoodsRow[])[0].images[0]);
    expect([picture.statusCode, picture.type]).toEqual([200, 'image/png']);
    // A whole PNG: signature, a 400×300 RGB header, and it inflates to its rows.
    expect(picture.bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    expect([picture.bytes.readUInt32BE(16), picture.bytes.readUInt32BE(20), picture.bytes[25]]).toEqual([400, 300, 2]);
    const idat = picture.bytes.indexOf('IDAT');
    expect(inflateSync(picture.bytes.subarray(idat + 4, idat + 4 + picture.bytes.readUInt32BE(idat - 4))).length).toBe(300 * (1 + 400 * 3));
    expect(g.images).toEqual([url]);
  });

  it('lets only managers write and the mall’s roles read', async () => {
    expect((await engineer.get(P.goodsList)).statusCode).toBe(403);
    expect((await sales.get(P.orderList)).statusCode).toBe(403);
    expect((await finance.get(P.goodsList)).statusCode).toBe(200);
    expect((await finance.post(P.addClassification, { name: '财务分类' })).statusCode).toBe(403);
    expect((await dispatcher.post(P.goodsShelf, { id: goods[0].id, onShelf: true })).statusCode).toBe(200);
  });

  it('keeps enterprises apart: another enterprise’s goods and categories are not found and unchanged', async () => {
    expect((await goodsList()).list.some((g) => g.id === foreignGoods.id)).toBe(false);
    const res = await admin.post(P.updateGoods, { id: foreignGoods.id, categoryId: categories[0].id, name: '抢来的', price: '1', stock: 1 });
    expect([res.statusCode, res.json.message]).toEqual([404, '商品不存在']);
    expect((await admin.post(P.goodsShelf, { id: foreignGoods.id, onShelf: false })).statusCode).toBe(404);
    expect((await trialAdmin.get(`${P.goodsList}?pageSize=100`)).json.data.list).toMatchObject([{ id: foreignGoods.id, name: '别家商品', onShelf: true }]);
  });
});

describe('buying in the portal', () => {
  it('shows the customer only goods on the shelf of their own enterprise', async () => {
    const off = await addGoods({ name: '下架商品', onShelf: false });
    const seen = (await chen.get(`${P.portalGoods}?pageSize=100`)).json.data.list as MallGoodsRow[];
    expect(seen.some((g) => g.name === 'PP棉滤芯')).toBe(true);
    expect(seen.some((g) => g.id === off.id || g.id === foreignGoods.id)).toBe(false);
    const outsiderSees = (await outsider.get(`${P.portalGoods}?pageSize=100`)).json.data.list as MallGoodsRow[];
    expect(outsiderSees.map((g) => g.id)).toEqual([foreignGoods.id]);
    expect((await chen.get(P.portalCategories)).json.data.map((c: MallCategoryRow) => c.name)).toContain('滤芯');
    expect((await admin.get(P.portalGoods)).statusCode).toBe(401);
  });

  it('takes an order through the six states: stock taken, paid, approved, shipped out of the spare-part warehouse, signed', async () => {
    const ro = await goodsNamed('RO反渗透膜');
    const pp = await goodsNamed('PP棉滤芯');
    const spareBefore = await warehouseQty(ro.warehouse!.id, ro.sparePart!.id);
    const placed = await place(chen, [{ goodsId: ro.id, qty: 2 }, { goodsId: pp.id, qty: 1, spec: '20英寸' }]);
    expect(placed.statusCode, placed.body).toBe(200);
    const order = placed.json.data as MallOrderDetail;
    expect(order).toMatchObject({ state: S.pendingPayment, amount: '837.00', operations: ['customerCancel'], buyerName: '陈客户', goodsSummary: 'RO反渗透膜×2，PP棉滤芯（20英寸）×1' });
    expect(order.lines.map((l) => l.spec)).toEqual([undefined, '20英寸']);
    expect((await goodsNamed('RO反渗透膜')).stock).toBe(ro.stock - 2);
    expect((await detail(order.id)).operations).toEqual(['pay', 'cancel']);

    expect([(await operate(keeper, order.id, 'pay')).statusCode, (await operate(finance, order.id, 'pay')).statusCode]).toEqual([403, 200]);
    expect((await operate(admin, order.id, 'approve')).json.data).toMatchObject({ state: S.pendingShipment, operations: ['ship', 'cancel'] });
    const noNumber = await operate(keeper, order.id, 'ship');
    expect([noNumber.statusCode, noNumber.json.message]).toEqual([400, 'trackingNo: 请填写物流单号']);
    const shipped = await operate(keeper, order.id, 'ship', 'SF0001');
    expect(shipped.json.data).toMatchObject({ state: S.inTransit, trackingNo: 'SF0001', operations: [] });
    expect(Number(await warehouseQty(ro.warehouse!.id, ro.sparePart!.id))).toBe(Number(spareBefore) - 2);

    expect((await zhou.post(P.portalOrderOperate, { id: order.id, op: 'sign' })).statusCode).toBe(404);
    const signed = await chen.post(P.portalOrderOperate, { id: order.id, op: 'sign' });
    expect(signed.json.data).toMatchObject({ state: S.signed, operations: [] });
    expect((await detail(order.id)).log.map((l) => l.text)).toEqual(['下单', '确认收款（线下支付，¥837.00）', '审核通过', '发货（物流单号 SF0001）', '签收']);
    expect((await admin.get(`${P.orderList}?state=${S.signed}`)).json.data.list.map((r: MallOrderRow) => r.id)).toContain(order.id);
  });

  it('gives the stock back on a cancel, lets the customer cancel only before approval', async () => {
    const g = await addGoods({ name: '可取消商品', stock: 3 });
    const mine = (await place(chen, [{ goodsId: g.id, qty: 2 }])).json.data as MallOrderDetail;
    expect((await goodsNamed('可取消商品')).stock).toBe(1);
    const cancelled = await chen.post(P.portalOrderOperate, { id: mine.id, op: 'customerCancel' });
    expect(cancelled.json.data).toMatchObject({ state: S.cancelled });
    expect((await goodsNamed('可取消商品')).stock).toBe(3);
    const again = await chen.post(P.portalOrderOperate, { id: mine.id, op: 'customerCancel' });
    expect([again.statusCode, again.json.message]).toEqual([409, '订单当前为已取消，不能取消订单']);

    const late = (await place(chen, [{ goodsId: g.id, qty: 1 }])).json.data as MallOrderDetail;
    await operate(admin, late.id, 'pay');
    await operate(admin, late.id, 'approve');
    expect((await chen.post(P.portalOrderOperate, { id: late.id, op: 'customerCancel' })).statusCode).toBe(409);
    expect((await operate(admin, late.id, 'cancel')).json.data).toMatchObject({ state: S.cancelled });
    expect((await goodsNamed('可取消商品')).stock).toBe(3);
  });

  it('makes a recorded payment a collection finance lists for reconciliation, marked when the paid order is cancelled', async () => {
    const g = await addGoods({ name: '收款商品', price: '25.5', stock: 4 });
    const order = (await place(chen, [{ goodsId: g.id, qty: 2 }])).json.data as MallOrderDetail;
    const collections = async (c: Client = finance) => (await c.get(`${FinancePaths.sourceCollectionList}?source=1&sourceNo=${order.orderNo}`)).json.data as SourceCollectionPage;
    expect((await collections()).total).toBe(0);

    expect((await finance.post(P.orderOperate, { id: order.id, op: 'pay', payMode: 5 })).statusCode).toBe(200);
    const paid = await collections();
    expect(paid).toMatchObject({ total: 1, amount: order.amount });
    expect(paid.rows[0]).toMatchObject({ sourceName: '商城订单', sourceNo: order.orderNo, customName: order.customerName, modeName: '挂账（签单）', amount: order.amount, cancelledAt: null });

    expect((await operate(admin, order.id, 'cancel')).statusCode).toBe(200);
    const cancelled = await collections();
    expect(cancelled.total).toBe(1);
    expect(cancelled.amount).toBe('0');
    expect(cancelled.rows[0].cancelledAt).not.toBeNull();
    expect((await collections(trialAdmin)).total).toBe(0);
    expect((await keeper.get(FinancePaths.sourceCollectionList)).statusCode).toBe(403);
    const bad = await finance.get(`${FinancePaths.sourceCollectionList}?source=9`);
    expect([bad.statusCode, bad.json.message]).toEqual([400, 'source: source 只能是 1, 2, 3']);
  });

  it('records the refund of a cancelled paid order in parts until the whole payment is back (amount, who, when), and finance reconciles its collection only after one', async () => {
    const g = await addGoods({ name: '退款商品', price: '20', stock: 4 });
    const order = (await place(chen, [{ goodsId: g.id, qty: 2 }])).json.data as MallOrderDetail;
    const row = async () => ((await finance.get(`${FinancePaths.sourceCollectionList}?source=1&sourceNo=${order.orderNo}`)).json.data as SourceCollectionPage).rows[0];
    const reconcile = (c: Client, id: unknown, path: string = FinancePaths.sourceCollectionReconcile) => c.post(path, { id });
    expect((await operate(finance, order.id, 'pay')).statusCode).toBe(200);
    expect((await detail(order.id)).collection).toEqual({ reconciledAt: null });
    expect((await operate(admin, order.id, 'refund')).json.message).toBe('订单当前为待审核，不能登记退款');
    expect((await operate(admin, order.id, 'cancel')).json.data).toMatchObject({ state: S.cancelled, operations: ['refund'], refund: null });
    expect((await goodsNamed('退款商品')).stock).toBe(4);

    // Finance waits for the refund before reconciling a cancelled payment.
    const collection = await row();
    expect(collection.operations).toEqual([]);
    expect([(await reconcile(finance, collection.id)).statusCode, (await reconcile(finance, collection.id)).json.message]).toEqual([409, '来源已取消且未登记退款，不能对账']);

    const refund = (c: Client, refundAmount?: string) => c.post(P.orderOperate, { id: order.id, op: 'refund', refundAmount, remark: '原路退回' });
    expect((await refund(keeper)).statusCode).toBe(403);
    for (const amount of ['40.01', '0', '-1', '1e3']) expect((await refund(finance, amount)).statusCode).toBe(400);
    expect((await refund(finance, '40.01')).json.message).toBe('refundAmount 须大于0且不超过已付金额');
    expect((await detail(order.id)).refund).toBeNull();
    const refunded = (await refund(finance, '30')).json.data as MallOrderDetail;
    // Part of it: ¥10.00 is still to give back, so 登记退款 stays.
    expect(refunded).toMatchObject({ state: S.cancelled, operations: ['refund'], refund: { amount: '30.00', byName: '吴财务', left: '10.00', parts: [{ amount: '30.00', byName: '吴财务', remark: '原路退回' }] } });
    expect(refunded.log.at(-1)).toMatchObject({ text: '登记退款（¥30.00，原路退回）', by: '吴财务' });
    expect(await row()).toMatchObject({ refundAmount: '30.00', reconciledAt: null, reconciledByName: '', operations: ['reconcile'] });
    for (const amount of ['10.01', '30']) expect((await refund(admin, amount)).json.message).toBe('refundAmount 不能超过尚未退还的 10.00 元');
    // The rest (what is left when no amount is given), by another: the total is the whole payment and nothing is left.
    const whole = (await admin.post(P.orderOperate, { id: order.id, op: 'refund' })).json.data as MallOrderDetail;
    expect(whole).toMatchObject({ operations: [], refund: { amount: '40.00', byName: '王管理', left: '0.00' } });
    expect(whole.refund!.parts.map((p) => [p.amount, p.byName])).toEqual([
      ['30.00', '吴财务'],
      ['10.00', '王管理'],
    ]);
    expect((await refund(admin)).json.message).toBe('该订单已全额退款');
    expect((await detail(order.id)).refund?.amount).toBe('40.00');
    expect((await goodsNamed('退款商品')).stock).toBe(4);
    expect((await chen.get(P.portalOrders)).json.data.find((o: MallOrderDetail) => o.id === order.id)).toMatchObject({ refund: { amount: '40.00', left: '0.00' }, collection: null });
    expect(await row()).toMatchObject({ refundAmount: '40.00', reconciledAt: null, reconciledByName: '', operations: ['reconcile'] });

    expect((await reconcile(finance, collection.id)).statusCode).toBe(200);
    const reconciled = await row();
    expect(reconciled).toMatchObject({ reconciledByName: '吴财务', operations: ['reopen'] });
    expect(reconciled.reconciledAt).not.toBeNull();
    expect((await detail(order.id)).collection?.reconciledAt).toBe(reconciled.reconciledAt);
    expect((await reconcile(finance, collection.id)).json.message).toBe('该收款已对账');
    expect((await reconcile(keeper, collection.id)).statusCode).toBe(403);
    expect((await reconcile(trialAdmin, collection.id)).statusCode).toBe(404);
    for (const id of [0, -1, 'x', 2 ** 60, null]) expect((await reconcile(finance, id)).json.message).toBe('id: id 须为正整数');
    expect((await reconcile(finance, collection.id, FinancePaths.sourceCollectionReopen)).statusCode).toBe(200);
    expect(await row()).toMatchObject({ reconciledAt: null, reconciledByName: '' });
    expect((await reconcile(finance, collection.id, FinancePaths.sourceCollectionReopen)).json.message).toBe('该收款未对账');
  });

  it('shows each customer only their own orders, and refuses bad orders naming the field', async () => {
    const chenOrders = (await chen.get(P.portalOrders)).json.data as MallOrderDetail[];
    expect(chenOrders.length).toBeGreaterThan(0);
    expect((await zhou.get(P.portalOrders)).json.data).toEqual([]);
    expect((await outsider.get(P.portalOrders)).json.data).toEqual([]);
    expect((await outsider.post(P.portalOrderOperate, { id: chenOrders[0].id, op: 'customerCancel' })).statusCode).toBe(404);
    const g = await goodsNamed('净水器除垢剂');
    const pp = await goodsNamed('PP棉滤芯');
    const cases: [Record<string, unknown>, number, string][] = [
      [{ lines: [] }, 400, 'lines: 请选择商品'],
      [{ lines: [{ goodsId: g.id, qty: 0 }] }, 400, 'lines.0.qty: qty 须为1到999的整数'],
      [{ lines: [{ goodsId: g.id, qty: 1 }, { goodsId: g.id, qty: 2 }] }, 400, 'lines: 同一商品同一规格请合并为一行'],
      [{ lines: [{ goodsId: foreignGoods.id, qty: 1 }] }, 404, 'lines.0.goodsId: 商品不存在'],
      [{ lines: [{ goodsId: g.id, qty: 1 }], address: '' }, 400, 'address: 请填写收货地址'],
      [{ lines: [{ goodsId: g.id, qty: 1 }], phone: 'abc' }, 400, 'phone: 联系电话格式不正确'],
      [{ lines: [{ goodsId: g.id, qty: 999 }] }, 409, '净水器除垢剂：库存不足'],
      [{ lines: [{ goodsId: g.id, qty: 1, spec: '大瓶' }] }, 400, 'lines.0.spec: 商品没有该规格'],
      [{ lines: [{ goodsId: g.id, qty: 1 }, { goodsId: pp.id, qty: 1 }] }, 400, 'lines.1.spec: 请选择规格'],
      [{ lines: [{ goodsId: pp.id, qty: 1, spec: '30英寸' }] }, 400, 'lines.0.spec: 商品没有该规格'],
      [{ lines: [{ goodsId: pp.id, qty: 1, spec: 'x'.repeat(31) }] }, 400, 'lines.0.spec: 规格最多30个字'],
    ];
    for (const [patch, status, message] of cases) {
      const res = await chen.post(P.portalOrderCreate, { ...ADDRESS, ...patch });
      expect([res.statusCode, res.json.message]).toEqual([status, message]);
    }
    expect((await goodsNamed('净水器除垢剂')).stock).toBe(g.stock);
    expect((await goodsNamed('PP棉滤芯')).stock).toBe(pp.stock);
    expect((await chen.get(P.portalOrders)).json.data.length).toBe(chenOrders.length);
  });

  it('sells the last item once when two customers buy it at the same moment', async () => {
    const last = await addGoods({ name: '最后一件', stock: 1 });
    const results = await Promise.all([place(chen, [{ goodsId: last.id, qty: 1 }]), place(zhou, [{ goodsId: last.id, qty: 1 }])]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await goodsNamed('最后一件')).stock).toBe(0);
  });

  it('refuses shipping when the spare-part warehouse is short, and changes nothing', async () => {
    const ro = await goodsNamed('RO反渗透膜');
    const spare = Number(await warehouseQty(ro.warehouse!.id, ro.sparePart!.id));
    await admin.post(P.updateGoods, { id: ro.id, categoryId: ro.categoryId, name: ro.name, price: ro.price, stock: spare + 5, sparePartId: ro.sparePart!.id, warehouseId: ro.warehouse!.id });
    const order = (await place(zhou, [{ goodsId: ro.id, qty: spare + 1 }])).json.data as MallOrderDetail;
    await operate(admin, order.id, 'pay');
    await operate(admin, order.id, 'approve');
    const res = await operate(admin, order.id, 'ship', 'SF0002');
    expect(res.statusCode, res.body).toBe(409);
    expect(await detail(order.id)).toMatchObject({ state: S.pendingShipment, trackingNo: '' });
    expect(Number(await warehouseQty(ro.warehouse!.id, ro.sparePart!.id))).toBe(spare);
  });
});

describe('/mall/setting', () => {
  const SETTING = { enabled: true, approvalNeeded: false, shippingFee: '10', freeShippingOver: '100', paymentModes: [5] };

  it('is read by the mall’s roles, saved by the administrator only, and bad input is refused naming the field with nothing changed', async () => {
    expect((await finance.get(P.settingGet)).json.data).toEqual({ enabled: true, approvalNeeded: true, shippingFee: '0.00', freeShippingOver: '0.00', paymentModes: [1, 5] });
    expect((await engineer.get(P.settingGet)).statusCode).toBe(403);
    expect((await dispatcher.post(P.settingSave, SETTING)).statusCode).toBe(403);
    for (const [patch, field] of [
      [{ paymentModes: [] }, 'paymentModes'],
      [{ paymentModes: [1, 1] }, 'paymentModes'],
      [{ paymentModes: [9] }, 'paymentModes'],
      [{ shippingFee: '-1' }, 'shippingFee'],
      [{ freeShippingOver: '1e99' }, 'freeShippingOver'],
      [{ enabled: 'yes' }, 'enabled'],
    ] as const) {
      const res = await admin.post(P.settingSave, { ...SETTING, ...patch });
      expect([res.statusCode, res.json.message]).toEqual([400, expect.stringContaining(field)]);
    }
    expect((await admin.get(P.settingGet)).json.data.approvalNeeded).toBe(true);
    // Another enterprise's setting is its own.
    expect((await trialAdmin.get(P.settingGet)).json.data.paymentModes).toEqual([1, 5]);
  });

  it('adds shipping under the free-shipping amount, offers only its payment modes, and sends a paid order straight to shipment without approval', async () => {
    expect((await admin.post(P.settingSave, SETTING)).statusCode).toBe(200);
    expect((await chen.get(P.portalSetting)).json.data).toEqual({ enabled: true, shippingFee: '10.00', freeShippingOver: '100.00', paymentModes: [{ code: 5, name: '挂账（签单）' }] });
    const pp = await goodsNamed('PP棉滤芯');
    const refused = await chen.post(P.portalOrderCreate, { lines: [{ goodsId: pp.id, qty: 1, spec: '10英寸' }], ...ADDRESS, payMode: 1 });
    expect([refused.statusCode, refused.json.message]).toEqual([400, 'payMode 不是商城提供的支付方式']);
    expect((await goodsNamed('PP棉滤芯')).stock).toBe(pp.stock);
    const small = (await place(chen, [{ goodsId: pp.id, qty: 1, spec: '10英寸' }])).json.data as MallOrderDetail;
    expect(small).toMatchObject({ amount: '49.00', shippingFee: '10.00', payMode: 5, payModeName: '挂账（签单）', paidAt: null });
    const large = (await place(chen, [{ goodsId: pp.id, qty: 3, spec: '10英寸' }])).json.data as MallOrderDetail;
    expect(large).toMatchObject({ amount: '117.00', shippingFee: '0.00' });

    const before = (await keeper.get(P.orderCounts)).json.data;
    const paid = (await operate(finance, small.id, 'pay')).json.data as MallOrderDetail;
    expect(paid).toMatchObject({ state: S.pendingShipment, payModeName: '挂账（签单）' });
    expect(paid.paidAt).not.toBeNull();
    // The badge: a warehouse keeper counts orders to ship, not those to approve.
    expect((await keeper.get(P.orderCounts)).json.data).toEqual({ pendingApproval: 0, pendingShipment: before.pendingShipment + 1 });
    expect((await engineer.get(P.orderCounts)).statusCode).toBe(403);
    expect((await operate(admin, large.id, 'cancel')).statusCode).toBe(200);
  });

  it('closed, refuses the portal’s goods and ordering but keeps the customer’s orders readable', async () => {
    expect((await admin.post(P.settingSave, { ...SETTING, enabled: false })).statusCode).toBe(200);
    const pp = await goodsNamed('PP棉滤芯');
    for (const res of [await chen.get(P.portalGoods), await chen.get(P.portalCategories), await place(chen, [{ goodsId: pp.id, qty: 1, spec: '10英寸' }])]) {
      expect([res.statusCode, res.json.message]).toEqual([403, '商城暂停营业']);
    }
    expect((await chen.get(P.portalOrders)).statusCode).toBe(200);
    expect((await goodsNamed('PP棉滤芯')).stock).toBe(pp.stock);
    expect((await admin.post(P.settingSave, { ...SETTING, enabled: true, approvalNeeded: true, shippingFee: '0', paymentModes: [1, 5] })).statusCode).toBe(200);
  });
});
