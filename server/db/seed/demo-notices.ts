import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../database';
import { enterprises, notices, orders, users } from '../schema';

/** The demo engineer whose phone shows 消息. */
const ENGINEER = '张师傅';

/**
 * Notices for the demo engineer's 消息 (the bell, and the phone's list with its unread count): the
 * seeded orders go through the operations without notifying, so the engineer hears of the latest
 * three of their orders here, the oldest of them read already.
 */
export async function seedDemoNotices(database: Database, enterpriseName: string): Promise<void> {
  const db = database.system;
  const [ep] = await db.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.name, enterpriseName));
  if (!ep) return;
  const [engineer] = await db.select({ id: users.id }).from(users).where(and(eq(users.enterpriseId, ep.id), eq(users.name, ENGINEER)));
  if (!engineer) return;
  const mine = await db
    .select({ id: orders.id, orderNo: orders.orderNo, title: orders.title })
    .from(orders)
    .where(and(eq(orders.enterpriseId, ep.id), eq(orders.ownerId, engineer.id)))
    .orderBy(desc(orders.id))
    .limit(3);
  if (mine.length === 0) return;
  await db.insert(notices).values(
    mine.reverse().map((order, i) => ({
      enterpriseId: ep.id,
      userId: engineer.id,
      title: '工单派单',
      content: `工单${order.orderNo}（${order.title}）已派给您，请及时处理`,
      link: `/allOrder/orderDetail/${order.id}`,
      readAt: i === 0 ? new Date() : null,
    })),
  );
}
