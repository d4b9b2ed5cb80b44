import { eq } from 'drizzle-orm';
import { DingKind, DingState, DingSubject } from '@domain/app-market/app-market.constants';
import { ALL_ITEMS } from '@domain/catalogue/catalogue.schemas';
import { Role } from '@domain/shell/roles';
import { seedMarketDemoDings } from '../../modules/app-market/app-market.public';
import { listItems } from '../../modules/catalogue/catalogue.public';
import { seedCatalogue } from '../../modules/catalogue/catalogue-seed';
import { OrderFlowService } from '../../modules/orders/order-flow.service';
import { OrderRunner } from '../../modules/orders/order-runner';
import { OrdersService } from '../../modules/orders/orders.service';
import { orderTypeQueries } from '../../modules/templates/templates.public';
import type { Database } from '../database';
import { customerAddresses, customerContacts, customers, enterprises, users } from '../schema';

/** The market demo's own small catalogue: its team (the group panel's team) and what it services. */
const CATALOGUE = {
  groups: [{ name: '钉钉维保组', leader: '钉师傅', members: ['钉师傅'] }],
  categories: [{ name: '电梯维保', items: [{ name: '电梯年检保养', price: '300' }] }],
};
// Its customer's phone is no other demo customer's, so lookups by phone elsewhere find what they did before.
const CUSTOMER = { name: '钉钉示例大厦物业', phone: '13688004101', contact: '严经理', region: '浙江省/杭州市/余杭区', detail: '文一西路969号' };

/**
 * The DingTalk market demo enterprise's work (issue 43): a customer with a few open orders, made through the
 * orders' real operations (one waiting to be assigned, one assigned to 钉师傅, one he took), and DINGs about
 * them (in-app, SMS, and one DingTalk refused), so /dingMessage and the group panel show something. Only
 * this enterprise gets them: the other demo enterprises' figures stay as their tests read them.
 */
export async function seedMarketDemoWork(database: Database, enterpriseName: string): Promise<void> {
  const db = database.system;
  // The enterprise's members by name (its id with them): the seed names who does what.
  const members = await db
    .select({ id: users.id, name: users.name, enterpriseId: users.enterpriseId })
    .from(users)
    .innerJoin(enterprises, eq(enterprises.id, users.enterpriseId))
    .where(eq(enterprises.name, enterpriseName));
  if (members.length === 0) return;
  const { enterpriseId } = members[0];
  const people = new Map(members.map((m) => [m.name, m.id]));
  const customerId = await db.transaction(async (tx) => {
    await seedCatalogue(tx, enterpriseId, CATALOGUE, people);
    const [row] = await tx.insert(customers).values({ enterpriseId, name: CUSTOMER.name, phone: CUSTOMER.phone }).returning({ id: customers.id });
    await tx.insert(customerContacts).values({ enterpriseId, customerId: row.id, name: CUSTOMER.contact, phone: CUSTOMER.phone, isDefault: true });
    await tx.insert(customerAddresses).values({ enterpriseId, customerId: row.id, region: CUSTOMER.region, detail: CUSTOMER.detail, isDefault: true });
    return row.id;
  });
  const templateId = (await orderTypeQueries.all(db, enterpriseId)).find((t) => t.name === '默认工单')?.id;
  const [item] = await listItems(db, enterpriseId, { typeId: ALL_ITEMS }, { pageIndex: 0, pageSize: 1 });
  if (!templateId || !item) return;

  const runner = new OrderRunner(database, { notify: async () => null });
  const orders = new OrdersService(runner);
  const flow = new OrderFlowService(runner);
  const dispatcher = { enterpriseId, userId: people.get('钉派单')!, role: Role.dispatcher };
  const staff = { enterpriseId, userId: people.get('钉师傅')!, role: Role.serviceStaff };
  const made: Awaited<ReturnType<OrdersService['create']>>[] = [];
  for (const [i, title] of ['3号梯门机异响', '1号梯年检保养', '地库梯按钮失灵'].entries()) {
    const order = await orders.create(dispatcher, {
      templateId,
      customerId,
      title,
      priority: 1,
      appointmentTime: new Date(Date.now() + (i + 1) * 86_400_000),
      serviceItemId: item.id,
      description: '物业在钉钉群里报修。',
      images: [],
      tagIds: [],
      copyUserIds: [],
      fields: {},
      source: 0,
      origin: {},
    });
    if (i > 0) await flow.assign(dispatcher, { ids: [order.id], ownerId: staff.userId, collaboratorIds: [], remark: '' });
    if (i > 1) await flow.accept(staff, { id: order.id });
    made.push(order);
  }
  const [, assigned, taken] = made;
  const ding = (order: (typeof made)[number], kind: number, content: string, minutesAgo: number, failure = '') => ({
    senderId: dispatcher.userId,
    receiverId: staff.userId,
    subjectType: DingSubject.order,
    subjectId: order.id,
    subjectCode: order.orderNo,
    kind,
    content,
    state: failure ? DingState.failed : DingState.sent,
    failure,
    createdAt: new Date(Date.now() - minutesAgo * 60_000),
  });
  await seedMarketDemoDings(database, enterpriseId, [
    ding(assigned, DingKind.app, `请尽快接单 ${assigned.orderNo}`, 90),
    ding(taken, DingKind.sms, `客户催促，请按预约时间上门 ${taken.orderNo}`, 45),
    ding(taken, DingKind.phone, `电话提醒：${taken.orderNo} 今天必须到场`, 10, '钉钉：今日电话DING次数已用完'),
  ]);
}
