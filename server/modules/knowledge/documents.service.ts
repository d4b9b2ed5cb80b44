import type { Paging } from '@domain/common/paging';
import { KnowledgeErrors } from '@domain/knowledge/errors';
import { MAX_VERSIONS } from '@domain/knowledge/knowledge.constants';
import type { DocumentDetail, DocumentFilter, DocumentRow, KnowledgeFile, SaveDocumentInput } from '@domain/knowledge/knowledge.schemas';
import { searchVector } from '@domain/knowledge/search-text';
import type { UploadedFile } from '@domain/uploads/uploads.schemas';
import type { Database, Tx } from '../../db/database';
import { knowledgeDocuments } from '../../db/schema/knowledge';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { uploadedFiles } from '../uploads/uploads.public';
import { articleIds, countArticles, countView } from './articles.queries';
import * as q from './documents.queries';
import { namesFor } from './faqs.queries';
import { listScope } from './faqs.service';
import { articleCategory, DOCUMENT, logKnowledge, type KnowledgeActor } from './knowledge-common';
import { previewUrlOf } from './preview';
import { cleanRichText } from './rich-text';

export const knowledgeFile = (file: UploadedFile): KnowledgeFile => ({ ...file, previewUrl: previewUrlOf(file.url) });

/** The upload a version takes: a file of the enterprise (400 naming the field otherwise). */
async function uploadedFile(tx: Tx, enterpriseId: number, fileId: number): Promise<UploadedFile> {
  const [file] = await uploadedFiles(tx, enterpriseId, [fileId]);
  if (!file) throw badRequest(`fileId: ${KnowledgeErrors.fileNotFound}`);
  return file;
}

/** Documents: a title and description over numbered versions, each an uploaded file; the newest is current. */
export class KnowledgeDocumentsService {
  constructor(private readonly db: Database) {}

  list(actor: KnowledgeActor, filter: DocumentFilter, paging: Paging): Promise<DocumentRow[]> {
    return this.db.tenantRead(actor.enterpriseId, async (tx) => {
      const ids = await articleIds(tx, knowledgeDocuments, await listScope(tx, actor.enterpriseId, filter), paging);
      return q.toDocumentRows(tx, actor.enterpriseId, await q.documentRecords(tx, actor.enterpriseId, ids.map((r) => r.id)));
    });
  }

  count(actor: KnowledgeActor, filter: DocumentFilter): Promise<number> {
    return this.db.tenantRead(actor.enterpriseId, async (tx) => countArticles(tx, knowledgeDocuments, await listScope(tx, actor.enterpriseId, filter)));
  }

  /** The document as a reader opens it: counted as one more view. */
  detail(actor: KnowledgeActor, id: number): Promise<DocumentDetail> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      if (!(await q.findDocument(tx, actor.enterpriseId, id))) throw notFound(KnowledgeErrors.documentNotFound);
      await countView(tx, knowledgeDocuments, actor.enterpriseId, id);
      return this.detailIn(tx, actor, id);
    });
  }

  private async detailIn(tx: Tx, actor: KnowledgeActor, id: number): Promise<DocumentDetail> {
    const record = (await q.findDocument(tx, actor.enterpriseId, id))!;
    const [row] = await q.toDocumentRows(tx, actor.enterpriseId, [record]);
    const versions = await q.documentVersions(tx, actor.enterpriseId, id);
    const files = new Map((await uploadedFiles(tx, actor.enterpriseId, versions.map((v) => v.fileId))).map((f) => [f.id, f]));
    const names = await namesFor(tx, actor.enterpriseId, versions.map((v) => ({ categoryId: record.categoryId, createdBy: v.createdBy })));
    return {
      ...row,
      description: record.descriptionHtml,
      versions: versions
        .map((v) => {
          const file = files.get(v.fileId);
          return { id: v.id, version: v.version, note: v.note, file: file ? knowledgeFile(file) : null, createdBy: names.person(v.createdBy), createTime: v.createdAt.toISOString() };
        })
        .reverse(),
    };
  }

  /** Adds a document with its first version (its file required), or edits one's title, description, category and visibility. */
  save(actor: KnowledgeActor, input: SaveDocumentInput): Promise<DocumentDetail> {
    const { enterpriseId } = actor;
    const description = cleanRichText(input.description);
    return this.db.tenant(enterpriseId, async (tx) => {
      const before = input.id ? await q.findDocument(tx, enterpriseId, input.id, true) : undefined;
      if (input.id && !before) throw notFound(KnowledgeErrors.documentNotFound);
      if (!before && !input.fileId) throw badRequest('fileId: 请上传附件');
      await articleCategory(tx, enterpriseId, input.categoryId, DOCUMENT);
      const fields: q.DocumentFields = {
        categoryId: input.categoryId,
        title: input.title,
        descriptionHtml: description.html,
        descriptionText: description.text,
        visibility: input.visibility,
        search: searchVector(input.title, description.text),
      };
      let id: number;
      if (before) {
        id = before.id;
        await q.updateDocument(tx, enterpriseId, id, fields);
        if (input.fileId) await this.addVersion(tx, actor, before.id, before.version, input.fileId, input.note);
      } else {
        id = await q.insertDocument(tx, enterpriseId, actor.userId, fields);
        await this.addVersion(tx, actor, id, 0, input.fileId!, input.note);
      }
      const after = await this.detailIn(tx, actor, id);
      await logKnowledge(tx, actor, before ? 'document.update' : 'document.create', id, `${before ? '修改' : '新增'}文档：${after.title}`, before ? { ...before, search: undefined, titleSearch: undefined } : undefined, after);
      return after;
    });
  }

  /** A new version of a document (a new file); the older versions stay readable. */
  saveVersion(actor: KnowledgeActor, documentId: number, fileId: number, note: string): Promise<DocumentDetail> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const document = await q.findDocument(tx, actor.enterpriseId, documentId, true);
      if (!document) throw notFound(KnowledgeErrors.documentNotFound);
      await this.addVersion(tx, actor, documentId, document.version, fileId, note);
      const after = await this.detailIn(tx, actor, documentId);
      await logKnowledge(tx, actor, 'document.version', documentId, `文档新版本：${after.title} V${after.version}`);
      return after;
    });
  }

  /** Under the document's row lock: the next number is the current one plus one, never taken twice. */
  private async addVersion(tx: Tx, actor: KnowledgeActor, documentId: number, current: number, fileId: number, note: string): Promise<void> {
    if (current >= MAX_VERSIONS) throw conflict(KnowledgeErrors.tooManyVersions);
    const file = await uploadedFile(tx, actor.enterpriseId, fileId);
    const version = current + 1;
    await q.insertVersion(tx, { enterpriseId: actor.enterpriseId, documentId, version, fileId, fileName: file.name, note, createdBy: actor.userId });
    await q.updateDocument(tx, actor.enterpriseId, documentId, { version });
  }

  remove(actor: KnowledgeActor, ids: number[]): Promise<void> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      for (const id of ids) {
        const document = await q.findDocument(tx, enterpriseId, id, true);
        if (!document) throw notFound(KnowledgeErrors.documentNotFound);
        await q.deleteDocument(tx, enterpriseId, id);
        await logKnowledge(tx, actor, 'document.delete', id, `删除文档：${document.title}`);
      }
    });
  }
}
