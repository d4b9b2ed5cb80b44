import { and, count, eq, lt } from 'drizzle-orm';
import { TaskState } from '@domain/maintenance/maintenance.constants';
import { Role } from '@domain/shell/roles';
import type { Database } from '../../db/database';
import { maintenanceTasks as tasks } from '../../db/schema/maintenance';
import { createNotices } from '../notices/notices.public';
import { activeUsersWithRole } from '../users/users.public';
import { lockMaintenance } from './maintenance-common';

const OVERDUE_LINK = '/maintenance?tab=tasks&overdue=1';
const overdue = (today: string) => and(eq(tasks.state, TaskState.unfinished), lt(tasks.dueDate, today), eq(tasks.overdueNoticed, false));

/**
 * Tells each enterprise's administrators and dispatchers of the maintenance tasks that passed their
 * due date unfinished since the last run (business day `today`), once per task. Returns the tasks told of.
 */
export async function noticeOverdueTasks(db: Database, today: string): Promise<number> {
  const enterprises = await db.system.selectDistinct({ id: tasks.enterpriseId }).from(tasks).where(overdue(today));
  let told = 0;
  for (const { id: enterpriseId } of enterprises) {
    told += await db.tenant(enterpriseId, async (tx) => {
      await lockMaintenance(tx, enterpriseId);
      const where = and(eq(tasks.enterpriseId, enterpriseId), overdue(today));
      const [{ n }] = await tx.select({ n: count() }).from(tasks).where(where);
      if (n === 0) return 0;
      await tx.update(tasks).set({ overdueNoticed: true }).where(where);
      const people = [...(await activeUsersWithRole(tx, enterpriseId, Role.admin)), ...(await activeUsersWithRole(tx, enterpriseId, Role.dispatcher))];
      await createNotices(tx, { enterpriseId, userIds: [...new Set(people.map((u) => u.id))], title: '维保任务逾期', content: `${n} 个维保任务已过计划日期仍未完成`, link: OVERDUE_LINK });
      return n;
    });
  }
  return told;
}
