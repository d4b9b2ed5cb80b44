import { createHmac, timingSafeEqual } from 'node:crypto';
import { ORDER_PDF_LINK_DAYS } from '@domain/orders/order-pdf';

/** What a sent link lets its holder read: one order of one enterprise, as the sender saw it, until it expires. */
export interface PdfLinkClaims {
  enterpriseId: number;
  orderId: number;
  /** The sender: the order is read as this user. */
  userId: number;
  /** Seconds since 1970. */
  expire: number;
}

const mac = (secret: string, c: PdfLinkClaims) =>
  createHmac('sha256', secret).update(`order-pdf:${c.enterpriseId}:${c.orderId}:${c.userId}:${c.expire}`).digest('base64url');

export function signPdfLink(secret: string, claims: Omit<PdfLinkClaims, 'expire'>, now: Date): string {
  const full = { ...claims, expire: Math.floor(now.getTime() / 1000) + ORDER_PDF_LINK_DAYS * 86_400 };
  return `${full.enterpriseId}.${full.orderId}.${full.userId}.${full.expire}.${mac(secret, full)}`;
}

/** The claims of a genuine, unexpired token; null for anything else (a prober learns nothing more). */
export function checkPdfLink(secret: string, token: string, now: Date): PdfLinkClaims | null {
  const parts = token.split('.');
  if (parts.length !== 5) return null;
  const [enterpriseId, orderId, userId, expire] = parts.slice(0, 4).map(Number);
  if (![enterpriseId, orderId, userId, expire].every((n) => Number.isSafeInteger(n) && n > 0)) return null;
  const claims = { enterpriseId, orderId, userId, expire };
  const expected = Buffer.from(mac(secret, claims));
  const given = Buffer.from(parts[4]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return expire * 1000 < now.getTime() ? null : claims;
}
