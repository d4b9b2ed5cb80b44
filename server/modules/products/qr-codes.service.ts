import { Messages } from '@domain/common/messages';
import type { Paging } from '@domain/common/paging';
import { ProductErrors } from '@domain/products/errors';
import type { BindQrInput, CustomerProductRow, GenerateQrInput, QrBatchRow, QrCodeRow, QrImage, QrImagesInput } from '@domain/products/products.schemas';
import { chinaToday } from '@domain/products/warranty';
import { MAX_QR_BATCH, QR_PUBLIC_PATH } from '@domain/products/products.constants';
import type { Database } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import * as cq from './customer-products.queries';
import { lockProducts, logProductChange, type ProductActor } from './products-common';
import * as q from './qr-codes.queries';
import { qrDataUrl, qrPng } from './qr-images';

const TOKEN = /^[A-Za-z0-9_-]{22}$/;

/** The token of a scanned code: the token itself, or the last segment of the public page's address. */
export function tokenOf(code: string): string | null {
  const marker = `${QR_PUBLIC_PATH}/`;
  const token = code.includes(marker) ? code.slice(code.lastIndexOf(marker) + marker.length).split(/[?#/]/)[0] : code;
  return TOKEN.test(token) ? token : null;
}

export interface GeneratedQr {
  batch: QrBatchRow | null;
  codes: QrCodeRow[];
}

/** Product QR codes (/productQR/..., /qrCodeSetting): one per customer product, or printed ahead in batches. */
export class QrCodesService {
  constructor(private readonly db: Database) {}

  /** Codes for customer products (a product keeps the code it has), or a new batch of unbound codes. */
  generate(actor: ProductActor, origin: string, input: GenerateQrInput): Promise<GeneratedQr> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      await lockProducts(tx, enterpriseId);
      if ('customerProductIds' in input) {
        const ids = [...new Set(input.customerProductIds)];
        const found = await cq.findCustomerProducts(tx, enterpriseId, origin, ids, actor);
        if (found.length !== ids.length) throw notFound(ProductErrors.customerProductNotFound);
        const missing = found.filter((p) => p.qr === null).map((p) => p.id);
        await q.insertCodes(tx, enterpriseId, missing.map((customerProductId) => ({ batchId: null, customerProductId })));
        if (missing.length > 0)
          await logProductChange(tx, actor, { action: 'qr.generate', targetId: missing.join(','), summary: `生成产品二维码：${missing.length}个` });
        const codeIds = (await q.codesOfProducts(tx, enterpriseId, ids)).map((c) => c.id);
        return { batch: null, codes: await q.listCodes(tx, enterpriseId, origin, { ids: codeIds }, { pageIndex: 0, pageSize: MAX_QR_BATCH }) };
      }
      const prefix = `QR${chinaToday().replaceAll('-', '')}`;
      const batchNo = `${prefix}-${String((await q.batchesWithPrefix(tx, enterpriseId, prefix)) + 1).padStart(3, '0')}`;
      const batchId = await q.insertBatch(tx, enterpriseId, { batchNo, quantity: input.quantity, note: input.note, createdBy: actor.userId });
      await q.insertCodes(tx, enterpriseId, Array.from({ length: input.quantity }, () => ({ batchId, customerProductId: null })));
      await logProductChange(tx, actor, { action: 'qr.batch', targetId: batchId, summary: `生成二维码批次：${batchNo}（${input.quantity}个）` });
      const [batch] = await q.listBatches(tx, enterpriseId, undefined, null, [batchId]);
      return { batch, codes: await q.listCodes(tx, enterpriseId, origin, { batchId }, { pageIndex: 0, pageSize: MAX_QR_BATCH }) };
    });
  }

  /** PNG images (data URLs) of the given codes or of a batch's, for downloading and printing. */
  async images(enterpriseId: number, origin: string, input: QrImagesInput): Promise<QrImage[]> {
    const codes = await this.db.tenant(enterpriseId, async (tx) => {
      const filter = 'ids' in input ? { ids: input.ids } : { batchId: input.batchId };
      if ('batchId' in input && (await q.listBatches(tx, enterpriseId, undefined, null, [input.batchId])).length === 0)
        throw notFound(ProductErrors.qrBatchNotFound);
      const rows = await q.listCodes(tx, enterpriseId, origin, filter, { pageIndex: 0, pageSize: MAX_QR_BATCH });
      if ('ids' in input && rows.length !== new Set(input.ids).size) throw notFound(ProductErrors.qrNotFound);
      return rows;
    });
    return Promise.all(codes.map(async (c) => ({ ...c, image: await qrDataUrl(c.url) })));
  }

  /** One code's PNG, for an <img> on the app's pages. */
  async png(enterpriseId: number, origin: string, id: number): Promise<Buffer> {
    const [code] = await this.db.tenant(enterpriseId, (tx) => q.findCodes(tx, enterpriseId, [id]));
    if (!code) throw notFound(ProductErrors.qrNotFound);
    return qrPng(q.qrUrl(origin, code.token));
  }

  /** What a scanned code stands for in the caller's enterprise; codes of other enterprises are not found. */
  lookup(enterpriseId: number, origin: string, scanned: string): Promise<{ code: QrCodeRow; customerProduct: CustomerProductRow | null }> {
    const token = tokenOf(scanned);
    if (!token) throw notFound(ProductErrors.qrNotFound);
    return this.db.tenant(enterpriseId, async (tx) => {
      const record = await q.findCodeByToken(tx, enterpriseId, token);
      if (!record) throw notFound(ProductErrors.qrNotFound);
      const [code] = await q.listCodes(tx, enterpriseId, origin, { ids: [record.id] }, { pageIndex: 0, pageSize: 10 });
      const [customerProduct] = record.customerProductId ? await cq.findCustomerProducts(tx, enterpriseId, origin, [record.customerProductId]) : [];
      return { code, customerProduct: customerProduct ?? null };
    });
  }

  /** Sticks a batch code on a customer product (or takes it off with null). */
  bind(actor: ProductActor, origin: string, input: BindQrInput): Promise<QrCodeRow> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      await lockProducts(tx, enterpriseId);
      const [code] = await q.findCodes(tx, enterpriseId, [input.codeId]);
      if (!code) throw notFound(ProductErrors.qrNotFound);
      if (input.customerProductId !== null) {
        if (code.customerProductId !== null && code.customerProductId !== input.customerProductId) throw conflict(ProductErrors.qrAlreadyBound);
        const [product] = await cq.findCustomerProducts(tx, enterpriseId, origin, [input.customerProductId], actor);
        if (!product) throw notFound(ProductErrors.customerProductNotFound);
        if (product.qr && product.qr.id !== code.id) throw conflict(ProductErrors.productHasQr);
      } else if (code.batchId === null) {
        // A product's own code has no batch to go back to: delete it instead.
        throw badRequest(ProductErrors.qrUnbound);
      }
      await q.bindCode(tx, enterpriseId, code.id, input.customerProductId);
      await logProductChange(tx, actor, {
        action: input.customerProductId === null ? 'qr.unbind' : 'qr.bind',
        targetId: code.id,
        summary: input.customerProductId === null ? `解绑二维码：${code.id}` : `绑定二维码：${code.id}`,
      });
      const [row] = await q.listCodes(tx, enterpriseId, origin, { ids: [code.id] }, { pageIndex: 0, pageSize: 10 });
      return row;
    });
  }

  /**
   * Deletes codes (all or none): a deleted code no longer resolves, so its sticker is dead. A batch's
   * quantity follows (it counts the codes the batch holds); emptied batches go.
   */
  async remove(actor: ProductActor, ids: number[]): Promise<void> {
    if (ids.length === 0) throw badRequest(Messages.deleteNothingSelected);
    const { enterpriseId } = actor;
    await this.db.tenant(enterpriseId, async (tx) => {
      const found = await q.findCodes(tx, enterpriseId, ids);
      if (found.length !== ids.length) throw notFound(ProductErrors.qrNotFound);
      await q.deleteCodes(tx, enterpriseId, ids);
      await q.settleBatchQuantities(tx, enterpriseId, [...new Set(found.flatMap((c) => (c.batchId === null ? [] : [c.batchId])))]);
      await logProductChange(tx, actor, { action: 'qr.delete', targetId: ids.join(','), summary: `删除二维码：${ids.length}个` });
    });
  }

  listBatches(enterpriseId: number, keyword: string | undefined, paging: Paging): Promise<QrBatchRow[]> {
    return this.db.tenant(enterpriseId, (tx) => q.listBatches(tx, enterpriseId, keyword, paging));
  }

  countBatches(enterpriseId: number, keyword: string | undefined): Promise<number> {
    return this.db.tenant(enterpriseId, (tx) => q.countBatches(tx, enterpriseId, keyword));
  }

  async batch(enterpriseId: number, id: number): Promise<QrBatchRow> {
    const [row] = await this.db.tenant(enterpriseId, (tx) => q.listBatches(tx, enterpriseId, undefined, null, [id]));
    if (!row) throw notFound(ProductErrors.qrBatchNotFound);
    return row;
  }

  listCodes(enterpriseId: number, origin: string, filter: { batchId?: number; ids?: number[] }, paging: Paging): Promise<QrCodeRow[]> {
    return this.db.tenant(enterpriseId, (tx) => q.listCodes(tx, enterpriseId, origin, filter, paging));
  }

  countCodes(enterpriseId: number, filter: { batchId?: number; ids?: number[] }): Promise<number> {
    return this.db.tenant(enterpriseId, (tx) => q.countCodes(tx, enterpriseId, filter));
  }
}
