import { InternalRepairKind, InternalRepairResult } from '@domain/repair/internal-repair.constants';
import { InternalRepairOp } from '@domain/repair/internal-repair.machine';
import { Role } from '@domain/shell/roles';
import type { Database } from '../../db/database';
import { keptWarehouses, partsByCode } from '../spare-parts/spare-parts.public';
import { InternalRepairService } from './internal-repair.service';

/**
 * The demo's internal repairs, through the real operations: the compressor 张师傅 recycled into 浦西分仓's
 * old-part store waiting to be repaired back into stock, a vacuum pump on his bench, a refrigerant
 * recovery machine repaired.
 */
export async function seedInternalRepairs(database: Database, enterpriseId: number, people: { keeper: number; engineer: number }) {
  const [[compressor], [sub]] = await database.tenant(enterpriseId, async (tx) => [await partsByCode(tx, enterpriseId, ['YS-01']), await keptWarehouses(tx, enterpriseId, people.keeper)]);
  const internal = new InternalRepairService(database, { notify: async () => null });
  const keeper = { enterpriseId, userId: people.keeper, role: Role.warehouse };
  const bench = { enterpriseId, userId: people.engineer, role: Role.serviceStaff };
  const equipment = (equipmentName: string, assetNo: string, fault: string) =>
    internal.create(keeper, { kind: InternalRepairKind.equipment, equipmentName, assetNo, fault });
  if (compressor && sub) {
    await internal.create(keeper, { kind: InternalRepairKind.oldPart, partId: compressor.id, warehouseId: sub, qty: 100, equipmentName: '', assetNo: '', fault: '回收的压缩机绕组烧毁，重绕后可再用' });
  }
  const pump = await equipment('真空泵', 'ZC-0007', '抽真空速度慢，怀疑泵油变质');
  await internal.operate(bench, { id: pump.id, op: InternalRepairOp.start, note: '' });
  const recovery = await equipment('冷媒回收机', 'ZC-0012', '开机跳闸');
  await internal.operate(bench, { id: recovery.id, op: InternalRepairOp.start, note: '' });
  await internal.operate(bench, { id: recovery.id, op: InternalRepairOp.finish, result: InternalRepairResult.repaired, note: '更换启动电容' });
}
