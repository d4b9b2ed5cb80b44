import { z } from 'zod';
import type { Tx } from '../../db/database';
import { defineExportSource } from '../../jobs/exports/export-source';
import { userNames } from '../users/users.public';
import { SettlementTexts } from './settlement.service';
import { countLines, documentTotals, linesPage } from './settlement.queries';

const SettlementExportFilterSchema = z.object({ settlementId: z.number().int().positive() });
type SettlementExportFilter = z.infer<typeof SettlementExportFilterSchema>;

async function page(tx: Tx, enterpriseId: number, filter: SettlementExportFilter, p: { afterId: number; limit: number }) {
  const lines = await linesPage(tx, enterpriseId, filter.settlementId, p);
  const names = new Map((await userNames(tx, enterpriseId, [...new Set(lines.map((l) => l.userId))])).map((u) => [u.id, u.name]));
  return lines.map((l) => ({ ...l, name: names.get(l.userId) ?? '' }));
}
type Row = Awaited<ReturnType<typeof page>>[number];

/** Yuan as a number cell from whole fen (exact: fen / 100 has at most two decimals). */
const yuan = (fen: number) => fen / 100;

/** A settlement document's lines, one person a row, then a 合计 row (personal settlement export): amounts are number cells, the time a date cell. */
export const settlementExport = defineExportSource<SettlementExportFilter, Row>({
  name: '个人结算',
  filterSchema: SettlementExportFilterSchema,
  columns: [
    { header: '结算期间', width: 12, value: (r) => r.period },
    { header: '人员', width: 14, value: (r) => r.name },
    { header: '工单数', width: 10, kind: 'number', value: (r) => r.orderCount },
    { header: '提成（元）', width: 14, kind: 'number', value: (r) => yuan(r.commissionFen) },
    { header: '奖惩（元）', width: 14, kind: 'number', value: (r) => yuan(r.rewardsFen) },
    { header: '合计（元）', width: 14, kind: 'number', value: (r) => yuan(r.totalFen) },
    { header: '结算时间', width: 20, kind: 'datetime', value: (r) => r.settledAt },
  ],
  count: (tx, enterpriseId, filter) => countLines(tx, enterpriseId, filter.settlementId),
  page,
  async footer(tx, enterpriseId, filter) {
    const totals = await documentTotals(tx, enterpriseId, filter.settlementId);
    return totals && { ...totals, id: 0, userId: 0, period: SettlementTexts.totalRow, name: '' };
  },
});
