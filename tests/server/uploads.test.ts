import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@server/db/seed/demo-data';
import { signTicket } from '@server/modules/uploads/upload-ticket';
import { tooLarge, UploadTexts } from '@domain/uploads/uploads.constants';
import { useTestApp, type TestApp } from '@tests/support/test-app';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR then the picture')]);
const PDF = Buffer.from('%PDF-1.4 a small document');
const MB = 1024 * 1024;

type Part = { name: string; value: string } | { name: string; filename: string; type: string; bytes: Buffer };

/** A multipart/form-data body as a browser's FormData sends it. */
function formData(parts: Part[]) {
  const boundary = `----fsm${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((p) => {
    const head =
      'bytes' in p
        ? `Content-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`
        : `Content-Disposition: form-data; name="${p.name}"\r\n\r\n`;
    return [Buffer.from(`--${boundary}\r\n${head}`), 'bytes' in p ? p.bytes : Buffer.from(p.value), Buffer.from('\r\n')];
  });
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A signed-in browser session, able to send files as FormData and read raw answers. */
class Browser {
  private constructor(
    readonly app: TestApp['app'],
    private readonly cookie: string,
    readonly ctoken: string,
  ) {}

  static async signIn(app: TestApp['app'], mobile: string) {
    const res = await app.inject({ method: 'POST', url: '/api/stand/pwdLogin', payload: { mobile, password: DEMO_PASSWORD } });
    const sid = res.cookies.find((c) => c.name === 'fsm_sid')!.value;
    return new Browser(app, `fsm_sid=${sid}`, res.json().data.csrfToken);
  }

  async json(method: 'GET' | 'POST', url: string, body?: Record<string, unknown>, headers: Record<string, string> = {}) {
    const res = await this.app.inject({ method, url: `/api${url}`, headers: { cookie: this.cookie, ...headers }, ...(body ? { payload: { ...body, ctoken: this.ctoken } } : {}) });
    return { statusCode: res.statusCode, json: res.json() as { success: boolean; message?: string; data?: any } };
  }

  policy = async (kind = 'image') => (await this.json('GET', `/upload/getOssPolicy?kind=${kind}`)).json.data as { ticket: string; [k: string]: unknown };

  /** Uploads one file the way the client does: a fresh policy, then the form with the file and the csrf token. */
  async upload(file: { filename: string; bytes: Buffer; type?: string }, options: { kind?: string; ticket?: string; ctoken?: string | null; key?: string } = {}) {
    const kind = options.kind ?? 'image';
    const ticket = options.ticket ?? (await this.policy(kind)).ticket;
    const parts: Part[] = [{ name: 'file', type: file.type ?? 'application/octet-stream', ...file }];
    if (options.ctoken !== null) parts.push({ name: 'ctoken', value: options.ctoken ?? this.ctoken });
    const { payload, contentType } = formData(parts);
    const res = await this.app.inject({
      method: 'POST',
      url: `/api/upload/file?kind=${kind}&ticket=${encodeURIComponent(ticket)}`,
      headers: { cookie: this.cookie, 'content-type': contentType, ...(options.key ? { 'idempotency-key': options.key } : {}) },
      payload,
    });
    return { statusCode: res.statusCode, json: res.json() as { success: boolean; message?: string; data?: any } };
  }

  fetch(url: string) {
    return this.app.inject({ method: 'GET', url, headers: { cookie: this.cookie } });
  }
}

const t = useTestApp();
let admin: Browser;
beforeAll(async () => {
  admin = await Browser.signIn(t.app, '13800000001');
});

describe('GET /upload/getOssPolicy', () => {
  it('gives the upload address, the limits of the kind and a ticket valid for a while', async () => {
    const now = Date.now() / 1000;
    const image = await admin.policy('image');
    expect(image).toMatchObject({ uploadUrl: '/api/upload/file', kind: 'image', maxSize: 10 * MB, accept: 'image/png,image/jpeg,image/gif,image/webp' });
    expect(image.expire).toBeGreaterThan(now + 60);
    const file = await admin.policy('file');
    expect(file).toMatchObject({ kind: 'file', maxSize: 20 * MB });
    expect(file.accept).toContain('.pdf');
    expect(file.ticket).not.toBe(image.ticket);
  });

  it('refuses an unknown kind and a signed-out caller', async () => {
    const bad = await admin.json('GET', '/upload/getOssPolicy?kind=video');
    expect(bad.statusCode).toBe(400);
    expect(bad.json.message).toContain('kind');
    expect((await t.app.inject({ method: 'GET', url: '/api/upload/getOssPolicy' })).statusCode).toBe(401);
  });
});

describe('POST /upload/file', () => {
  it('stores an image that reads back byte for byte, shown in place', async () => {
    const res = await admin.upload({ filename: '现场照片.png', bytes: PNG, type: 'image/png' });
    expect(res.statusCode).toBe(200);
    const file = res.json.data;
    expect(file).toEqual({ id: expect.any(Number), url: `/api/upload/file/${file.id}`, name: '现场照片.png', size: PNG.length, mime: 'image/png' });

    const back = await admin.fetch(file.url);
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('image/png');
    expect(back.headers['content-disposition']).toMatch(/^inline; /);
    expect(back.headers['x-content-type-options']).toBe('nosniff');
    expect(back.rawPayload.equals(PNG)).toBe(true);
  });

  it('keeps the file under the data folder by enterprise and month', async () => {
    const { json } = await admin.upload({ filename: 'a.png', bytes: PNG });
    const month = new Date().toISOString().slice(0, 7);
    const stored = (await readdir(path.join(t.dataDir, 'uploads'), { recursive: true })).filter((f) => f.includes(month) && f.endsWith('.png'));
    expect(stored.length).toBeGreaterThan(0);
    const contents = await Promise.all(stored.map((f) => readFile(path.join(t.dataDir, 'uploads', f))));
    expect(contents.some((c) => c.equals(PNG))).toBe(true);
    // The stored name is random hex, never the uploaded name (a hex name may well end in 'a', so compare whole names).
    expect(stored.every((f) => path.basename(f) !== 'a.png')).toBe(true);
    expect(json.data.name).toBe('a.png');
  });

  it('stores an attachment by its extension and serves it as a download', async () => {
    const res = await admin.upload({ filename: '报价单.pdf', bytes: PDF }, { kind: 'file' });
    expect(res.json.data).toMatchObject({ name: '报价单.pdf', mime: 'application/pdf', size: PDF.length });
    const back = await admin.fetch(res.json.data.url);
    expect(back.headers['content-disposition']).toMatch(/^attachment; .*filename\*=UTF-8''%E6%8A%A5%E4%BB%B7%E5%8D%95\.pdf/);
    expect(back.rawPayload.equals(PDF)).toBe(true);
  });

  it('judges an image by its bytes, not its name', async () => {
    const text = Buffer.from('<svg onload="alert(1)"></svg>');
    const renamed = await admin.upload({ filename: 'photo.png', bytes: text, type: 'image/png' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json.message).toBe(UploadTexts.badImage);
    const disguised = await admin.upload({ filename: 'photo.jpg', bytes: text }, { kind: 'file' });
    expect(disguised.json.message).toBe(UploadTexts.badImage);
    const gif = await admin.upload({ filename: 'no-extension', bytes: Buffer.from('GIF89a......') });
    expect(gif.json.data).toMatchObject({ name: 'no-extension', mime: 'image/gif' });
  });

  it('refuses attachments of a type not on the list, and an empty form', async () => {
    const exe = await admin.upload({ filename: 'setup.exe', bytes: Buffer.from('MZ') }, { kind: 'file' });
    expect(exe.statusCode).toBe(400);
    expect(exe.json.message).toBe(UploadTexts.badFile);
    expect((await admin.upload({ filename: 'x.html', bytes: Buffer.from('<html>') }, { kind: 'file' })).json.message).toBe(UploadTexts.badFile);
    expect((await admin.upload({ filename: 'empty.png', bytes: Buffer.alloc(0) })).json.message).toBe(UploadTexts.noFile);
  });

  it('refuses an image over 10 MB and a file over 20 MB', async () => {
    const bigImage = Buffer.concat([PNG, Buffer.alloc(10 * MB + 1 - PNG.length)]);
    const image = await admin.upload({ filename: 'big.png', bytes: bigImage });
    expect(image.statusCode).toBe(400);
    expect(image.json.message).toBe(tooLarge('image'));
    expect(image.json.message).toBe('图片大小不能超过10MB');
    const bigFile = await admin.upload({ filename: 'big.pdf', bytes: Buffer.alloc(20 * MB + 1) }, { kind: 'file' });
    expect(bigFile.statusCode).toBe(400);
    expect(bigFile.json.message).toBe('文件大小不能超过20MB');
    // Announced as too long: refused before the body is read.
    const huge = await admin.upload({ filename: 'huge.png', bytes: Buffer.alloc(12 * MB) });
    expect(huge.json.message).toBe('图片大小不能超过10MB');
  });

  it('refuses a forged ticket, another user\u2019s ticket and an expired one', async () => {
    const { ticket } = await admin.policy();
    const forged = `${ticket.slice(0, -2)}${ticket.endsWith('AA') ? 'BB' : 'AA'}`;
    const res = await admin.upload({ filename: 'a.png', bytes: PNG }, { ticket: forged });
    expect(res.statusCode).toBe(403);
    expect(res.json.message).toBe(UploadTexts.ticketInvalid);

    const dispatcher = await Browser.signIn(t.app, '13800000002');
    expect((await dispatcher.upload({ filename: 'a.png', bytes: PNG }, { ticket })).json.message).toBe(UploadTexts.ticketInvalid);

    const secret = (await readFile(path.join(t.dataDir, 'secret'), 'utf8')).trim();
    const me = (await admin.json('GET', '/v2/sessionUser/info')).json.data;
    const expire = Math.floor(Date.now() / 1000) - 1;
    const expired = signTicket(secret, { enterpriseId: me.enterpriseId, userId: me.id, expire, nonce: 'n' });
    const late = await admin.upload({ filename: 'a.png', bytes: PNG }, { ticket: expired });
    expect(late.statusCode).toBe(403);
    expect(late.json.message).toBe(UploadTexts.ticketExpired);
    expect((await admin.upload({ filename: 'a.png', bytes: PNG }, { ticket: '' })).statusCode).toBe(400);
  });

  it('needs the csrf token in the form', async () => {
    const res = await admin.upload({ filename: 'a.png', bytes: PNG }, { ctoken: null });
    expect(res.statusCode).toBe(403);
    expect(res.json.message).toBe('操作失败，无效的CsrfToken');
  });
});

describe('POST /upload/save/str', () => {
  it('saves a drawn signature sent as a data URL', async () => {
    const data = `data:image/png;base64,${PNG.toString('base64')}`;
    const res = await admin.json('POST', '/upload/save/str', { data, name: '签名.png' });
    expect(res.json.data).toMatchObject({ name: '签名.png', mime: 'image/png', size: PNG.length });
    expect((await admin.fetch(res.json.data.url)).rawPayload.equals(PNG)).toBe(true);
    const unnamed = await admin.json('POST', '/upload/save/str', { data });
    expect(unnamed.json.data.name).toBe('signature.png');
  });

  it('refuses what is not a base64 image', async () => {
    const text = await admin.json('POST', '/upload/save/str', { data: 'hello' });
    expect(text.statusCode).toBe(400);
    expect(text.json.message).toContain(UploadTexts.badDataUrl);
    const lying = await admin.json('POST', '/upload/save/str', { data: `data:image/png;base64,${Buffer.from('not a png').toString('base64')}` });
    expect(lying.json.message).toBe(UploadTexts.badImage);
  });
});

describe('Idempotency-Key on uploads', () => {
  /** The files stored under the data folder whose bytes are exactly `bytes`. */
  const storedCopies = async (bytes: Buffer) => {
    const files = (await readdir(path.join(t.dataDir, 'uploads'), { recursive: true, withFileTypes: true })).filter((f) => f.isFile());
    const contents = await Promise.all(files.map((f) => readFile(path.join(f.parentPath, f.name))));
    return contents.filter((c) => c.equals(bytes)).length;
  };
  const photo = (tag: string) => Buffer.concat([PNG, Buffer.from(` ${tag} ${Math.random()}`)]);

  it('should answer a repeated key with the same upload and keep one stored file', async () => {
    const bytes = photo('retried');
    const first = await admin.upload({ filename: 'p1.png', bytes }, { key: 'photo-key-1' });
    const again = await admin.upload({ filename: 'p1.png', bytes }, { key: 'photo-key-1' });
    expect(first.statusCode).toBe(200);
    expect(again.json.data).toEqual(first.json.data);
    expect(await storedCopies(bytes)).toBe(1);
  });

  it('should store two racing posts with one key once', async () => {
    const bytes = photo('racing');
    const [a, b] = await Promise.all([admin.upload({ filename: 'r.png', bytes }, { key: 'race-key' }), admin.upload({ filename: 'r.png', bytes }, { key: 'race-key' })]);
    expect(a.json.data.id).toBe(b.json.data.id);
    expect(await storedCopies(bytes)).toBe(1);
  });

  it('should keep another user\u2019s same key a separate upload, and uploads without a key each their own', async () => {
    const bytes = photo('two users');
    const mine = await admin.upload({ filename: 'x.png', bytes }, { key: 'shared-key' });
    const colleague = await Browser.signIn(t.app, '13800000003');
    const theirs = await colleague.upload({ filename: 'x.png', bytes }, { key: 'shared-key' });
    expect(theirs.json.data.id).not.toBe(mine.json.data.id);
    expect((await colleague.fetch(theirs.json.data.url)).rawPayload.equals(bytes)).toBe(true);
    const plain = [await admin.upload({ filename: 'x.png', bytes }), await admin.upload({ filename: 'x.png', bytes })];
    expect(new Set([mine, theirs, ...plain].map((r) => r.json.data.id)).size).toBe(4);
    expect(await storedCopies(bytes)).toBe(4);
  });

  it('should answer a signature sent again with its key with the same upload', async () => {
    const bytes = photo('signature');
    const data = `data:image/png;base64,${bytes.toString('base64')}`;
    const first = await admin.json('POST', '/upload/save/str', { data }, { 'idempotency-key': 'sig-key-1' });
    const again = await admin.json('POST', '/upload/save/str', { data }, { 'idempotency-key': 'sig-key-1' });
    expect(again.json.data).toEqual(first.json.data);
    expect(await storedCopies(bytes)).toBe(1);
  });

  it('should refuse a key that is no header token with 400 naming it, storing nothing', async () => {
    const bytes = photo('bad key');
    const res = await admin.upload({ filename: 'b.png', bytes }, { key: 'x'.repeat(101) });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toContain('Idempotency-Key');
    expect(await storedCopies(bytes)).toBe(0);
  });
});

describe('GET /upload/file/:id', () => {
  it('serves a file only to users of its enterprise', async () => {
    const { json } = await admin.upload({ filename: 'private.png', bytes: PNG });
    const colleague = await Browser.signIn(t.app, '13800000003');
    expect((await colleague.fetch(json.data.url)).statusCode).toBe(200);
    const outsider = await Browser.signIn(t.app, '13800000021');
    const res = await outsider.fetch(json.data.url);
    expect(res.statusCode).toBe(404);
    expect(res.rawPayload.equals(PNG)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: json.data.url })).statusCode).toBe(401);
    expect((await admin.fetch('/api/upload/file/99999999')).statusCode).toBe(404);
    expect((await admin.fetch('/api/upload/file/abc')).statusCode).toBe(400);
  });
});
