import { eq } from 'drizzle-orm';
import { MallErrors } from '@domain/mall/errors';
import type { MallSettingInput, MallSettingRow } from '@domain/mall/mall.schemas';
import { PAYMENT_MODE_NAMES, type PaymentModeCode } from '@domain/orders/order.constants';
import { toFen } from '@domain/finance/money';
import type { Database, Executor } from '../../db/database';
import { mallSettings } from '../../db/schema/mall';
import { forbidden } from '../../lib/app-error';
import { logMallChange, type MallStaff } from './mall-common';

/** An enterprise that never saved /mall/setting: open, paid orders approved, free shipping, offline or on account. */
export const DEFAULT_MALL_SETTING: MallSettingRow = { enabled: true, approvalNeeded: true, shippingFee: '0.00', freeShippingOver: '0.00', paymentModes: [1, 5] };

export async function readMallSetting(tx: Executor, enterpriseId: number): Promise<MallSettingRow> {
  const [row] = await tx.select().from(mallSettings).where(eq(mallSettings.enterpriseId, enterpriseId));
  if (!row) return DEFAULT_MALL_SETTING;
  return { enabled: row.enabled, approvalNeeded: row.approvalNeeded, shippingFee: row.shippingFee, freeShippingOver: row.freeShippingOver, paymentModes: row.paymentModes as PaymentModeCode[] };
}

/** 403 商城暂停营业 when /mall/setting closes the mall: the portal's goods and ordering. */
export async function needsOpenMall(tx: Executor, enterpriseId: number): Promise<MallSettingRow> {
  const setting = await readMallSetting(tx, enterpriseId);
  if (!setting.enabled) throw forbidden(MallErrors.mallClosed);
  return setting;
}

/** The fee an order of `goodsFen` pays for shipping under the setting. */
export function shippingFen(setting: MallSettingRow, goodsFen: number): number {
  const over = toFen(setting.freeShippingOver);
  return over > 0 && goodsFen >= over ? 0 : toFen(setting.shippingFee);
}

export const payModeName = (mode: number | null) => (mode === null ? '' : (PAYMENT_MODE_NAMES[mode as PaymentModeCode] ?? ''));

/** /mall/setting: read by staff readers and the portal, saved by the administrator. */
export class MallSettingsService {
  constructor(private readonly db: Database) {}

  get(enterpriseId: number): Promise<MallSettingRow> {
    return this.db.tenantRead(enterpriseId, (tx) => readMallSetting(tx, enterpriseId));
  }

  /** 403 商城暂停营业 when closed: the portal's goods and categories (the customer's orders stay readable). */
  async needsOpen(enterpriseId: number): Promise<void> {
    await this.db.tenantRead(enterpriseId, (tx) => needsOpenMall(tx, enterpriseId));
  }

  /** The portal's view: the payment modes named, so the portal's page carries no list of names. */
  async forPortal(enterpriseId: number) {
    const s = await this.get(enterpriseId);
    return { enabled: s.enabled, shippingFee: s.shippingFee, freeShippingOver: s.freeShippingOver, paymentModes: s.paymentModes.map((code) => ({ code, name: payModeName(code) })) };
  }

  save(staff: MallStaff, input: MallSettingInput): Promise<MallSettingRow> {
    return this.db.tenant(staff.enterpriseId, async (tx) => {
      const values = { ...input, updatedAt: new Date() };
      await tx.insert(mallSettings).values({ enterpriseId: staff.enterpriseId, ...values }).onConflictDoUpdate({ target: mallSettings.enterpriseId, set: values });
      await logMallChange(tx, staff, 'mall.setting', staff.enterpriseId, '保存商城设置');
      return readMallSetting(tx, staff.enterpriseId);
    });
  }
}
