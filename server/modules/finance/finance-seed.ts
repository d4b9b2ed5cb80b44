import { and, eq, inArray } from 'drizzle-orm';
import { CommissionBase, CommissionMethod } from '@domain/finance/commission';
import { SaveRuleSchema } from '@domain/finance/commission.schemas';
import { AddTemplateSchema } from '@domain/finance/finance.schemas';
import { ReconcileState } from '@domain/finance/finance.constants';
import { AddRewardSchema } from '@domain/finance/rewards.schemas';
import { Role } from '@domain/shell/roles';
import type { OrderTypeSettings } from '@domain/templates/order-types.schemas';
import type { Database } from '../../db/database';
import { enterprises, users } from '../../db/schema/tenancy';
import { orderTypeQueries } from '../templates/templates.public';
import { backdateFirstVersion } from './commission.queries';
import { CommissionRuleService } from './commission.service';
import { ReceiveService } from './receive.service';
import { ReconcileService } from './reconcile.service';
import { RewardsService } from './rewards.service';

/**
 * Finance demo of the paid demo enterprise: a payment template used by 默认工单, two commission
 * rules (in force from 2020 so the demo's completed orders fall under them) and three of the
 * completed demo orders reconciled by 吴财务, one with a difference noted; a reward (approved) and a
 * penalty (waiting for approval) of 张师傅.
 */
export async function seedDemoFinance(database: Database, enterpriseName: string): Promise<void> {
  const db = database.system;
  const [ep] = await db.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.name, enterpriseName));
  if (!ep) return;
  const enterpriseId = ep.id;
  const [finance] = await db.select({ id: users.id }).from(users).where(and(eq(users.enterpriseId, enterpriseId), inArray(users.name, ['吴财务'])));
  if (!finance) return;
  const actor = { enterpriseId, userId: finance.id };

  const template = await new ReceiveService(database).add(
    actor,
    AddTemplateSchema.parse({
      name: '安装分期收款',
      items: [
        { name: '定金', itemType: 3, amount: '100' },
        { name: '尾款', itemType: 2 },
      ],
      remark: '安装类工单先收定金，完工收尾款',
    }),
  );
  const defaultTypeId = await database.tenant(enterpriseId, async (tx) => {
    const types = await orderTypeQueries.all(tx, enterpriseId);
    const type = types.find((t) => t.name === '默认工单') ?? types[0];
    if (!type) return null;
    const settings = type.settings as OrderTypeSettings;
    await orderTypeQueries.update(tx, enterpriseId, type.id, { settings: { ...settings, receivePaymentTemplateIds: [template.id] } });
    return type.id;
  });
  if (defaultTypeId === null) return;

  const rules = new CommissionRuleService(database);
  const since = new Date(2020, 0, 1);
  const byAmount = await rules.save(
    actor,
    SaveRuleSchema.parse({
      name: '工单金额提成',
      base: CommissionBase.orderAmount,
      method: CommissionMethod.rate,
      rate: '5',
      orderTmplIds: [defaultTypeId],
      ownerRatio: '70',
      collaboratorRatio: '20',
      leaderRatio: '10',
    }),
  );
  const perOrder = await rules.save(actor, SaveRuleSchema.parse({ name: '每单补贴', base: CommissionBase.fixedPerOrder, method: CommissionMethod.amount, amount: '10', orderTmplIds: [defaultTypeId] }));
  await database.tenant(enterpriseId, async (tx) => {
    for (const rule of [byAmount, perOrder]) await backdateFirstVersion(tx, enterpriseId, rule.id, since);
  });

  const reconcile = new ReconcileService(database);
  const financeUser = { ...actor, role: Role.finance };
  const open = await reconcile.list(enterpriseId, { pageIndex: 0, pageSize: 10, state: ReconcileState.open }, financeUser);
  const [first, second, third] = open.map((o) => o.orderId);
  if (first) await reconcile.mark(financeUser, { orderIds: [first, second].filter(Boolean), differenceNote: '' });
  if (third) await reconcile.mark(financeUser, { orderIds: [third], differenceAmount: '-10', differenceNote: '客户少付10元，已确认减免' });

  const [staff] = await db.select({ id: users.id }).from(users).where(and(eq(users.enterpriseId, enterpriseId), eq(users.name, '张师傅')));
  if (!staff) return;
  const rewards = new RewardsService(database);
  const praised = await rewards.add(actor, AddRewardSchema.parse({ userId: staff.id, amount: '50', reason: '客户来电表扬', orderId: first }));
  await rewards.decide(financeUser, praised.id, true, '属实');
  await rewards.add(actor, AddRewardSchema.parse({ userId: staff.id, amount: '-20', reason: '未按时上传完工照片', orderId: second }));
}
