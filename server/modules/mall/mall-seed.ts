import { and, eq } from 'drizzle-orm';
import { MallOrderOp } from '@domain/mall/mall-order.machine';
import { Role } from '@domain/shell/roles';
import type { Database } from '../../db/database';
import type { FileStore } from '../../lib/storage/file-store';
import { storeDemoGoodsPicture } from './mall-demo-images';
import { enterprises, users } from '../../db/schema/tenancy';
import { DEMO_PORTAL_PHONES, portalBuyerByPhone } from '../portal/portal.public';
import { keptWarehouses, partsByCode } from '../spare-parts/spare-parts.public';
import { GoodsService } from './goods.service';
import { MallOrdersService } from './mall-orders.service';

const ADDRESS = { contactName: '陈客户', phone: DEMO_PORTAL_PHONES[0], address: '上海市浦东新区张江路100号', remark: '' };

/**
 * The paid demo enterprise's mall, through the real operations: two first-level categories with a
 * second level, goods (a filter cartridge and a membrane drawing on the spare parts of the same name),
 * and two orders of the demo portal customer: one waiting for payment, one shipped. With `storage`, the goods'
 * pictures (mall-demo-images.ts).
 */
export async function seedMall(database: Database, enterpriseName: string, storage?: FileStore): Promise<void> {
  const [ep] = await database.system.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.name, enterpriseName));
  if (!ep) return;
  const enterpriseId = ep.id;
  const [admin] = await database.system.select({ id: users.id, name: users.name }).from(users).where(and(eq(users.enterpriseId, enterpriseId), eq(users.name, '王管理')));
  if (!admin) return;
  const staff = { enterpriseId, userId: admin.id, role: Role.admin, name: admin.name };
  const { parts, warehouse, buyer } = await database.tenant(enterpriseId, async (tx) => ({
    parts: new Map((await partsByCode(tx, enterpriseId, ['LX-PP', 'RO-75'])).map((p) => [p.code, p.id])),
    warehouse: (await keptWarehouses(tx, enterpriseId, admin.id)).at(0) ?? null,
    buyer: await portalBuyerByPhone(tx, enterpriseId, DEMO_PORTAL_PHONES[0]),
  }));

  const goods = new GoodsService(database);
  const category = (name: string, parentId: number | null = null, sort = 0) => goods.saveCategory(staff, { name, parentId, sort });
  const water = await category('净水耗材', null, 1);
  const filters = await category('滤芯', water.id);
  const service = await category('上门服务', null, 2);
  const part = (code: string) => (warehouse && parts.get(code) ? { sparePartId: parts.get(code)!, warehouseId: warehouse } : { sparePartId: null, warehouseId: null });
  // With the app's file store (the server's start) each good has a picture, stored through the uploads; without one (the tests' database) none.
  const images = async (name: string, colour: readonly [number, number, number]) => (storage ? [await storeDemoGoodsPicture(database, storage, staff, name, colour)] : []);
  const item = async (categoryId: number, name: string, price: string, stock: number, specOptions: string[], colour: readonly [number, number, number], link = part('')) =>
    goods.saveGoods(staff, { categoryId, name, price, stock, specOptions, description: '', images: await images(name, colour), onShelf: true, ...link });
  const pp = await item(filters.id, 'PP棉滤芯', '39.00', 50, ['10英寸', '20英寸'], [22, 93, 255], part('LX-PP'));
  const ro = await item(filters.id, 'RO反渗透膜', '399.00', 10, [], [20, 201, 201], part('RO-75'));
  await item(water.id, '净水器除垢剂', '29.90', 100, [], [0, 180, 42]);
  await item(service.id, '空调深度清洗', '168.00', 200, ['单台挂机', '柜机'], [255, 125, 0]);
  if (!buyer) return;

  const orders = new MallOrdersService(database, null);
  await orders.place(buyer, { lines: [{ goodsId: pp.id, qty: 2, spec: '10英寸' }], ...ADDRESS });
  const shipped = await orders.place(buyer, { lines: [{ goodsId: pp.id, qty: 1, spec: '20英寸' }, { goodsId: ro.id, qty: 1, spec: '' }], ...ADDRESS });
  for (const op of [MallOrderOp.pay, MallOrderOp.approve] as const) await orders.operate(staff, { id: shipped.id, op, trackingNo: '', remark: '' });
  await orders.operate(staff, { id: shipped.id, op: MallOrderOp.ship, trackingNo: 'SF9876543210', remark: '' });
}
