import { createCipheriv, createDecipheriv, createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * WeCom's callback encryption (WXBizMsgCrypt, as documented for 企业微信 callbacks and 微信客服):
 * the signature is SHA1 over the sorted token, timestamp, nonce and ciphertext; the ciphertext is
 * AES-256-CBC with the key base64(EncodingAESKey + '='), the key's first 16 bytes as IV, and PKCS#7
 * padding to 32 bytes, over random(16) + length(4, big-endian) + message + receiveId (the corp id).
 */
export class WecomCryptoError extends Error {}

const BLOCK = 32;

export function callbackSignature(token: string, timestamp: string, nonce: string, encrypted: string): string {
  return createHash('sha1').update([token, timestamp, nonce, encrypted].sort().join('')).digest('hex');
}

export function verifySignature(token: string, timestamp: string, nonce: string, encrypted: string, signature: string): boolean {
  const expected = Buffer.from(callbackSignature(token, timestamp, nonce, encrypted));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function keyOf(encodingAesKey: string): Buffer {
  const key = Buffer.from(`${encodingAesKey}=`, 'base64');
  if (encodingAesKey.length !== 43 || key.length !== 32) throw new WecomCryptoError('EncodingAESKey must be 43 characters');
  return key;
}

/** The plain message, checked to be addressed to `receiveId`. */
export function decryptMessage(encodingAesKey: string, encrypted: string, receiveId: string): string {
  const key = keyOf(encodingAesKey);
  let plain: Buffer;
  try {
    const decipher = createDecipheriv('aes-256-cbc', key, key.subarray(0, 16)).setAutoPadding(false);
    plain = Buffer.concat([decipher.update(encrypted, 'base64'), decipher.final()]);
  } catch {
    throw new WecomCryptoError('not a ciphertext of this key');
  }
  const pad = plain.at(-1) ?? 0;
  if (pad < 1 || pad > BLOCK || plain.length < 20 + pad) throw new WecomCryptoError('bad padding');
  const body = plain.subarray(0, plain.length - pad);
  const length = body.readUInt32BE(16);
  if (20 + length > body.length) throw new WecomCryptoError('bad length');
  const message = body.subarray(20, 20 + length).toString('utf8');
  if (body.subarray(20 + length).toString('utf8') !== receiveId) throw new WecomCryptoError('addressed to another receiver');
  return message;
}

export function encryptMessage(encodingAesKey: string, message: string, receiveId: string, random: Buffer = randomBytes(16)): string {
  const key = keyOf(encodingAesKey);
  const text = Buffer.from(message, 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(text.length);
  const body = Buffer.concat([random, length, text, Buffer.from(receiveId, 'utf8')]);
  const pad = BLOCK - (body.length % BLOCK);
  const cipher = createCipheriv('aes-256-cbc', key, key.subarray(0, 16)).setAutoPadding(false);
  return Buffer.concat([cipher.update(Buffer.concat([body, Buffer.alloc(pad, pad)])), cipher.final()]).toString('base64');
}

/** The text of one element of WeCom's flat callback XML (CDATA or plain). */
export function xmlField(xml: string, name: string): string | undefined {
  const m = new RegExp(`<${name}>(?:<!\\[CDATA\\[([\\s\\S]*?)\\]\\]>|([^<]*))</${name}>`).exec(xml);
  return m ? (m[1] ?? m[2]) : undefined;
}
