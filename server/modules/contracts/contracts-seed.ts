import { addTimeUnits, chinaToday } from '@domain/products/warranty';
import type { Executor } from '../../db/database';
import { salesContracts } from '../../db/schema/contracts';

/** The demo enterprise's sales contracts on its customers, in each approval state. */
export async function seedContracts(tx: Executor, enterpriseId: number, customerIds: number[], userIds: Map<string, number>) {
  if (customerIds.length === 0) return;
  const today = chinaToday();
  const sales = userIds.get('钱销售') ?? null;
  const director = userIds.get('冯总监') ?? null;
  const contract = (n: number, name: string, status: number, approvalState: number) => ({
    enterpriseId,
    contractNo: `HT${today.slice(0, 4)}${String(n).padStart(3, '0')}`,
    name,
    customerId: customerIds[n % customerIds.length],
    signedDate: addTimeUnits(today, -n * 20, 1),
    startDate: addTimeUnits(today, -n * 20, 1),
    endDate: addTimeUnits(today, 365 - n * 20, 1),
    status,
    approvalState,
    signerUserId: sales,
    createdBy: sales,
    approvedBy: approvalState === 3 ? director : null,
    approvedAt: approvalState === 3 ? new Date() : null,
  });
  await tx
    .insert(salesContracts)
    .values([contract(1, '中央空调年度维保合同', 2, 3), contract(2, '净水设备采购合同', 1, 3), contract(3, '电梯改造工程合同', 1, 2), contract(4, '新风系统安装合同', 1, 1)]);
}
