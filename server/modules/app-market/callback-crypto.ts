import { createCipheriv, createDecipheriv, createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The callback crypto both hosts document (WeCom WXBizMsgCrypt; DingTalk's DingTalkEncryptor is the
 * same scheme): the signature is SHA-1 over the sorted token, timestamp, nonce and ciphertext; the
 * message is AES-256-CBC with key = base64(EncodingAESKey + '='), IV = the key's first 16 bytes,
 * PKCS#7 padding to 32 bytes; the plaintext is 16 random bytes, the message length (4 bytes, big
 * endian), the message, and the receiver id (the suite id / suite key the message is meant for).
 */
export class CallbackCrypto {
  private readonly key: Buffer;

  constructor(
    private readonly token: string,
    encodingAesKey: string,
    /** WeCom: the suite id (or corp id); DingTalk: the suite key (or corp id). */
    private readonly receiverId: string,
  ) {
    if (!/^[A-Za-z0-9]{43}$/.test(encodingAesKey)) throw new Error('EncodingAESKey 必须是 43 位字母或数字');
    this.key = Buffer.from(`${encodingAesKey}=`, 'base64');
  }

  signature(timestamp: string, nonce: string, encrypted: string): string {
    return createHash('sha1').update([this.token, timestamp, nonce, encrypted].sort().join('')).digest('hex');
  }

  /** True when the signature is the one over these values (compared in constant time). */
  verify(signature: string, timestamp: string, nonce: string, encrypted: string): boolean {
    const want = Buffer.from(this.signature(timestamp, nonce, encrypted));
    const got = Buffer.from(signature.toLowerCase());
    return got.length === want.length && timingSafeEqual(got, want);
  }

  /** The message and the receiver it names; throws CallbackRefused on any malformed ciphertext. */
  decrypt(encrypted: string): { message: string; receiverId: string } {
    let plain: Buffer;
    try {
      const decipher = createDecipheriv('aes-256-cbc', this.key, this.key.subarray(0, 16));
      decipher.setAutoPadding(false);
      plain = Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64')), decipher.final()]);
    } catch {
      throw new CallbackRefused('密文无法解密');
    }
    const pad = plain[plain.length - 1];
    if (!pad || pad > 32 || plain.length < 20 + pad) throw new CallbackRefused('密文填充无效');
    const body = plain.subarray(16, plain.length - pad);
    const length = body.readUInt32BE(0);
    if (length > body.length - 4) throw new CallbackRefused('密文长度无效');
    return { message: body.subarray(4, 4 + length).toString('utf8'), receiverId: body.subarray(4 + length).toString('utf8') };
  }

  encrypt(message: string, random: Buffer = randomBytes(16)): string {
    const text = Buffer.from(message, 'utf8');
    const length = Buffer.alloc(4);
    length.writeUInt32BE(text.length);
    const raw = Buffer.concat([random, length, text, Buffer.from(this.receiverId, 'utf8')]);
    const pad = 32 - (raw.length % 32);
    const cipher = createCipheriv('aes-256-cbc', this.key, this.key.subarray(0, 16));
    cipher.setAutoPadding(false);
    return Buffer.concat([cipher.update(Buffer.concat([raw, Buffer.alloc(pad, pad)])), cipher.final()]).toString('base64');
  }

  /**
   * Verifies and decrypts one callback: the signature first (nothing is decrypted for a forged one),
   * then the receiver id (a message for another suite is refused).
   */
  open(input: { signature: string; timestamp: string; nonce: string; encrypted: string }): string {
    if (!this.verify(input.signature, input.timestamp, input.nonce, input.encrypted)) throw new CallbackRefused('签名无效');
    const { message, receiverId } = this.decrypt(input.encrypted);
    if (receiverId !== this.receiverId) throw new CallbackRefused(`接收方不是本应用 (${receiverId.slice(0, 64)})`);
    return message;
  }
}

/** A callback that is not the host's, or not for this app: answered 4xx, logged, nothing changed. */
export class CallbackRefused extends Error {}
