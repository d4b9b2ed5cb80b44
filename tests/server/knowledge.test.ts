import { beforeAll, describe, expect, it } from 'vitest';
import { CategoryKind, Visibility } from '@domain/knowledge/knowledge.constants';
import { KnowledgePaths as P } from '@domain/knowledge/knowledge.paths';
import type { DocumentDetail, FaqDetail, FaqRow, KnowledgeCategory, PortalFaq, PreviewInfo, SearchHit } from '@domain/knowledge/knowledge.schemas';
import { searchArticles } from '@server/modules/knowledge/knowledge.public';
import { DEMO_PORTAL_CODE, DEMO_PORTAL_PHONES } from '@server/modules/portal/portal.public';
import { PortalPaths } from '@domain/portal/portal.paths';
import { addCustomer, enterpriseId } from '@tests/support/order-fixtures';
import { PortalClient } from '@tests/support/portal-client';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [admin, dispatcher, engineer, trialAdmin] = useSignedIn(t, '13800000001', '13800000002', '13800000003', '13800000021');
const signedOut = new Client(() => t.app);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR then the picture')]);

let paid: number;
let aircon: number;
let docCategory: number;
const text = (marked: { text: string; hit: boolean }[]) => marked.map((m) => m.text).join('');
const hits = (marked: { text: string; hit: boolean }[]) => marked.filter((m) => m.hit).map((m) => m.text);

async function category(c: Client, body: Record<string, unknown>) {
  const res = await c.post(P.categorySave, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data as KnowledgeCategory;
}
async function faq(body: Record<string, unknown>, c: Client = dispatcher) {
  const res = await c.post(P.faqSave, { categoryId: aircon, visibility: Visibility.staff, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data as FaqDetail;
}
const search = async (q: string, c: Client = dispatcher) => (await c.get(`${P.search}?q=${encodeURIComponent(q)}`)).json.data as SearchHit[];

beforeAll(async () => {
  paid = await enterpriseId(t.app, '示例科技有限公司');
  aircon = (await category(dispatcher, { kind: CategoryKind.faq, parentId: null, name: '测试空调' })).id;
  docCategory = (await category(dispatcher, { kind: CategoryKind.document, parentId: null, name: '测试手册' })).id;
});

describe('demo data', () => {
  it('gives 示例科技 FAQ categories with articles and documents', async () => {
    const tree = (await admin.get(`${P.categoryList}?kind=1`)).json.data as KnowledgeCategory[];
    expect(tree.map((c) => c.name)).toEqual(expect.arrayContaining(['空调', '制冷', '热水器']));
    expect((await admin.get(`${P.documentCount}`)).json.data).toBeGreaterThanOrEqual(2);
    expect((await search('空调 制冷', admin)).map((h) => text(h.title))).toContain('空调不制冷怎么办？');
  });
});

describe('categories', () => {
  it('keeps a tree of three levels at most, never under itself', async () => {
    const a = await category(dispatcher, { kind: 1, parentId: null, name: '一级' });
    const b = await category(dispatcher, { kind: 1, parentId: a.id, name: '二级' });
    const c = await category(dispatcher, { kind: 1, parentId: b.id, name: '三级' });
    const deep = await dispatcher.post(P.categorySave, { kind: 1, parentId: c.id, name: '四级' });
    expect(deep.statusCode).toBe(400);
    expect(deep.json.message).toBe('parentId: 分类最多三级');
    const loop = await dispatcher.post(P.categorySave, { id: a.id, kind: 1, parentId: b.id, name: '一级' });
    expect(loop.statusCode).toBe(400);
    expect(loop.json.message).toContain('不能把分类移到它自己');
    const otherTree = await dispatcher.post(P.categorySave, { kind: 2, parentId: a.id, name: '文档分类' });
    expect(otherTree.statusCode).toBe(400);
  });

  it('deletes only an empty category', async () => {
    const used = await category(dispatcher, { kind: 1, parentId: null, name: '有内容' });
    await faq({ categoryId: used.id, question: '占位问题', answer: '<p>占位</p>' });
    expect((await dispatcher.delete(`${P.categoryDelete}?ids=${used.id}`)).statusCode).toBe(409);
    const empty = await category(dispatcher, { kind: 1, parentId: null, name: '空分类' });
    expect((await dispatcher.delete(`${P.categoryDelete}?ids=${empty.id}`)).statusCode).toBe(200);
  });
});

describe('FAQ', () => {
  it('sanitises the answer: a <script> never survives, nor an event handler or a javascript: link', async () => {
    const saved = await faq({
      question: '清洗过滤网的方法',
      answer: '<p onclick="alert(1)">先断电<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">链接</a><strong>再拆网</strong></p><iframe src="https://x.example"></iframe>',
    });
    expect(saved.answer).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    expect(saved.answer).toContain('<strong>再拆网</strong>');
    const read = (await engineer.get(`${P.faqDetail}?id=${saved.id}`)).json.data as FaqDetail;
    expect(read.answer).toBe(saved.answer);
  });

  it('keeps a picture the editor uploaded (the upload’s address), and an answer of a picture alone', async () => {
    const file = (await dispatcher.post('/upload/save/str', { data: `data:image/png;base64,${PNG.toString('base64')}`, name: '滤网.png' })).json.data as { url: string };
    const img = `<img src="${file.url}" alt="滤网.png" />`;
    const saved = await faq({ question: '滤网长什么样', answer: `<p>如图：</p>${img}<img src="data:image/png;base64,AAAA" /><img src="javascript:alert(1)" />` });
    // The upload's address and name are kept; a data: or javascript: picture loses its address.
    expect(saved.answer).toBe(`<p>如图：</p>${img}<img /><img />`);
    const alone = await faq({ question: '只有图片的答案', answer: img });
    expect(alone.answer).toBe(img);
  });

  it('refuses bad input naming the field, changing nothing', async () => {
    const before = (await dispatcher.get(P.faqCount)).json.data;
    for (const [body, field] of [
      [{ question: '', answer: '<p>x</p>' }, '请输入问题'],
      [{ question: '问', answer: '<script>x</script>' }, 'answer'],
      [{ question: '问', answer: '<p>x</p>', visibility: 9 }, '可见范围'],
      [{ question: '问', answer: '<p>x</p>', categoryId: docCategory }, 'categoryId'],
      [{ question: '问', answer: '<p>x</p>', categoryId: 99999999 }, 'categoryId'],
    ] as const) {
      const res = await dispatcher.post(P.faqSave, { categoryId: aircon, visibility: 1, ...body });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json.message).toContain(field);
    }
    expect((await dispatcher.get(P.faqCount)).json.data).toBe(before);
  });

  it('counts views and one vote per person, changed by voting again', async () => {
    const saved = await faq({ question: '遥控器没反应', answer: '<p>更换电池</p>' });
    await engineer.get(`${P.faqDetail}?id=${saved.id}`);
    const seen = (await engineer.get(`${P.faqDetail}?id=${saved.id}`)).json.data as FaqDetail;
    expect(seen.viewCount).toBe(2);
    await engineer.post(P.faqFeedback, { id: saved.id, helpful: true });
    await engineer.post(P.faqFeedback, { id: saved.id, helpful: true });
    const voted = (await dispatcher.post(P.faqFeedback, { id: saved.id, helpful: false })).json.data as FaqDetail;
    expect([voted.helpfulCount, voted.unhelpfulCount, voted.myFeedback]).toEqual([1, 1, false]);
    const changed = (await engineer.post(P.faqFeedback, { id: saved.id, helpful: false })).json.data as FaqDetail;
    expect([changed.helpfulCount, changed.unhelpfulCount, changed.myFeedback]).toEqual([0, 2, false]);
  });

  it('lists a category with its sub-categories, and by visibility', async () => {
    const sub = await category(dispatcher, { kind: 1, parentId: aircon, name: '测试子类' });
    const inSub = await faq({ categoryId: sub.id, question: '子类里的问题', answer: '<p>答</p>', visibility: Visibility.portal });
    const rows = (await dispatcher.get(`${P.faqList}?categoryId=${aircon}&pageSize=100`)).json.data as FaqRow[];
    expect(rows.map((r) => r.id)).toContain(inSub.id);
    const portal = (await dispatcher.get(`${P.faqList}?categoryId=${aircon}&visibility=2&pageSize=100`)).json.data as FaqRow[];
    expect(portal.every((r) => r.visibility === Visibility.portal)).toBe(true);
    expect(portal.map((r) => r.id)).toContain(inSub.id);
  });

  it('is written by writers only; read by everyone; 401 signed out', async () => {
    const res = await engineer.post(P.faqSave, { categoryId: aircon, question: '服务人员写的', answer: '<p>x</p>', visibility: 1 });
    expect(res.statusCode).toBe(403);
    expect((await engineer.get(P.faqList)).statusCode).toBe(200);
    expect((await signedOut.get(P.faqList)).statusCode).toBe(401);
    expect((await signedOut.get(`${P.search}?q=空调`)).statusCode).toBe(401);
  });
});

describe('search', () => {
  it('finds 空调不制冷 from 空调 制冷, ranks a title hit first, marks the hits', async () => {
    const inTitle = await faq({ question: '柜机空调开机后不制冷', answer: '<p>检查冷媒压力</p>' });
    const inBody = await faq({ question: '室外机噪音大', answer: '<p>若同时出现空调不制冷，先查风扇电容</p>' });
    const found = await search('空调 制冷');
    const ids = found.map((h) => h.id);
    expect(ids).toContain(inTitle.id);
    expect(ids).toContain(inBody.id);
    expect(ids.indexOf(inTitle.id)).toBeLessThan(ids.indexOf(inBody.id));
    const top = found.find((h) => h.id === inTitle.id)!;
    expect(hits(top.title)).toEqual(['空调', '制冷']);
    const body = found.find((h) => h.id === inBody.id)!;
    expect(hits(body.snippet)).toEqual(['空调', '制冷']);
    expect(await search('冰箱 制冷')).toEqual(expect.not.arrayContaining([expect.objectContaining({ id: inTitle.id })]));
  });

  it('answers nothing for a query of punctuation only, and refuses an over-long one', async () => {
    expect(await search('，。！')).toEqual([]);
    const listed = await dispatcher.get(`${P.faqList}?keyword=${encodeURIComponent("''，。！")}`);
    expect([listed.statusCode, listed.json.data]).toEqual([200, []]);
    expect((await dispatcher.get(`${P.faqCount}?keyword=${encodeURIComponent('。')}`)).json.data).toBe(0);
    expect((await dispatcher.get(`${P.search}?q=${'空'.repeat(51)}`)).statusCode).toBe(400);
    expect((await dispatcher.get(`${P.search}?q=`)).statusCode).toBe(400);
  });

  it('gives portal customers (through the public face) only what they may read', async () => {
    const staffOnly = await faq({ question: '内部：空调冷媒回收流程', answer: '<p>仅员工</p>', visibility: Visibility.staff });
    const open = await faq({ question: '客户：空调冷媒不足的表现', answer: '<p>制冷变弱</p>', visibility: Visibility.portal });
    const portal = await searchArticles(t.app.db, paid, '冷媒', { portal: true });
    expect(portal.map((h) => h.id)).toContain(open.id);
    expect(portal.map((h) => h.id)).not.toContain(staffOnly.id);
  });

  it('suggests articles for an order description', async () => {
    const res = await dispatcher.get(`${P.suggest}?text=${encodeURIComponent('客户反映家里空调不制冷，需要上门')}`);
    expect(res.statusCode).toBe(200);
    expect((res.json.data as SearchHit[]).length).toBeGreaterThan(0);
  });
});

describe('documents', () => {
  async function upload(c: Client, name: string) {
    const res = await c.post('/upload/save/str', { data: `data:image/png;base64,${PNG.toString('base64')}`, name });
    expect(res.statusCode, res.body).toBe(200);
    return res.json.data as { id: number; url: string };
  }

  it('keeps numbered versions of uploaded files, previewed by a Base64 file URL', async () => {
    const first = await upload(dispatcher, '接线图.png');
    const res = await dispatcher.post(P.documentSave, { categoryId: docCategory, title: '空调接线图', description: '<p>室外机接线<script>x</script></p>', visibility: 1, fileId: first.id });
    expect(res.statusCode, res.body).toBe(200);
    const doc = res.json.data as DocumentDetail;
    expect(doc.description).toBe('<p>室外机接线</p>');
    expect(doc.version).toBe(1);
    const second = await upload(dispatcher, '接线图-新.png');
    const next = (await dispatcher.post(P.documentVersionSave, { documentId: doc.id, fileId: second.id, note: '改了颜色' })).json.data as DocumentDetail;
    expect(next.versions.map((v) => v.version)).toEqual([2, 1]);
    expect(next.fileName).toBe('接线图-新.png');
    const encoded = Buffer.from(second.url).toString('base64');
    expect(next.versions[0].file!.previewUrl).toBe(`/api${P.preview}?url=${encodeURIComponent(encoded)}`);
    const info = (await engineer.get(`${P.preview}?url=${encodeURIComponent(encoded)}`)).json.data as PreviewInfo;
    expect([info.as, info.file.id]).toEqual(['image', second.id]);
    const bytes = await t.app.inject({ method: 'GET', url: `/api${P.preview}?url=${encodeURIComponent(encoded)}&inline=1`, headers: { cookie: (engineer as any).cookie } });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/png');
    expect((await engineer.get(`${P.preview}?url=${encodeURIComponent(Buffer.from('/etc/passwd').toString('base64'))}`)).statusCode).toBe(400);
    expect((await engineer.get(`${P.preview}?url=%%%`)).statusCode).toBe(400);
    expect((await search('接线')).map((h) => [h.kind, h.id])).toContainEqual([2, doc.id]);
  });

  it('needs a file of the enterprise for a new document', async () => {
    const none = await dispatcher.post(P.documentSave, { categoryId: docCategory, title: '无附件', visibility: 1 });
    expect(none.statusCode).toBe(400);
    expect(none.json.message).toContain('fileId');
    const theirs = await upload(trialAdmin, '别家的.png');
    const foreign = await dispatcher.post(P.documentSave, { categoryId: docCategory, title: '别家附件', visibility: 1, fileId: theirs.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json.message).toBe('fileId: 附件不存在，请重新上传');
  });
});

describe('the FAQ in the customer portal', () => {
  // One sign-in per phone: the portal limits how often a phone is sent a code.
  let chen: PortalClient;
  let zhou: PortalClient;
  beforeAll(async () => {
    chen = await new PortalClient(t).signIn(DEMO_PORTAL_CODE, DEMO_PORTAL_PHONES[0]);
    zhou = await new PortalClient(t).signIn(DEMO_PORTAL_CODE, DEMO_PORTAL_PHONES[2]);
  });

  it('finds by a Chinese query only the articles open to portal customers, the hits marked', async () => {
    const open = await faq({ question: '门户：空调开机不制冷怎么办', answer: '<p>先看遥控器模式</p>', visibility: Visibility.portal });
    const staffOnly = await faq({ question: '内部：空调不制冷的冷媒检测', answer: '<p>仅员工</p>', visibility: Visibility.staff });
    const res = await chen.get(`${P.portalFaqSearch}?q=${encodeURIComponent('空调 制冷')}`);
    expect(res.statusCode, res.body).toBe(200);
    const found = res.json.data as SearchHit[];
    expect(found.map((h) => h.id)).toContain(open.id);
    expect(found.map((h) => h.id)).not.toContain(staffOnly.id);
    expect(found.every((h) => h.kind === CategoryKind.faq)).toBe(true);
    expect(hits(found.find((h) => h.id === open.id)!.title)).toEqual(['空调', '制冷']);
    expect((await chen.get(`${P.portalFaqSearch}?q=`)).statusCode).toBe(400);
    expect((await chen.get(`${P.portalFaqSearch}?q=${'空'.repeat(51)}`)).statusCode).toBe(400);
  });

  it('shows a portal article’s uploaded picture through the portal, and no other file', async () => {
    const upload = async (name: string) =>
      ((await dispatcher.post('/upload/save/str', { data: `data:image/png;base64,${PNG.toString('base64')}`, name })).json.data as { id: number; url: string });
    const [shown, other] = [await upload('门户图.png'), await upload('别的图.png')];
    const open = await faq({ question: '门户：滤网的位置', answer: `<p>见图</p><img src="${shown.url}" alt="滤网" />`, visibility: Visibility.portal });
    const staffOnly = await faq({ question: '内部：滤网图', answer: `<img src="${shown.url}" alt="滤网" />`, visibility: Visibility.staff });
    const read = (await chen.get(`${P.portalFaqDetail}?id=${open.id}`)).json.data as PortalFaq;
    const address = `/api${P.portalFaqImage}?id=${open.id}&file=${shown.id}`;
    expect(read.answer).toBe(`<p>见图</p><img src="${address.replace('&', '&amp;')}" alt="滤网" />`);
    const back = await chen.download(address);
    expect([back.statusCode, back.type]).toEqual([200, 'image/png']);
    expect(Buffer.compare(back.bytes, PNG)).toBe(0);
    // Another upload, a staff-only article's picture, no session: 404 / 401, never the bytes.
    expect((await chen.download(`/api${P.portalFaqImage}?id=${open.id}&file=${other.id}`)).statusCode).toBe(404);
    expect((await chen.download(`/api${P.portalFaqImage}?id=${staffOnly.id}&file=${shown.id}`)).statusCode).toBe(404);
    expect((await new PortalClient(t).download(address)).statusCode).toBe(401);
    expect((await chen.get(`${P.portalFaqImage}?id=${open.id}&file=-1`)).statusCode).toBe(400);
  });

  it('suggests up to three portal articles for the description a customer is typing', async () => {
    const open = await faq({ question: '门户：洗碗机不加热', answer: '<p>检查加热管</p>', visibility: Visibility.portal });
    const staffOnly = await faq({ question: '内部：洗碗机加热管更换', answer: '<p>仅员工</p>', visibility: Visibility.staff });
    const res = await chen.get(`${P.portalFaqSuggest}?text=${encodeURIComponent('家里的洗碗机最近不加热了，洗不干净')}`);
    expect(res.statusCode, res.body).toBe(200);
    const found = res.json.data as SearchHit[];
    expect(found.map((h) => h.id)).toContain(open.id);
    expect(found.map((h) => h.id)).not.toContain(staffOnly.id);
    expect(found.length).toBeLessThanOrEqual(3);
    expect((await chen.get(`${P.portalFaqSuggest}?text=`)).json.data).toEqual([]);
    expect((await chen.get(`${P.portalFaqSuggest}?text=${'空'.repeat(2001)}`)).statusCode).toBe(400);
    expect((await new PortalClient(t).get(`${P.portalFaqSuggest}?text=${encodeURIComponent('洗碗机')}`)).statusCode).toBe(401);
  });

  it('opens an article (a view) and takes one vote per account, changed by voting again; staff-only articles are missing', async () => {
    const open = await faq({ question: '门户：热水器不出热水', answer: '<p>检查燃气阀</p>', visibility: Visibility.portal });
    const staffOnly = await faq({ question: '内部：热水器维修价目', answer: '<p>仅员工</p>', visibility: Visibility.staff });
    const read = await chen.get(`${P.portalFaqDetail}?id=${open.id}`);
    expect(read.json.data).toEqual({ id: open.id, question: open.question, answer: '<p>检查燃气阀</p>', helpfulCount: 0, unhelpfulCount: 0, myFeedback: null } satisfies PortalFaq);
    expect((await chen.post(P.portalFaqFeedback, { id: open.id, helpful: false })).json.data).toMatchObject({ helpfulCount: 0, unhelpfulCount: 1, myFeedback: false });
    expect((await chen.post(P.portalFaqFeedback, { id: open.id, helpful: true })).json.data).toMatchObject({ helpfulCount: 1, unhelpfulCount: 0, myFeedback: true });
    expect((await zhou.post(P.portalFaqFeedback, { id: open.id, helpful: true })).json.data).toMatchObject({ helpfulCount: 2, myFeedback: true });
    // Staff see the customers' votes and the view.
    expect((await dispatcher.get(`${P.faqDetail}?id=${open.id}`)).json.data).toMatchObject({ helpfulCount: 2, viewCount: 2, myFeedback: null });

    expect((await chen.get(`${P.portalFaqDetail}?id=${staffOnly.id}`)).statusCode).toBe(404);
    expect((await chen.post(P.portalFaqFeedback, { id: staffOnly.id, helpful: true })).statusCode).toBe(404);
    const bad = await chen.post(P.portalFaqFeedback, { id: open.id, helpful: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json.message).toContain('helpful 须为 true 或 false');
    expect((await dispatcher.get(`${P.faqDetail}?id=${staffOnly.id}`)).json.data).toMatchObject({ helpfulCount: 0, unhelpfulCount: 0 });
  });

  it("refuses without the portal session or its csrf token, a staff session, and another enterprise's portal customer", async () => {
    const open = await faq({ question: '门户：洗衣机漏水', answer: '<p>检查排水管</p>', visibility: Visibility.portal });
    expect((await new PortalClient(t).get(`${P.portalFaqSearch}?q=${encodeURIComponent('漏水')}`)).statusCode).toBe(401);
    expect((await dispatcher.get(`${P.portalFaqSearch}?q=${encodeURIComponent('漏水')}`)).statusCode).toBe(401);
    const csrf = chen.csrf;
    chen.csrf = '';
    expect((await chen.post(P.portalFaqFeedback, { id: open.id, helpful: true })).statusCode).toBe(403);
    chen.csrf = csrf;
    const trial = (await trialAdmin.get('/v2/sessionUser/info')).json.data.enterpriseId as number;
    const customer = await addCustomer(t.app, trial, { name: '知识库外企客户', phone: '075500000039' });
    expect((await trialAdmin.post(PortalPaths.accountSave, { customerId: customer, name: '外企门户客户', phone: '13900000039' })).statusCode).toBe(200);
    const outsider = await new PortalClient(t).signIn((await trialAdmin.get(PortalPaths.settingGet)).json.data.code, '13900000039');
    expect((await outsider.get(`${P.portalFaqDetail}?id=${open.id}`)).statusCode).toBe(404);
    expect((await outsider.post(P.portalFaqFeedback, { id: open.id, helpful: true })).statusCode).toBe(404);
    expect(((await outsider.get(`${P.portalFaqSearch}?q=${encodeURIComponent('洗衣机漏水')}`)).json.data as SearchHit[]).map((h) => h.id)).not.toContain(open.id);
    expect((await dispatcher.get(`${P.faqDetail}?id=${open.id}`)).json.data).toMatchObject({ helpfulCount: 0 });
  });
});

describe('tenancy', () => {
  it("answers 404 for another enterprise's ids and finds none of its articles", async () => {
    const mine = await faq({ question: '租户隔离测试：空调异响', answer: '<p>紧固螺丝</p>' });
    expect((await trialAdmin.get(`${P.faqDetail}?id=${mine.id}`)).statusCode).toBe(404);
    expect((await trialAdmin.post(P.faqFeedback, { id: mine.id, helpful: true })).statusCode).toBe(404);
    expect((await trialAdmin.post(P.faqSave, { id: mine.id, categoryId: aircon, question: '改', answer: '<p>x</p>', visibility: 1 })).statusCode).toBe(404);
    expect((await trialAdmin.delete(`${P.faqDelete}?ids=${mine.id}`)).statusCode).toBe(404);
    expect((await trialAdmin.delete(`${P.categoryDelete}?ids=${aircon}`)).statusCode).toBe(404);
    expect((await search('空调异响', trialAdmin)).map((h) => h.id)).not.toContain(mine.id);
    expect((await dispatcher.get(`${P.faqDetail}?id=${mine.id}`)).statusCode).toBe(200);
  });
});
