import { and, eq, inArray } from 'drizzle-orm';
import { fillPath } from '@domain/common/path-params';
import { exportName } from '@domain/downloads/business-time';
import { DownloadFormat } from '@domain/downloads/downloads.constants';
import { OrderErrors } from '@domain/orders/errors';
import { OrderOp } from '@domain/orders/order.constants';
import { canSendOrderPdf, maskPhone, OrderPdfTexts, type OrderPdfSendResult } from '@domain/orders/order-pdf';
import { OrderPaths } from '@domain/orders/orders.paths';
import type { OrderDetail } from '@domain/orders/orders.types';
import { Role, type RoleType } from '@domain/shell/roles';
import { orderCustomFields } from '@domain/templates/fixed-fields';
import type { TemplateForm } from '@domain/templates/template-form.schemas';
import type { Database, Executor } from '../../../db/database';
import { downloads } from '../../../db/schema/jobs';
import { enterprises } from '../../../db/schema/tenancy';
import { orders } from '../../../db/schema/orders';
import { DownloadGone, exportFilePath, finish, markFailed, setProgress } from '../../../jobs/exports/export.job';
import type { JobHandler } from '../../../jobs/worker';
import { AppError, badRequest, forbidden, notFound } from '../../../lib/app-error';
import type { FileStore } from '../../../lib/storage/file-store';
import type { Jobs } from '../../../plugins/jobs';
import { queueTexts } from '../../notifications/notifications.public';
import { orderTypeQueries } from '../../templates/templates.public';
import { orderDetail } from '../order-detail';
import { writeLog, type OrderActor } from '../order-operation';
import { checkOrdersVisible } from '../orders.queries';
import { orderSheet, type OrderSheet } from './order-sheet';
import { checkPdfLink, signPdfLink } from './order-pdf-link';
import { sheetsPdf } from './sheet-pdf';

export const ORDER_PDF_JOB = 'order-pdf';

export interface OrderPdfPayload {
  downloadId: number;
  ids: number[];
  /** The requester's role: the orders are read as they would read them. */
  role: RoleType;
  userId: number;
}

/** Null for an order that is gone; other failures stay failures. */
const unlessMissing = <T>(read: Promise<T>): Promise<T | null> =>
  read.catch((error: unknown) => {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  });

/** The sheets of the orders, read as `actor`; the type's custom fields are read once per type. */
async function readSheets(db: Executor, actor: OrderActor, details: OrderDetail[], printedAt: Date): Promise<OrderSheet[]> {
  const [enterprise] = await db.select({ name: enterprises.name }).from(enterprises).where(eq(enterprises.id, actor.enterpriseId));
  const types = await orderTypeQueries.find(db, actor.enterpriseId, [...new Set(details.map((d) => d.templateId))]);
  const fieldsOf = new Map(types.map((t) => [t.id, orderCustomFields((t.form as TemplateForm).fields)]));
  return details.map((d) => orderSheet(d, fieldsOf.get(d.templateId) ?? [], { enterpriseName: enterprise?.name ?? '', printedAt }));
}

/**
 * Orders as PDF: many chosen orders into one file through the download centre, and one order to its
 * contact phone as a text with a signed link that opens the PDF without signing in.
 */
export class OrderPdfService {
  constructor(
    private readonly db: Database,
    private readonly jobs: Jobs,
    private readonly storage: FileStore,
    private readonly secret: string,
  ) {}

  /** Adds the download item and its job together; every id must be an order of the caller's enterprise. */
  startExport(actor: OrderActor, ids: number[]): Promise<{ id: number }> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const found = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.enterpriseId, actor.enterpriseId), inArray(orders.id, ids)));
      if (found.length !== ids.length) throw notFound(OrderErrors.notFound);
      await checkOrdersVisible(tx, actor, ids);
      const [item] = await tx
        .insert(downloads)
        .values({ enterpriseId: actor.enterpriseId, userId: actor.userId, name: exportName(OrderPdfTexts.exportName, new Date()), format: DownloadFormat.pdf })
        .returning({ id: downloads.id });
      const payload: OrderPdfPayload = { downloadId: item.id, ids, role: actor.role, userId: actor.userId };
      await this.jobs.enqueue(tx, { enterpriseId: actor.enterpriseId, kind: ORDER_PDF_JOB, payload });
      return { id: item.id };
    });
  }

  /** Writes a download item's PDF, moving its progress after each order read. */
  jobHandler(): JobHandler<OrderPdfPayload> {
    return {
      run: async (job, { signal }) => {
        const { enterpriseId, payload } = job;
        const actor: OrderActor = { enterpriseId, userId: payload.userId, role: payload.role };
        const relative = exportFilePath(enterpriseId, payload.downloadId, DownloadFormat.pdf);
        try {
          const details: OrderDetail[] = [];
          for (const [index, id] of payload.ids.entries()) {
            signal.throwIfAborted();
            const detail = await this.db.tenant(enterpriseId, async (tx) => {
              await setProgress(tx, job, Math.floor((index * 90) / payload.ids.length));
              return unlessMissing(orderDetail(tx, actor, id));
            });
            if (detail) details.push(detail);
          }
          const sheets = await this.db.tenantRead(enterpriseId, (db) => readSheets(db, actor, details, new Date()));
          await this.storage.put(relative, await sheetsPdf(sheets, OrderPdfTexts.exportName));
          await this.db.tenant(enterpriseId, (tx) => finish(tx, job, relative));
        } catch (error) {
          await this.storage.remove(relative);
          if (error instanceof DownloadGone) return;
          throw error;
        }
      },
      onFailed: (job) => markFailed(this.db, job),
    };
  }

  /** Texts the order's contact a link to its PDF (through the SMS sender, signed with the enterprise's signature). */
  send(actor: OrderActor, id: number, origin: string): Promise<OrderPdfSendResult> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      await checkOrdersVisible(tx, actor, [id]);
      const order = await orderDetail(tx, actor, id);
      if (!canSendOrderPdf({ id: actor.userId, role: actor.role }, order)) throw forbidden(OrderPdfTexts.noSendRight);
      const phone = order.contactPhone.trim();
      if (!phone) throw badRequest(`id: ${OrderPdfTexts.noPhone}`);
      const [enterprise] = await tx.select({ name: enterprises.name }).from(enterprises).where(eq(enterprises.id, actor.enterpriseId));
      const token = signPdfLink(this.secret, { enterpriseId: actor.enterpriseId, orderId: id, userId: actor.userId }, new Date());
      const link = `${origin}/api${fillPath(OrderPaths.pdfShared, { token })}`;
      await queueTexts({ jobs: this.jobs }, tx, actor.enterpriseId, OrderPdfTexts.sendTrigger, [
        { phone, content: OrderPdfTexts.message({ enterpriseName: enterprise.name, orderNo: order.orderNo, link }) },
      ]);
      // The order's own timeline says it was sent (发送给客户); the order itself does not change.
      await writeLog(tx, { enterpriseId: actor.enterpriseId, orderId: id, op: OrderOp.sendToCustomer, userId: actor.userId, remark: `工单PDF发送给 ${maskPhone(phone)}` });
      return { phone: maskPhone(phone) };
    });
  }

  /** The PDF behind a sent link, made afresh (the order as it is now), with its file name. */
  async shared(token: string) {
    const claims = checkPdfLink(this.secret, token, new Date());
    if (!claims) throw notFound(OrderPdfTexts.linkInvalid);
    // The sheet prints no buttons, so the reader's role only has to be one that reads orders.
    const actor: OrderActor = { enterpriseId: claims.enterpriseId, userId: claims.userId, role: Role.employee };
    const { orderNo, sheets } = await this.db.tenantRead(claims.enterpriseId, async (db) => {
      const detail = await unlessMissing(orderDetail(db, actor, claims.orderId));
      if (!detail) throw notFound(OrderPdfTexts.linkInvalid);
      return { orderNo: detail.orderNo, sheets: await readSheets(db, actor, [detail], new Date()) };
    });
    return { fileName: `工单${orderNo}.pdf`, pdf: await sheetsPdf(sheets, OrderPdfTexts.exportName) };
  }
}
