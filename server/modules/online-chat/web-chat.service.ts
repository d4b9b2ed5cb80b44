import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CHAT_LIMITS, ChatChannel, MessageType, SessionState, WebScene, type MessageTypeValue, type SessionStateValue } from '@domain/online-chat/online-chat.constants';
import { NOT_UPLOADED, OnlineChatErrors } from '@domain/online-chat/errors';
import { OnlineChatPaths as P } from '@domain/online-chat/online-chat.paths';
import type { ChatMessageRow, VisitorConversation } from '@domain/online-chat/online-chat.schemas';
import type { Database, Tx } from '../../db/database';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import type { FileStore } from '../../lib/storage/file-store';
import { findCustomerProducts } from '../products/products.public';
import { openUploadedFile, storeUpload, uploadedFiles, uploadIdOfUrl } from '../uploads/uploads.public';
import { messageRow } from './online-chat-common';
import { findAccount, findSession, firstWebAccount, latestSessionOf, messagesAfter, rateSession, type AccountRecord } from './online-chat.queries';
import type { ChannelSender, OnlineChatSessions } from './sessions.service';

/**
 * What a web chat link carries: the enterprise, the account, the visitor's id and name, the channel's
 * scene, (portal) the customer record, and (QR code) the customer product with its name. Anyone holding
 * the link can read it (only the signature is secret): nothing the QR code page does not show already.
 */
interface Visitor {
  e: number;
  a: number;
  v: string;
  n: string;
  s: string;
  c?: number;
  p?: number;
  pn?: string;
}

/** The customer product a chat from its QR code page asks about. */
export interface ChatProduct {
  customerProductId: number;
  name: string;
  serialNumber: string;
}

/** The customer a customer product belongs to (none: undefined). */
async function customerOfProduct(tx: Tx, enterpriseId: number, customerProductId: number): Promise<number | undefined> {
  const [product] = await findCustomerProducts(tx, enterpriseId, '', [customerProductId]);
  return product && product.customerName !== null && product.customerId !== null ? product.customerId : undefined;
}

const b64 = (text: string) => Buffer.from(text).toString('base64url');
const mac = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('base64url');

export const newWebSecret = () => randomBytes(24).toString('hex');

/** What a link's body says (not yet checked against its signature), or null when it is not a link's. */
function visitorOf(token: string): Visitor | null {
  try {
    const visitor = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString('utf8')) as Visitor;
    return Number.isSafeInteger(visitor?.e) && Number.isSafeInteger(visitor.a) && visitor.e > 0 && visitor.a > 0 && typeof visitor.v === 'string' ? visitor : null;
  } catch {
    return null;
  }
}

/** Whether the link was signed with this account's secret. */
function signedBy(account: AccountRecord, token: string): boolean {
  const [body, signature] = token.split('.');
  if (!signature) return false;
  const expected = Buffer.from(mac(account.webSecret, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * An uploaded file in a visitor's answer is addressed through the visitor's own read path: the
 * uploads' address needs a staff session, which the visitor has not.
 */
function forVisitor(token: string, m: ChatMessageRow): ChatMessageRow {
  if (typeof m.content.url !== 'string' || uploadIdOfUrl(m.content.url) === null) return m;
  return { ...m, content: { ...m.content, url: `/api${P.visitorFile}?token=${encodeURIComponent(token)}&sessionId=${m.sessionId}&seq=${m.seq}` } };
}

/**
 * The web chat's customer side (standalone and DingTalk installs; the customer portal takes it over):
 * a link whose token is signed with the account's own secret names the visitor; the visitor sends
 * text, images and files, and reads the conversation by seq when its event stream says staff wrote.
 */
export class WebChatService {
  constructor(
    private readonly db: Database,
    private readonly sessions: OnlineChatSessions,
    private readonly storage: FileStore,
  ) {}

  /** The web channel's sender: what staff send is delivered by the visitor's reads, so it only checks that an image, file, voice or video is one of the enterprise's uploads. */
  readonly deliver: ChannelSender = async (tx: Tx, session, _account, input) => {
    if (input.type === MessageType.text || input.type === MessageType.menu) return;
    const id = uploadIdOfUrl(input.url);
    if (id === null) throw badRequest(NOT_UPLOADED[input.type]);
    if ((await uploadedFiles(tx, session.enterpriseId, [id])).length === 0) throw notFound(OnlineChatErrors.uploadNotFound);
  };

  static token(account: AccountRecord, visitor: { id: string; name: string; scene: string; customerId?: number; product?: { id: number; name: string } }): string {
    const { product } = visitor;
    const body = b64(JSON.stringify({ e: account.enterpriseId, a: account.id, v: visitor.id, n: visitor.name, s: visitor.scene, c: visitor.customerId, p: product?.id, pn: product?.name } satisfies Visitor));
    return `${body}.${mac(account.webSecret, body)}`;
  }

  /**
   * The portal customer's link: the enterprise's first portal chat entry, the portal account as the
   * visitor (the same conversation on every visit) and its customer record on the session.
   */
  async portalToken(caller: { enterpriseId: number; accountId: number; customerId: number; name: string }): Promise<{ token: string }> {
    const account = await this.db.tenantRead(caller.enterpriseId, (tx) => firstWebAccount(tx, caller.enterpriseId));
    if (!account) throw notFound('在线客服未开通');
    return { token: WebChatService.token(account, { id: `portal-${caller.accountId}`, name: caller.name, scene: WebScene.portal, customerId: caller.customerId }) };
  }

  /**
   * The link's visitor and account: 401 for a link that is not one (unreadable, forged); 404 saying it is
   * voided for a link whose web entry is gone (a link kept from before cannot chat into nothing).
   */
  private async visitor(token: string): Promise<{ visitor: Visitor; account: AccountRecord }> {
    const visitor = visitorOf(token);
    if (!visitor) throw new AppError(401, OnlineChatErrors.badToken);
    const account = await this.db.tenantRead(visitor.e, (tx) => findAccount(tx, visitor.e, visitor.a));
    if (!account || account.channel !== ChatChannel.web) throw notFound(OnlineChatErrors.linkVoided);
    if (!signedBy(account, token)) throw new AppError(401, OnlineChatErrors.badToken);
    return { visitor, account };
  }

  async send(token: string, clientMsgId: string, text: string): Promise<ChatMessageRow | null> {
    const { visitor, account } = await this.visitor(token);
    return this.receive(visitor, account, clientMsgId, MessageType.text, { text });
  }

  /**
   * The visitor sends an image or a file: the token is checked before the body is read, then the file
   * is stored through the uploads (their size and type checks, the enterprise's, user 0 as for WeCom
   * customers' media) once per client id, and becomes the visitor's message; a resend stores nothing.
   */
  async sendFile(token: string, clientMsgId: string, kind: 'image' | 'file', read: () => Promise<{ name: string; bytes: Buffer }>): Promise<ChatMessageRow | null> {
    const { visitor, account } = await this.visitor(token);
    const file = await read();
    const stored = await storeUpload(this.db, this.storage, { enterpriseId: visitor.e, userId: 0 }, { kind, ...file }, `web:${account.id}:${visitor.v}:${clientMsgId}`);
    const row = await this.receive(visitor, account, clientMsgId, kind === 'image' ? MessageType.image : MessageType.file, { url: stored.url, name: stored.name, size: stored.size });
    return row && forVisitor(token, row);
  }

  private async receive(visitor: Visitor, account: AccountRecord, clientMsgId: string, type: MessageTypeValue, content: Record<string, unknown>): Promise<ChatMessageRow | null> {
    const product = Number.isSafeInteger(visitor.p) ? { id: visitor.p!, name: String(visitor.pn ?? '') } : undefined;
    const done = await this.db.tenant(visitor.e, async (tx) =>
      this.sessions.receive(tx, visitor.e, {
        account,
        customerKey: `web:${visitor.v}`,
        customerName: visitor.n,
        // The portal's customer, or the product's (a chat from its QR code page is linked as the page's service request is).
        customerId: Number.isSafeInteger(visitor.c) ? visitor.c : product && (await customerOfProduct(tx, visitor.e, product.id)),
        scene: visitor.s,
        product,
        type,
        content,
        clientMsgid: clientMsgId,
      }),
    );
    return done?.message ?? null;
  }

  /** Who a visitor's event stream is for (a bad token is refused before the stream opens). */
  async streamOf(token: string): Promise<{ enterpriseId: number; accountId: number; customerKey: string }> {
    const { visitor, account } = await this.visitor(token);
    return { enterpriseId: visitor.e, accountId: account.id, customerKey: `web:${visitor.v}` };
  }

  /** The visitor's open session (else their last ended one, to be rated) and its messages after `afterSeq`. */
  async messages(token: string, afterSeq: number): Promise<VisitorConversation> {
    const { visitor, account } = await this.visitor(token);
    return this.db.tenantRead(visitor.e, async (tx) => {
      const session = await latestSessionOf(tx, visitor.e, account.id, `web:${visitor.v}`);
      const productName = String(visitor.pn ?? '');
      if (!session) return { productName, sessionId: null, state: null, rating: null, messages: [] };
      const rows = await messagesAfter(tx, visitor.e, session.id, afterSeq, CHAT_LIMITS.syncBatch);
      return { productName, sessionId: session.id, state: session.state as SessionStateValue, rating: session.rating, messages: rows.map((m) => forVisitor(token, messageRow(m, null))) };
    });
  }

  /** An uploaded image or file of a message in the visitor's own session (404 for anyone else's, or a message without one). */
  async file(token: string, sessionId: number, seq: number) {
    const { visitor, account } = await this.visitor(token);
    const file = await this.db.tenantRead(visitor.e, async (tx) => {
      const session = await findSession(tx, visitor.e, sessionId);
      if (!session || session.accountId !== account.id || session.customerKey !== `web:${visitor.v}`) throw notFound(OnlineChatErrors.sessionNotFound);
      const [m] = await messagesAfter(tx, visitor.e, session.id, seq - 1, 1);
      const id = m?.seq === seq && typeof m.content.url === 'string' ? uploadIdOfUrl(m.content.url) : null;
      if (id === null) throw notFound(OnlineChatErrors.noFile);
      return openUploadedFile(tx, this.storage, visitor.e, id);
    });
    if (!file) throw notFound(OnlineChatErrors.uploadNotFound);
    return file;
  }

  /** The visitor rates their ended session, once (404 for a session that is not theirs, 409 when open or rated). */
  async rate(token: string, input: { sessionId: number; rating: number; comment: string }): Promise<void> {
    const { visitor, account } = await this.visitor(token);
    await this.db.tenant(visitor.e, async (tx) => {
      const customerKey = `web:${visitor.v}`;
      const session = await findSession(tx, visitor.e, input.sessionId, true);
      if (!session || session.accountId !== account.id || session.customerKey !== customerKey) throw notFound(OnlineChatErrors.sessionNotFound);
      if (!(await rateSession(tx, { enterpriseId: visitor.e, id: session.id, accountId: account.id, customerKey }, input.rating, input.comment)))
        throw conflict(session.state === SessionState.closed ? '该会话已评价' : '会话结束后才能评价');
    });
  }
}

/**
 * A chat from a product's QR code page (products' public view asks, through server/app.ts): a new visitor
 * on the enterprise's first web entry with the product (name and serial number) named on the session, or
 * the page's kept link while it still holds; null when the enterprise has no web entry. The product's customer is not in the link (the page shows
 * no customer): the session is linked to them when it opens (`receive`).
 */
export const productChatToken =
  (db: Database) =>
  async (enterpriseId: number, product: ChatProduct, kept?: string): Promise<string | null> => {
    const account = await db.tenantRead(enterpriseId, (tx) => firstWebAccount(tx, enterpriseId));
    if (!account) return null;
    // The page's kept link continues its conversation while it is still this entry's, signed, and about this product.
    const keeps = kept && visitorOf(kept);
    if (keeps && keeps.e === enterpriseId && keeps.a === account.id && keeps.p === product.customerProductId && keeps.v.startsWith('qr-') && signedBy(account, kept)) return kept;
    const name = (product.serialNumber ? `${product.name}（${product.serialNumber}）` : product.name).slice(0, 100);
    const id = randomBytes(8).toString('hex');
    return WebChatService.token(account, { id: `qr-${id}`, name: `扫码访客-${id.slice(-4)}`, scene: WebScene.productQr, product: { id: product.customerProductId, name } });
  };

export const accountNotFound = () => notFound(OnlineChatErrors.accountNotFound);
