import type { Paging } from '@domain/common/paging';
import { KnowledgeErrors } from '@domain/knowledge/errors';
import { Visibility } from '@domain/knowledge/knowledge.constants';
import { KnowledgePaths } from '@domain/knowledge/knowledge.paths';
import { uploadedFileUrl } from '@domain/uploads/uploads.constants';
import type { FaqDetail, FaqFilter, FaqRow, PortalFaq, SaveFaqInput } from '@domain/knowledge/knowledge.schemas';
import { searchQuery, searchVector } from '@domain/knowledge/search-text';
import type { Database, Executor, Tx } from '../../db/database';
import { knowledgeFaqs } from '../../db/schema/knowledge';
import { badRequest, notFound } from '../../lib/app-error';
import { articleIds, countArticles, countView, type ArticleScope } from './articles.queries';
import { categoryWithDescendants } from './categories.queries';
import * as q from './faqs.queries';
import { articleCategory, FAQ, logKnowledge, type KnowledgeActor } from './knowledge-common';
import { cleanRichText } from './rich-text';

const staffVoter = (actor: KnowledgeActor) => `u${actor.userId}`;

/** A portal customer reading the FAQ: an account of the enterprise's portal. */
export interface PortalReader {
  enterpriseId: number;
  accountId: number;
}
const portalVoter = (reader: PortalReader) => `c${reader.accountId}`;

/** The scope of a list: the category with its sub-categories, the visibility, the full-text query. */
export async function listScope(tx: Executor, enterpriseId: number, filter: FaqFilter): Promise<ArticleScope> {
  return {
    enterpriseId,
    categoryIds: filter.categoryId ? await categoryWithDescendants(tx, enterpriseId, filter.categoryId) : undefined,
    visibility: filter.visibility,
    // A keyword with nothing searchable in it (only punctuation) finds nothing rather than everything.
    query: filter.keyword ? searchQuery(filter.keyword) : undefined,
  };
}

/** FAQ articles: a question, its answer in sanitised rich text, who may read it, views and votes. */
export class KnowledgeFaqsService {
  constructor(private readonly db: Database) {}

  list(actor: KnowledgeActor, filter: FaqFilter, paging: Paging): Promise<FaqRow[]> {
    return this.db.tenantRead(actor.enterpriseId, async (tx) => {
      const ids = await articleIds(tx, knowledgeFaqs, await listScope(tx, actor.enterpriseId, filter), paging);
      return q.toFaqRows(tx, actor.enterpriseId, await q.faqRecords(tx, actor.enterpriseId, ids.map((r) => r.id)));
    });
  }

  count(actor: KnowledgeActor, filter: FaqFilter): Promise<number> {
    return this.db.tenantRead(actor.enterpriseId, async (tx) => countArticles(tx, knowledgeFaqs, await listScope(tx, actor.enterpriseId, filter)));
  }

  /** The article as a reader opens it: counted as one more view. */
  detail(actor: KnowledgeActor, id: number): Promise<FaqDetail> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      if (!(await q.findFaq(tx, actor.enterpriseId, id))) throw notFound(KnowledgeErrors.faqNotFound);
      await countView(tx, knowledgeFaqs, actor.enterpriseId, id);
      return this.detailIn(tx, actor, id);
    });
  }

  private async detailIn(tx: Tx, actor: KnowledgeActor, id: number): Promise<FaqDetail> {
    const record = (await q.findFaq(tx, actor.enterpriseId, id))!;
    const [row] = await q.toFaqRows(tx, actor.enterpriseId, [record]);
    return { ...row, answer: record.answerHtml, myFeedback: await q.voteOf(tx, actor.enterpriseId, id, staffVoter(actor)) };
  }

  /** Adds or edits an article: the answer is sanitised here, whatever the editor sent. */
  save(actor: KnowledgeActor, input: SaveFaqInput): Promise<FaqDetail> {
    const { enterpriseId } = actor;
    const answer = cleanRichText(input.answer);
    if (!answer.text && !/<img\b/.test(answer.html)) throw badRequest(`answer: ${KnowledgeErrors.emptyAnswer}`);
    return this.db.tenant(enterpriseId, async (tx) => {
      const before = input.id ? await q.findFaq(tx, enterpriseId, input.id, true) : undefined;
      if (input.id && !before) throw notFound(KnowledgeErrors.faqNotFound);
      await articleCategory(tx, enterpriseId, input.categoryId, FAQ);
      const fields: q.FaqFields = {
        categoryId: input.categoryId,
        question: input.question,
        answerHtml: answer.html,
        answerText: answer.text,
        visibility: input.visibility,
        search: searchVector(input.question, answer.text),
      };
      const id = before ? before.id : await q.insertFaq(tx, enterpriseId, actor.userId, fields);
      if (before) await q.updateFaq(tx, enterpriseId, id, fields);
      const after = await this.detailIn(tx, actor, id);
      await logKnowledge(tx, actor, before ? 'faq.update' : 'faq.create', id, `${before ? '修改' : '新增'}常见问题：${after.question}`, before ? { ...before, search: undefined, titleSearch: undefined } : undefined, after);
      return after;
    });
  }

  remove(actor: KnowledgeActor, ids: number[]): Promise<void> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      for (const id of ids) {
        const faq = await q.findFaq(tx, enterpriseId, id, true);
        if (!faq) throw notFound(KnowledgeErrors.faqNotFound);
        await q.deleteFaq(tx, enterpriseId, id);
        await logKnowledge(tx, actor, 'faq.delete', id, `删除常见问题：${faq.question}`);
      }
    });
  }

  /** Helpful or not: one vote per person (voting again changes it); the counts follow the votes. */
  feedback(actor: KnowledgeActor, id: number, helpful: boolean): Promise<FaqDetail> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      if (!(await q.findFaq(tx, actor.enterpriseId, id, true))) throw notFound(KnowledgeErrors.faqNotFound);
      await q.vote(tx, actor.enterpriseId, id, staffVoter(actor), helpful);
      return this.detailIn(tx, actor, id);
    });
  }

  /** An article open to portal customers as one opens it (counted as a view); any other is missing to them. */
  portalDetail(reader: PortalReader, id: number): Promise<PortalFaq> {
    return this.db.tenant(reader.enterpriseId, async (tx) => {
      await portalFaq(tx, reader.enterpriseId, id, false);
      await countView(tx, knowledgeFaqs, reader.enterpriseId, id);
      return portalDetailIn(tx, reader, id);
    });
  }

  /** Refuses (404) a picture that is not in the answer of an article portal customers may read. */
  async assertPortalImage(reader: PortalReader, id: number, fileId: number): Promise<void> {
    const faq = await this.db.tenant(reader.enterpriseId, (tx) => portalFaq(tx, reader.enterpriseId, id, false));
    if (!faq.answerHtml.includes(`src="${uploadedFileUrl(fileId)}"`)) throw notFound(KnowledgeErrors.fileNotFound);
  }

  /** A portal customer's helpful / not helpful: one vote per account, as staff vote. */
  portalFeedback(reader: PortalReader, id: number, helpful: boolean): Promise<PortalFaq> {
    return this.db.tenant(reader.enterpriseId, async (tx) => {
      await portalFaq(tx, reader.enterpriseId, id, true);
      await q.vote(tx, reader.enterpriseId, id, portalVoter(reader), helpful);
      return portalDetailIn(tx, reader, id);
    });
  }
}

/** The article if portal customers may read it, else 404 (staff-only articles do not exist for them). */
async function portalFaq(tx: Tx, enterpriseId: number, id: number, lock: boolean): Promise<q.FaqRecord> {
  const faq = await q.findFaq(tx, enterpriseId, id, lock);
  if (!faq || faq.visibility !== Visibility.portal) throw notFound(KnowledgeErrors.faqNotFound);
  return faq;
}

async function portalDetailIn(tx: Tx, reader: PortalReader, id: number): Promise<PortalFaq> {
  const faq = (await q.findFaq(tx, reader.enterpriseId, id))!;
  const myFeedback = await q.voteOf(tx, reader.enterpriseId, id, portalVoter(reader));
  return { id, question: faq.question, answer: portalPictures(faq.answerHtml, id), helpfulCount: faq.helpfulCount, unhelpfulCount: faq.unhelpfulCount, myFeedback };
}

/** The answer as a portal customer reads it: its uploaded pictures through the portal's own address for them. */
const portalPictures = (html: string, id: number) =>
  html.replace(/src="\/api\/upload\/file\/(\d{1,15})"/g, (_, file: string) => `src="/api${KnowledgePaths.portalFaqImage}?id=${id}&amp;file=${file}"`);
