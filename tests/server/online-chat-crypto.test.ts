import { describe, expect, it } from 'vitest';
import { callbackSignature, decryptMessage, encryptMessage, verifySignature, WecomCryptoError, xmlField } from '@server/modules/online-chat/wecom-kf-crypto';

// The official WXBizMsgCrypt sample (WeCom's callback docs): the URL check's signature and echostr.
const VECTOR = {
  token: 'QDG6eK',
  receiveId: 'wx5823bf96d3bd56c7',
  encodingAesKey: 'jWmYm7qr5nMoAUwZRjGtBxmz3KA1tkAj3ykkR6q2B2C',
  msgSignature: '5c45ff5e21c57e6ad56bac8758b79b1d9ac89fd3',
  timestamp: '1409659589',
  nonce: '263014780',
  echostr: 'P9nAzCzyDtyTWESHep1vC5X9xho/qYX3Zpb4yKa9SKld1DsH3Iyt3tP3zNdtp+4RPcs8TgAE7OaBO+FZXvnaqQ==',
  plain: '1616140317555161061',
};

describe('WXBizMsgCrypt', () => {
  it('signs and decrypts the official test vector', () => {
    expect(callbackSignature(VECTOR.token, VECTOR.timestamp, VECTOR.nonce, VECTOR.echostr)).toBe(VECTOR.msgSignature);
    expect(verifySignature(VECTOR.token, VECTOR.timestamp, VECTOR.nonce, VECTOR.echostr, VECTOR.msgSignature)).toBe(true);
    expect(decryptMessage(VECTOR.encodingAesKey, VECTOR.echostr, VECTOR.receiveId)).toBe(VECTOR.plain);
  });

  it('encrypts to the vector given its random prefix, and round-trips Chinese XML padded to 32 bytes', () => {
    const random = Buffer.from(VECTOR.echostr, 'base64'); // not the real prefix: the round trip is what counts
    const xml = '<xml><Content><![CDATA[你好，空调漏水]]></Content></xml>';
    const enc = encryptMessage(VECTOR.encodingAesKey, xml, VECTOR.receiveId, random.subarray(0, 16));
    expect(Buffer.from(enc, 'base64').length % 32).toBe(0);
    expect(decryptMessage(VECTOR.encodingAesKey, enc, VECTOR.receiveId)).toBe(xml);
    expect(xmlField(xml, 'Content')).toBe('你好，空调漏水');
    expect(xmlField('<xml><CreateTime>1409659813</CreateTime></xml>', 'CreateTime')).toBe('1409659813');
  });

  it.each([
    ['a wrong signature', () => verifySignature(VECTOR.token, VECTOR.timestamp, VECTOR.nonce, VECTOR.echostr, 'f'.repeat(40)), false],
    ['a signature of another length', () => verifySignature(VECTOR.token, VECTOR.timestamp, VECTOR.nonce, VECTOR.echostr, 'abc'), false],
    ['another token', () => verifySignature('other', VECTOR.timestamp, VECTOR.nonce, VECTOR.echostr, VECTOR.msgSignature), false],
  ])('refuses %s', (_name, run, expected) => {
    expect(run()).toBe(expected);
  });

  it.each([
    ['another receiver', () => decryptMessage(VECTOR.encodingAesKey, VECTOR.echostr, 'wwother')],
    ['another key', () => decryptMessage('A'.repeat(43), VECTOR.echostr, VECTOR.receiveId)],
    ['a cut ciphertext', () => decryptMessage(VECTOR.encodingAesKey, VECTOR.echostr.slice(0, 20), VECTOR.receiveId)],
    ['a key of the wrong length', () => decryptMessage('short', VECTOR.echostr, VECTOR.receiveId)],
  ])('throws on %s', (_name, run) => {
    expect(run).toThrow(WecomCryptoError);
  });
});
