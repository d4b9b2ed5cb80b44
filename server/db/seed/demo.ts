import { count, eq } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/passwords';
import { seedCatalogue } from '../../modules/catalogue/catalogue-seed';
import { seedContracts } from '../../modules/contracts/contracts-seed';
import { seedDemoProjectFiles, seedProjects } from '../../modules/projects/projects.public';
import { seedCustomApps } from '../../modules/custom-apps/custom-apps-seed';
import { seedCustomers } from '../../modules/customers/customers-seed';
import { seedProducts } from '../../modules/products/products-seed';
import { setUpEnterprise } from '../../modules/enterprises/enterprise-setup';
import { addMember } from '../../modules/users/add-member';
import { seedTemplates } from '../../modules/templates/templates-seed';
import { seedDemoEvents } from '../../modules/events/events-seed';
import { seedDemoOrders } from '../../modules/orders/orders-seed';
import { seedDemoCyclePlans } from '../../modules/cycle-plans/cycle-plans-seed';
import { seedDemoMaintenance } from '../../modules/maintenance/maintenance.public';
import { ensurePortalDemo } from '../../modules/portal/portal.public';
import { seedDemoKnowledge } from '../../modules/knowledge/knowledge.public';
import { seedDemoOnlineChat } from '../../modules/online-chat/online-chat.public';
import { seedTriggers } from '../../modules/triggers/triggers.public';
import { seedDemoDispatch } from '../../modules/dispatch/dispatch.public';
import { createTelephony, seedDemoCallCenter } from '../../modules/call-center/call-center.public';
import { seedDemoReturnVisits } from '../../modules/return-visits/return-visits-seed';
import { seedSpareParts } from '../../modules/spare-parts/spare-parts.public';
import { seedDemoFinance } from '../../modules/finance/finance-seed';
import { seedRepairs } from '../../modules/repair/repair.public';
import { seedMall } from '../../modules/mall/mall.public';
import { seedMarketDemo } from '../../modules/app-market/app-market.public';
import { JobQueue } from '../../jobs/job-queue';
import type { Database } from '../database';
import type { FileStore } from '../../lib/storage/file-store';
import { accounts, customers, departments, enterprises, notices } from '../schema';
import { DEMO_ENTERPRISES, DEMO_PASSWORD } from './demo-data';
import { seedDemoNotices } from './demo-notices';
import { seedMarketDemoWork } from './demo-market';

const DAY_MS = 86_400_000;

/**
 * Seeds the demo enterprises into an empty database; returns whether it did. With the app's file store
 * (the server's start) the demo's files are stored too; without one (the tests' shared database) none are.
 */
export async function seedDemoIfEmpty(database: Database, storage?: FileStore): Promise<boolean> {
  const [{ n }] = await database.system.select({ n: count() }).from(enterprises);
  if (n > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await database.system.transaction(async (tx) => {
    for (const demo of DEMO_ENTERPRISES) {
      const [admin, ...others] = demo.members;
      const { enterpriseId, rootDepartmentId, adminUserId } = await setUpEnterprise(tx, {
        name: demo.name,
        planType: demo.planType,
        serviceExpiresAt: demo.expiresInDays == null ? null : new Date(Date.now() + demo.expiresInDays * DAY_MS),
        purchasedHeadcount: demo.purchasedHeadcount,
        hotline: '400-000-0000',
        admin,
      });
      const deptIds = [];
      for (const [sort, name] of demo.departments.entries()) {
        const [d] = await tx
          .insert(departments)
          .values({ enterpriseId, parentId: rootDepartmentId, name, sort })
          .returning({ id: departments.id });
        deptIds.push(d.id);
      }
      const userIds = new Map([[admin.name, adminUserId]]);
      for (const m of others)
        userIds.set(m.name, await addMember(tx, { enterpriseId, departmentId: m.dept < 0 ? rootDepartmentId : deptIds[m.dept], ...m }));
      if (demo.catalogue) await seedCatalogue(tx, enterpriseId, demo.catalogue, userIds);
      if (demo.templates) await seedTemplates(tx, enterpriseId, demo.templates, userIds);
      if (demo.catalogue) await seedCustomApps(tx, enterpriseId, userIds);
      if (demo.catalogue) await seedCustomers(tx, enterpriseId, userIds);
      // After the customers: products go on the demo customers.
      if (demo.catalogue) {
        const customerIds = (await tx.select({ id: customers.id }).from(customers).where(eq(customers.enterpriseId, enterpriseId))).map((c) => c.id);
        await seedProducts(tx, enterpriseId, customerIds);
        await seedContracts(tx, enterpriseId, customerIds, userIds);
        await seedProjects(tx, enterpriseId, userIds);
      }
      await tx.insert(notices).values({
        enterpriseId,
        userId: adminUserId,
        title: '欢迎使用服务工单系统',
        content: `${demo.name}已开通，可在组织架构中邀请同事加入。`,
        link: '/productSetting',
      });
    }
    await tx.update(accounts).set({ passwordHash });
  });
  // Orders go through the real operations, each in its own tenant transaction, after the rest exists.
  for (const demo of DEMO_ENTERPRISES) if (demo.catalogue) await seedDemoOrders(database, demo.name);
  for (const demo of DEMO_ENTERPRISES) if (demo.catalogue) await seedDemoNotices(database, demo.name);
  for (const demo of DEMO_ENTERPRISES) if (demo.catalogue) await seedDemoEvents(database, demo.name);
  for (const demo of DEMO_ENTERPRISES) if (demo.catalogue) await seedSpareParts(database, demo.name);
  // Repairs after spare parts (the settings name the main warehouse).
  for (const demo of DEMO_ENTERPRISES) if (demo.catalogue) await seedRepairs(database, demo.name);
  // Finance reads the completed demo orders (reconciles some of them).
  for (const demo of DEMO_ENTERPRISES) if (demo.catalogue) await seedDemoFinance(database, demo.name);
  // Plans after the work they read; their jobs wait in the durable queue for the worker.
  const queue = new JobQueue(database.system);
  const jobs = { enqueue: queue.enqueue.bind(queue) };
  for (const demo of DEMO_ENTERPRISES) if (demo.catalogue) await seedDemoCyclePlans(database, jobs, demo.name);
  for (const demo of DEMO_ENTERPRISES) if (demo.catalogue) await seedDemoMaintenance(database, demo.name);
  for (const demo of DEMO_ENTERPRISES) if (demo.catalogue) await seedDemoKnowledge(database, demo.name);
  for (const demo of DEMO_ENTERPRISES) if (demo.catalogue) await seedTriggers(database, demo.name);
  for (const demo of DEMO_ENTERPRISES) if (demo.catalogue) await seedDemoDispatch(database, demo.name);
  for (const demo of DEMO_ENTERPRISES) if (demo.catalogue) await seedDemoCallCenter(database, demo.name, createTelephony({ provider: 'fake' }));
  for (const demo of DEMO_ENTERPRISES) if (demo.catalogue) await seedDemoReturnVisits(database, jobs, demo.name);
  for (const demo of DEMO_ENTERPRISES) if (demo.catalogue) await ensurePortalDemo(database, demo.name);
  // The mall after spare parts (goods draw on them) and the portal (its customer places the orders).
  for (const demo of DEMO_ENTERPRISES) if (demo.catalogue) await seedMall(database, demo.name, storage);
  for (const demo of DEMO_ENTERPRISES) if (demo.catalogue) await seedDemoOnlineChat(database, demo.name);
  if (storage) for (const demo of DEMO_ENTERPRISES) if (demo.catalogue) await seedDemoProjectFiles(database, storage, demo.name);
  for (const demo of DEMO_ENTERPRISES) if (demo.market) await seedMarketDemo(database, demo.name);
  for (const demo of DEMO_ENTERPRISES) if (demo.market) await seedMarketDemoWork(database, demo.name);
  return true;
}
