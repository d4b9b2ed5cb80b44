import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** Sealed values start with this; a value without it is one written in the clear before sealing (swept at start). */
const PREFIX = 'v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Outside production, without CALL_CENTER_SECRET_KEY: a fixed key, so dev and tests need no set-up. */
const DEV_SECRET = 'dev-only call-centre secret (set CALL_CENTER_SECRET_KEY in production)';

export const isSealed = (stored: string) => stored.startsWith(PREFIX);

/**
 * Seals the seats' SIP passwords at rest (AES-256-GCM, a fresh IV each time). The row's enterprise and
 * user are the associated data, so a sealed value copied onto another seat does not open.
 */
export class SipSecretBox {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHash('sha256').update(secret, 'utf8').digest();
  }

  seal(plain: string, enterpriseId: number, userId: number): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(`${enterpriseId}:${userId}`));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }

  /** The password; throws when the value was sealed with another key or for another seat. */
  open(stored: string, enterpriseId: number, userId: number): string {
    if (!isSealed(stored)) return stored;
    const raw = Buffer.from(stored.slice(PREFIX.length), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(`${enterpriseId}:${userId}`));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }
}

/**
 * The key the SIP passwords are sealed with (CALL_CENTER_SECRET_KEY, at least 32 characters; a wrong one
 * stops the start naming it). Outside production it defaults to a fixed dev key; in production without
 * it there is none, and a SIP account cannot be saved (the seat set-up says so).
 */
export function loadSipSecret(env: NodeJS.ProcessEnv = process.env): string | null {
  const secret = env.CALL_CENTER_SECRET_KEY;
  if (secret !== undefined && secret !== '') {
    if (secret.trim().length < 32) throw new Error('呼叫中心配置错误: 环境变量 CALL_CENTER_SECRET_KEY 至少32位');
    return secret.trim();
  }
  return env.NODE_ENV === 'production' ? null : DEV_SECRET;
}

export const DEV_SIP_SECRET = DEV_SECRET;
