import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const SECRET_FILE = 'secret';

/**
 * The key that signs upload tickets: UPLOAD_SECRET when set, else one generated into
 * DATA_DIR/secret on first start and kept, so tickets survive a restart. Several nodes agree
 * only when they share that folder or are given the same UPLOAD_SECRET.
 */
export async function loadUploadSecret(dataDir: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  if (env.UPLOAD_SECRET) return env.UPLOAD_SECRET;
  const file = path.join(dataDir, SECRET_FILE);
  const stored = await readFile(file, 'utf8').catch(() => '');
  if (stored.trim()) return stored.trim();
  await mkdir(dataDir, { recursive: true });
  const fresh = randomBytes(32).toString('hex');
  try {
    await writeFile(file, fresh, { flag: 'wx', mode: 0o600 });
    return fresh;
  } catch {
    // Another process wrote it first: use theirs.
    return (await readFile(file, 'utf8')).trim();
  }
}

export interface TicketClaims {
  enterpriseId: number;
  userId: number;
  /** Seconds since 1970. */
  expire: number;
  nonce: string;
}

const mac = (secret: string, c: TicketClaims) =>
  createHmac('sha256', secret).update(`upload:${c.enterpriseId}:${c.userId}:${c.expire}:${c.nonce}`).digest('base64url');

/** `expire.nonce.mac`: the nonce makes each policy's ticket unique. */
export function signTicket(secret: string, claims: TicketClaims): string {
  return `${claims.expire}.${claims.nonce}.${mac(secret, claims)}`;
}

export const newNonce = () => randomBytes(9).toString('base64url');

export type TicketCheck = 'ok' | 'invalid' | 'expired';

/** A ticket is good for the user it was signed for, until it expires; a forged one is invalid even when also expired. */
export function checkTicket(secret: string, ticket: string, who: { enterpriseId: number; userId: number }, nowSeconds: number): TicketCheck {
  const [expireText, nonce, sent, extra] = ticket.split('.');
  const expire = Number(expireText);
  if (extra !== undefined || !nonce || !sent || !Number.isSafeInteger(expire)) return 'invalid';
  const expected = Buffer.from(mac(secret, { ...who, expire, nonce }));
  const given = Buffer.from(sent);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return expire < nowSeconds ? 'expired' : 'ok';
}
