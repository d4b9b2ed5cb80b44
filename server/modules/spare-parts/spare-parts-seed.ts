import { and, eq } from 'drizzle-orm';
import { Plan } from '@domain/shell/plans';
import { LocationKind, MovementType, WarehouseKind, type Location } from '@domain/spare-parts/spare-parts.constants';
import { DETAIL_FIXED_FIELDS, DetailEntityType } from '@domain/templates/fixed-fields';
import { TemplateFieldSchema } from '@domain/templates/template-form.schemas';
import type { Database } from '../../db/database';
import { spareKits, spareParts, spareSettings, spareStocks, spareTypes, spareWarehouses } from '../../db/schema/spare-parts';
import { enterprises, users } from '../../db/schema/tenancy';
import { DetailFormsService } from '../templates/templates.public';
import { seedOldParts } from './old-parts-seed';
import { postMovement } from './posting';

/** The demo's 备件字段 (template centre basic-info type 4), and the values of the parts that have them, by part code. */
const CUSTOM_FIELDS = [
  TemplateFieldSchema.parse({ key: 'spare_brand', type: 1, title: '品牌' }),
  TemplateFieldSchema.parse({ key: 'spare_warranty', type: 2, title: '保修期（月）', settings: { decimals: 0, min: 0 } }),
];
const CUSTOM_VALUES: Record<string, Record<string, unknown>> = {
  'YS-01': { spare_brand: '格力', spare_warranty: 12 },
  'RO-75': { spare_brand: '陶氏', spare_warranty: 6 },
};

const TYPES: [string, [string, string, string, string][]][] = [
  ['空调配件', [['压缩机', 'YS-01', '台', '1200'], ['冷凝器', 'LN-02', '个', '380'], ['电容', 'DR-35', '个', '25'], ['制冷剂R410A', 'R410A', '瓶', '160']]],
  ['净水配件', [['PP棉滤芯', 'LX-PP', '支', '18'], ['RO反渗透膜', 'RO-75', '支', '260'], ['增压泵', 'ZY-50', '台', '210'], ['进水电磁阀', 'DC-24', '个', '45']]],
  ['通用耗材', [['密封胶', 'MF-300', '支', '12'], ['铜管', 'TG-6', '米', '30'], ['保温棉', 'BW-10', '卷', '22'], ['扎带', 'ZD-100', '包', '6']]],
];

/**
 * The paid demo enterprise's spare parts: a main warehouse kept by 王管理 and a sub-warehouse kept by 郑仓管, a dozen
 * parts in three types, stock bought in, an allotment, and 张师傅 holding parts he claimed — all
 * posted through the engine, so the ledger explains every quantity.
 */
export async function seedSpareParts(database: Database, enterpriseName: string): Promise<void> {
  const db = database.system;
  const [ep] = await db.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.name, enterpriseName));
  if (!ep) return;
  const enterpriseId = ep.id;
  const people = new Map((await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.enterpriseId, enterpriseId))).map((u) => [u.name, u.id]));
  const keeper = people.get('郑仓管');
  const admin = people.get('王管理');
  const staff = people.get('张师傅');
  if (!keeper || !admin || !staff) return;
  await new DetailFormsService(database).saveForm({ enterpriseId, userId: admin, planType: Plan.paid }, DetailEntityType.sparePart, {
    fields: [...DETAIL_FIXED_FIELDS[DetailEntityType.sparePart], ...CUSTOM_FIELDS],
  });

  await database.tenant(enterpriseId, async (tx) => {
    await tx.insert(spareSettings).values({ enterpriseId, storehouseType: 2, approvalTypes: [] });
    const [main] = await tx.insert(spareWarehouses).values({ enterpriseId, name: '总仓库', kind: WarehouseKind.main, keeperIds: [admin], address: '上海市浦东新区张江路100号' }).returning({ id: spareWarehouses.id });
    const [sub] = await tx.insert(spareWarehouses).values({ enterpriseId, name: '浦西分仓', kind: WarehouseKind.sub, keeperIds: [keeper], address: '上海市静安区南京西路88号' }).returning({ id: spareWarehouses.id });
    const partIds: number[] = [];
    for (const [sort, [typeName, parts]] of TYPES.entries()) {
      const [type] = await tx.insert(spareTypes).values({ enterpriseId, name: typeName, sort }).returning({ id: spareTypes.id });
      for (const [name, code, unit, price] of parts) {
        const [p] = await tx.insert(spareParts).values({ enterpriseId, typeId: type.id, name, code, model: code, unit, price, decimal: unit === '米', fields: CUSTOM_VALUES[code] ?? {} }).returning({ id: spareParts.id });
        partIds.push(p.id);
      }
    }
    const W = (id: number): Location => ({ kind: LocationKind.warehouse, id });
    const P = (id: number): Location => ({ kind: LocationKind.person, id });
    const base = { enterpriseId, userId: admin };
    await postMovement(tx, { ...base, type: MovementType.stockIn, docNo: 'RK-DEMO-001', remark: '期初入库', lines: partIds.map((partId, i) => ({ partId, qty: (20 + i * 5) * 100, from: null, to: W(main.id) })) });
    await postMovement(tx, { ...base, type: MovementType.allocation, docNo: 'DB-DEMO-001', lines: partIds.slice(0, 6).map((partId) => ({ partId, qty: 8 * 100, from: W(main.id), to: W(sub.id) })) });
    await postMovement(tx, { enterpriseId, userId: staff, type: MovementType.applyFor, remark: '上门维修备货', lines: [partIds[1], partIds[2], partIds[4], partIds[5]].map((partId) => ({ partId, qty: 5 * 100, from: W(sub.id), to: P(staff) })) });
    await tx.insert(spareKits).values({ enterpriseId, name: '空调维修包', items: [{ partId: partIds[2], qty: 200 }, { partId: partIds[8], qty: 100 }, { partId: partIds[10], qty: 100 }] });
    // A warning level on the sub-warehouse's capacitors: 3 left after the claim would still be above 2.
    await tx.update(spareStocks).set({ minQty: '2' }).where(and(eq(spareStocks.enterpriseId, enterpriseId), eq(spareStocks.partId, partIds[2]), eq(spareStocks.locId, sub.id)));
    await seedOldParts(tx, enterpriseId, { staff, keeper, subWarehouse: sub.id, partId: partIds[0], otherPartId: partIds[2] });
  });
}
