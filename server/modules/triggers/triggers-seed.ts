import { and, eq } from 'drizzle-orm';
import { Priority } from '@domain/orders/order.constants';
import { Role } from '@domain/shell/roles';
import { ActionKind, Moment, NotifyWho, Operator, RecordKind } from '@domain/triggers/triggers.constants';
import { SaveTriggerSchema } from '@domain/triggers/triggers.schemas';
import type { Database } from '../../db/database';
import { enterprises, users } from '../../db/schema/tenancy';
import { groupNames } from '../catalogue/catalogue.public';
import { orderTypeQueries } from '../templates/templates.public';
import { TriggersService } from './triggers.service';

/**
 * The demo enterprise's triggers, written through the service like an administrator would. They are
 * seeded disabled: an enabled demo trigger would act on every order the other areas' tests create.
 */
export async function seedTriggers(database: Database, enterpriseName: string): Promise<void> {
  const db = database.system;
  const [ep] = await db.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.name, enterpriseName));
  if (!ep) return;
  const enterpriseId = ep.id;
  const [admin] = await db.select({ id: users.id }).from(users).where(and(eq(users.enterpriseId, enterpriseId), eq(users.name, '王管理')));
  const install = (await orderTypeQueries.all(db, enterpriseId)).find((t) => t.name === '安装工单');
  const group = (await groupNames(db, enterpriseId)).find((g) => g.name === '服务一组');
  if (!admin || !install || !group) return;
  const service = new TriggersService(database);
  const actor = { enterpriseId, userId: admin.id, role: Role.admin };
  await service.save(
    actor,
    SaveTriggerSchema.parse({
      name: '非常紧急的安装单派给服务一组',
      recordKind: RecordKind.order,
      moment: Moment.afterCreate,
      enabled: false,
      remark: '演示：启用后，新建的非常紧急安装工单自动放入服务一组并通知组长',
      templateIds: [install.id],
      conditions: [{ field: 'priority', operator: Operator.equals, value: Priority.veryUrgent }],
      actions: [
        { kind: ActionKind.assignGroup, sort: 0, config: { groupId: group.id } },
        { kind: ActionKind.notify, sort: 1, config: { who: [NotifyWho.groupLeader], content: '非常紧急的安装工单 {工单编号}「{工单标题}」已派给服务一组，请尽快安排' } },
      ],
    }),
  );
  await service.save(
    actor,
    SaveTriggerSchema.parse({
      name: '完成后抄送管理员',
      recordKind: RecordKind.order,
      moment: Moment.finish,
      enabled: false,
      conditions: [{ field: 'customName', operator: Operator.notEmpty }],
      actions: [{ kind: ActionKind.copyTo, config: { userIds: [admin.id] } }],
    }),
  );
}
