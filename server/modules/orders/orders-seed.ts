import { eq } from 'drizzle-orm';
import { ALL_ITEMS } from '@domain/catalogue/catalogue.schemas';
import { Role, type RoleType } from '@domain/shell/roles';
import type { Database } from '../../db/database';
import { enterprises, users } from '../../db/schema/tenancy';
import { listItems } from '../catalogue/catalogue.public';
import { ensureDemoCustomers } from '../customers/customers.public';
import { orderTypeQueries } from '../templates/templates.public';
import { OrderFinishService } from './order-finish.service';
import { OrderProgressService } from './order-progress.service';
import { OrderFlowService } from './order-flow.service';
import type { OrderActor } from './order-operation';
import { OrderRunner } from './order-runner';
import { OrdersService } from './orders.service';

const TITLES = ['空调不制冷', '冰箱异响', '热水器漏水', '门禁失灵', '中央空调清洗', '冷库温度异常', '打印机卡纸', '净水器换芯'];
const IMG = { url: '/demo/finish.png', name: 'finish.png', size: 2048 };

/**
 * About forty orders of the paid demo enterprise in every state, made through the real operations so
 * each has a consistent timeline. Runs after the demo transaction (the operations open their own
 * tenant transactions). Notifications are not sent for this history: the notifier does nothing.
 */
export async function seedDemoOrders(database: Database, enterpriseName: string): Promise<void> {
  const db = database.system;
  const [ep] = await db.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.name, enterpriseName));
  if (!ep) return;
  const enterpriseId = ep.id;
  const people = new Map((await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.enterpriseId, enterpriseId))).map((u) => [u.name, u.id]));
  const as = (name: string, role: RoleType): OrderActor => ({ enterpriseId, userId: people.get(name)!, role });
  const dispatcher = as('李派单', Role.dispatcher);
  const admin = as('王管理', Role.admin);
  const staff = as('张师傅', Role.serviceStaff);
  const visitor = as('周回访', Role.returnVisit);
  const finance = as('吴财务', Role.finance);
  const sales = as('钱销售', Role.salesperson);

  const customerIds = await ensureDemoCustomers(db, enterpriseId);
  const types = await orderTypeQueries.all(db, enterpriseId);
  const typeId = (name: string) => types.find((t) => t.name === name)?.id;
  const [defaultType, installType] = [typeId('默认工单'), typeId('安装工单')];
  const [item] = await listItems(db, enterpriseId, { typeId: ALL_ITEMS }, { pageIndex: 0, pageSize: 1 });
  if (!defaultType || !item) return;

  const runner = new OrderRunner(database, { notify: async () => null });
  const orders = new OrdersService(runner);
  const flow = new OrderFlowService(runner);
  const finish = new OrderFinishService(runner);
  const progress = new OrderProgressService(runner);
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000);

  for (let i = 0; i < 40; i++) {
    const creator = i % 4 === 3 ? sales : dispatcher;
    const install = i % 10 === 8 || i % 10 === 9;
    const created = await orders.create(creator, {
      templateId: install && installType ? installType : defaultType,
      // Each run of ten shifts by one customer, so orders of one state stand at several addresses (the map shows them apart).
      customerId: customerIds[(i + Math.floor(i / customerIds.length)) % customerIds.length],
      title: TITLES[i % TITLES.length],
      priority: (1 + (i % 3)) as 1,
      appointmentTime: day(1 + (i % 5)),
      serviceItemId: item.id,
      description: '客户来电报修，请尽快安排上门。',
      images: [],
      tagIds: [],
      copyUserIds: [],
      fields: install ? { model: `KFR-${26 + (i % 4) * 9}`, floor: 1 + (i % 20) } : {},
      source: i % 5 === 0 ? 1 : 0,
      origin: {},
    });
    const id = created.id;
    const stage = i % 10;
    if (stage === 8) continue; // 安装工单 waits for acceptance
    if (stage === 9 && installType) {
      await flow.acceptance(dispatcher, { id, result: 'pass', remark: '' }); // routed to 张师傅 by the type
      await flow.accept(staff, { id });
      await flow.startService(staff, { id });
      // Completion waits for the type's process steps: the installer records each one first.
      for (const step of (await progress.checkFinish(staff, id)).steps) await progress.save(staff, { id, step: step.name, done: true, remark: '' });
      await flow.applyComplete(staff, { id, remark: '安装完成，请审批' });
      continue;
    }
    if (stage === 0) continue;
    if (stage === 6) {
      await flow.cancel(dispatcher, { id, reason: '客户取消报修' });
      if (i >= 30) await flow.recycle(admin, { ids: [id] });
      continue;
    }
    if (stage === 7) {
      await flow.putPool(dispatcher, { ids: [id] });
      continue;
    }
    await flow.assign(dispatcher, { ids: [id], ownerId: staff.userId, collaboratorIds: i % 3 === 0 ? [people.get('多企业用户')!] : [], remark: '' });
    if (stage === 1) continue;
    await flow.accept(staff, { id });
    await flow.appointment(staff, { id, appointmentTime: day(2), remark: '' });
    if (stage === 2) {
      if (i >= 20) await flow.applyAbnormal(staff, { id, kind: 2, reason: '客户地址不在服务区域' });
      continue;
    }
    await flow.startService(staff, { id });
    if (stage === 3) continue;
    await finish.fees(staff, { id, serviceAmount: '150', spareAmount: '80', otherFee: '20', discountAmount: '10', items: [{ name: '上门费', itemType: 1, quantity: 1, price: '30' }] });
    await finish.receipt(staff, { id, serviceMinutes: 45 + i, finishImages: [IMG], signature: null, remark: '已修复' });
    await flow.complete(staff, { id, remark: '' });
    if (stage === 5) continue;
    await finish.collect(finance, { id, mode: 3, amount: '270', remark: '' });
    await finish.evaluate(visitor, { id, solved: true, quality: 5, attitude: 5, speed: 4, solveRate: 5, suggestion: '师傅很专业', images: [] });
    if (i >= 20) await flow.archive(admin, { ids: [id], archived: true });
  }
}

/** The enterprise's customers, or a few demo ones when it has none yet. */