import { and, eq } from 'drizzle-orm';
import { CategoryKind, Visibility } from '@domain/knowledge/knowledge.constants';
import { Role } from '@domain/shell/roles';
import type { Database } from '../../db/database';
import { knowledgeDocuments } from '../../db/schema/knowledge';
import { enterprises, users } from '../../db/schema/tenancy';
import { searchVector } from '@domain/knowledge/search-text';
import { KnowledgeCategoriesService } from './categories.service';
import { KnowledgeFaqsService } from './faqs.service';
import { cleanRichText } from './rich-text';

const FAQS: { category: string; question: string; answer: string; portal: boolean }[] = [
  {
    category: '空调',
    question: '空调不制冷怎么办？',
    answer: '<p>请先检查<strong>遥控器模式</strong>是否为制冷，设定温度是否低于室温。</p><ol><li>清洗过滤网</li><li>检查室外机是否运转</li><li>仍不制冷请报修，可能缺少冷媒</li></ol>',
    portal: true,
  },
  { category: '空调', question: '空调室内机漏水', answer: '<p>多为排水管堵塞或安装倾斜，请停机后报修，工程师上门疏通排水管。</p>', portal: true },
  { category: '空调', question: '空调显示 E1 故障代码', answer: '<p>E1 表示室内外机通讯故障：断电 5 分钟后重启；反复出现请报修并拍下面板照片。</p>', portal: false },
  { category: '热水器', question: '热水器不出热水', answer: '<p>检查燃气阀门、电池与水压；冬季注意防冻，必要时预约上门检修。</p>', portal: true },
  { category: '服务规范', question: '上门服务前要准备什么？', answer: '<p>提前 30 分钟电话联系客户，带好鞋套、工具包和常用备件，到达后在工单上签到。</p>', portal: false },
];

const DOCUMENTS: { category: string; title: string; description: string }[] = [
  { category: '产品手册', title: 'KFR-35GW 空调使用说明书', description: '<p>挂机空调的安装尺寸、遥控器说明与常见故障代码表。</p>' },
  { category: '维修指南', title: '空调制冷系统检修指南', description: '<p>冷媒检漏、加注与压力判断步骤，适用于分体式空调。</p>' },
];

/**
 * The demo enterprise's knowledge base, written through the services like an administrator would: FAQ
 * categories (空调 with 制冷 under it, 热水器, 服务规范) with their articles, some open to portal
 * customers, and document categories with documents (their files are added as new versions on the
 * screen: the seed has no file store).
 */
export async function seedDemoKnowledge(database: Database, enterpriseName: string): Promise<void> {
  const db = database.system;
  const [ep] = await db.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.name, enterpriseName));
  if (!ep) return;
  const enterpriseId = ep.id;
  const [admin] = await db.select({ id: users.id }).from(users).where(and(eq(users.enterpriseId, enterpriseId), eq(users.name, '王管理')));
  if (!admin) return;
  const actor = { enterpriseId, userId: admin.id, role: Role.admin };
  const categories = new KnowledgeCategoriesService(database);
  const faqs = new KnowledgeFaqsService(database);
  const ids = new Map<string, number>();
  for (const [sort, name] of ['空调', '热水器', '服务规范'].entries()) ids.set(name, (await categories.save(actor, { kind: CategoryKind.faq, parentId: null, name, sort })).id);
  await categories.save(actor, { kind: CategoryKind.faq, parentId: ids.get('空调')!, name: '制冷', sort: 0 });
  for (const f of FAQS) {
    await faqs.save(actor, { categoryId: ids.get(f.category)!, question: f.question, answer: f.answer, visibility: f.portal ? Visibility.portal : Visibility.staff });
  }
  for (const [sort, name] of ['产品手册', '维修指南'].entries()) ids.set(name, (await categories.save(actor, { kind: CategoryKind.document, parentId: null, name, sort })).id);
  await database.tenant(enterpriseId, async (tx) => {
    for (const d of DOCUMENTS) {
      const description = cleanRichText(d.description);
      await tx.insert(knowledgeDocuments).values({
        enterpriseId,
        categoryId: ids.get(d.category)!,
        title: d.title,
        descriptionHtml: description.html,
        descriptionText: description.text,
        visibility: Visibility.staff,
        version: 0,
        search: searchVector(d.title, description.text),
        createdBy: admin.id,
      });
    }
  });
}
