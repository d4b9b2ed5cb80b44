import { ExchangeWarranty, type ExchangeWarrantyValue } from '@domain/repair/repair.constants';
import type { RepairSettings, SaveRepairFormInput, SaveRepairSettingsInput } from '@domain/repair/repair.schemas';
import type { TemplateForm } from '@domain/templates/template-form.schemas';
import { RepairErrors } from '@domain/repair/errors';
import type { Database, Executor } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { warehouseNames } from '../spare-parts/spare-parts.public';
import { logRepairChange, type RepairActor } from './repair-common';
import * as q from './repair.queries';

/** An enterprise's repair settings; the defaults until an administrator saves them. */
export async function readSettings(tx: Executor, enterpriseId: number): Promise<RepairSettings> {
  const row = await q.findSettings(tx, enterpriseId);
  if (!row) return { faultCategories: [], needsApproval: false, detectionItems: [], defaultWarehouse: null, laborFee: '0.00', exchangeWarranty: ExchangeWarranty.continue, form: { fields: [] } };
  const [warehouse] = row.defaultWarehouseId === null ? [] : await warehouseNames(tx, enterpriseId, [row.defaultWarehouseId]);
  return {
    faultCategories: row.faultCategories,
    needsApproval: row.needsApproval,
    detectionItems: row.detectionItems,
    defaultWarehouse: warehouse ?? null,
    laborFee: row.laborFee,
    exchangeWarranty: row.exchangeWarranty as ExchangeWarrantyValue,
    form: row.form as TemplateForm,
  };
}

/** Repair settings (/repairSet): fault categories, whether completions need approval, the detection checklist, default warehouse, labour fee. */
export class RepairSettingsService {
  constructor(private readonly db: Database) {}

  get(actor: RepairActor): Promise<RepairSettings> {
    return this.db.tenant(actor.enterpriseId, (tx) => readSettings(tx, actor.enterpriseId));
  }

  save(actor: RepairActor, input: SaveRepairSettingsInput): Promise<RepairSettings> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      if (input.defaultWarehouseId !== null && (await warehouseNames(tx, enterpriseId, [input.defaultWarehouseId])).length === 0)
        throw notFound(`defaultWarehouseId: ${RepairErrors.warehouseNotFound}`);
      const before = await readSettings(tx, enterpriseId);
      await q.saveSettings(tx, enterpriseId, input);
      const after = await readSettings(tx, enterpriseId);
      await logRepairChange(tx, actor, 'repair.settings', enterpriseId, '修改维修设置', before, after);
      return after;
    });
  }

  /** The repair order template's custom form; orders already made keep the form they were made with. */
  saveForm(actor: RepairActor, { form }: SaveRepairFormInput): Promise<RepairSettings> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      const before = await readSettings(tx, enterpriseId);
      // Every field of it is the order's own custom field: none is fixed, whatever the client sends.
      await q.saveForm(tx, enterpriseId, { fields: form.fields.map((f) => ({ ...f, fixed: false })) });
      const after = await readSettings(tx, enterpriseId);
      await logRepairChange(tx, actor, 'repair.form', enterpriseId, '修改维修单模板（自定义字段）', before.form, after.form);
      return after;
    });
  }
}
