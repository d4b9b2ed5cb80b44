import { createHash, randomBytes } from 'node:crypto';

export interface SignInput {
  ticket: string;
  nonceStr: string;
  timestamp: string;
  url: string;
}

/** The string both hosts hash, keys in this fixed order, raw values (containers.md §2.1, §4). */
export const signaturePlain = ({ ticket, nonceStr, timestamp, url }: SignInput) =>
  `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`;

/** WeCom: SHA-1, lowercase hex; the timestamp in seconds. */
export const wecomSignature = (input: SignInput) => createHash('sha1').update(signaturePlain(input)).digest('hex');

/**
 * DingTalk: SHA-256 (the current official samples), over the URL with its query decoded, since iOS
 * reports an encoded URL and Android a raw one.
 */
export function dingtalkSignature(input: SignInput): string {
  const [base, query] = input.url.split('?');
  const url = query === undefined ? base : `${base}?${safeDecode(query)}`;
  return createHash('sha256').update(signaturePlain({ ...input, url })).digest('hex');
}

function safeDecode(text: string) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export const nonce = () => randomBytes(12).toString('base64url').replace(/[-_]/g, 'x');

/** The page URL a host signs: no fragment (containers.md §5.1). */
export const withoutFragment = (url: string) => url.split('#')[0];
