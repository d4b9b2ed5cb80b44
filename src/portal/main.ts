import './portal.css';
import { PORTAL_FUNCTION_NAMES, type PortalFunctionValue } from '@domain/portal/portal.constants';
import type { PortalLook, PortalMe, PortalRequestRow } from '@domain/portal/portal.schemas';
import { chatScreen } from './chat';
import { codeButton } from './code-button';
import { h, show, shown, toast } from './dom';
import { evaluationForm } from './evaluate';
import { EVENT_SCREEN, eventScreen, eventsScreen } from './events';
import { signatureForm } from './sign';
import { faqPanel, faqScreen, faqSuggestions } from './faq';
import { errorLine, onSubmit, showError } from './form';
import { mallOrdersScreen, mallScreen } from './mall';
import { photoPicker } from './photos';
import { PortalError, portalApi, productLabel, type PortalProduct } from './portal-api';
import { registerForm } from './register';
import { repairButton, repairScreen, repairsScreen } from './repairs';
import { requestFields } from './request-form';

/**
 * The customer portal: a separate entry (portal.html) served at /portal/{code}, never the staff shell.
 * Screens by the address's hash: sign-in, home (the functions /portalSetting turns on), #/report,
 * #/requests, #/events (我的事件, each at #/event/{id}), #/products (with 申请维修, #/repair, and 我的维修, #/repairs), #/mall,
 * #/chat (the online chat area's web chat).
 */
const root = document.getElementById('portal')!;
const code = location.pathname.split('/')[2] ?? '';
let me: PortalMe | null = null;

const WARRANTY: Record<string, string> = { active: '保修期内', expired: '已过保', notStarted: '未开始', unknown: '未知' };
const ICONS: Record<PortalFunctionValue, string> = { report: '🛠', orders: '📋', products: '📦', mall: '🛒', chat: '💬' };
const ROUTES: Partial<Record<PortalFunctionValue, string>> = { report: '#/report', orders: '#/requests', products: '#/products', mall: '#/mall', chat: '#/chat' };

const fail = (error: unknown) => {
  if (error instanceof PortalError && error.status === 401) {
    me = null;
    void route();
    return;
  }
  toast(error instanceof Error ? error.message : '操作失败');
};

function header(look: PortalLook, back?: string) {
  return h(
    'header',
    { class: 'bar' },
    back ? h('a', { class: 'back', href: back, 'aria-label': '返回' }, '‹') : look.logo ? h('img', { src: look.logo, alt: '', class: 'logo' }) : null,
    h('h1', {}, back ? pageTitle() : look.name),
  );
}
/** The screen an address names: an event's own address (#/event/{id}) is the event screen's. */
const screenOf = (hash: string) => (hash.startsWith(EVENT_SCREEN) ? EVENT_SCREEN : hash);
const pageTitle = () =>
  ({ '#/register': '注册', '#/report': '服务申请', '#/requests': '我的工单', '#/events': '我的事件', [EVENT_SCREEN]: '事件详情', '#/products': '我的产品', '#/mall': '服务商城', '#/mall-orders': '我的商城订单', '#/chat': '在线客服', '#/faq': '常见问题', '#/repair': '申请维修', '#/repairs': '我的维修' })[screenOf(location.hash)] ?? '';

async function signInScreen() {
  let look: PortalLook;
  try {
    look = await portalApi.look(code);
  } catch (error) {
    show(root, h('main', { class: 'page' }, h('p', { class: 'empty', role: 'alert' }, error instanceof Error ? error.message : '门户未开放')));
    return;
  }
  document.title = look.name;
  const phone = h('input', { id: 'phone', type: 'tel', inputmode: 'numeric', maxlength: '11', autocomplete: 'tel', placeholder: '请输入手机号' });
  const sms = h('input', { id: 'code', type: 'text', inputmode: 'numeric', maxlength: '6', autocomplete: 'one-time-code', placeholder: '6位验证码' });
  const error = errorLine();
  const sendBtn = codeButton(phone, error, (mobile) => portalApi.sendCode(code, mobile));
  const form = h(
    'form',
    { class: 'card form', 'aria-label': '登录' },
    h('label', { for: 'phone' }, '手机号'),
    phone,
    h('label', { for: 'code' }, '验证码'),
    h('div', { class: 'row' }, sms, sendBtn),
    error,
    h('button', { type: 'submit', class: 'primary' }, '登录'),
  );
  onSubmit(form, error, '登录失败', async () => {
    await portalApi.signIn(code, phone.value.trim(), sms.value.trim());
    me = await portalApi.me();
    // Signed in, the screen the address names (服务申请 of a scanned product) opens; registration's goes home.
    if (location.hash === '#/register') history.replaceState(null, '', `${location.pathname}${location.search}#/`);
    await route();
  });
  const register = look.selfRegister && h('a', { class: 'link', href: '#/register' }, '还没有账号？注册');
  show(root, header(look), h('main', { class: 'page' }, h('p', { class: 'lead' }, '登录后可提交服务申请、查看工单进度'), form, register, hotline(look)));
}

/** #/register before sign-in, where the portal allows self-registration. */
async function registerScreen() {
  const look = await portalApi.look(code);
  if (!look.selfRegister) return signInScreen();
  show(root, header(look, '#/'), h('main', { class: 'page' }, registerForm(code), hotline(look)));
}

const hotline = (look: PortalLook) => look.hotline && h('p', { class: 'hotline' }, '服务热线 ', h('a', { href: `tel:${look.hotline}` }, look.hotline));

function homeScreen(m: PortalMe) {
  const tiles = m.look.functions.flatMap((fn): HTMLElement[] => {
    const href = ROUTES[fn];
    if (!href) return [h('div', { class: 'tile soon', 'data-function': fn }, h('span', { class: 'icon' }, ICONS[fn]), PORTAL_FUNCTION_NAMES[fn], h('small', {}, '即将开放'))];
    const tile = h('a', { class: 'tile', href, 'data-function': fn }, h('span', { class: 'icon' }, ICONS[fn]), PORTAL_FUNCTION_NAMES[fn]);
    // 我的事件 beside 我的工单: the customer's records, switched on and off with it.
    return fn === 'orders' ? [tile, h('a', { class: 'tile', href: '#/events', 'data-function': 'events' }, h('span', { class: 'icon' }, '🗂'), '我的事件')] : [tile];
  });
  const out = h('button', { type: 'button', class: 'link' }, '退出登录');
  out.addEventListener('click', () => portalApi.signOut().then(() => ((me = null), route()), fail));
  show(
    root,
    header(m.look),
    h('main', { class: 'page' }, h('section', { class: 'card hello' }, h('h2', {}, `您好，${m.name}`), h('p', {}, m.customerName)), h('nav', { class: 'tiles', 'aria-label': '功能' }, ...tiles), hotline(m.look), out),
  );
}

/** The product code a scanned QR label led in with (/qr/{token} → the portal's ?qr=), until the request is made. */
const scanned = () => new URLSearchParams(location.search).get('qr');

/** 服务申请: the order type's form from the template centre (服务类型 when there are several), the product (a scanned one chosen), the wished visit, photos. */
async function reportScreen(m: PortalMe) {
  const types = await portalApi.requestTypes();
  const text = h('textarea', { id: 'desc', rows: '5', maxlength: '500', placeholder: '请描述故障现象、位置等' });
  const product = h('select', { id: 'product' }, h('option', { value: '' }, '不指定产品'));
  const when = h('input', { id: 'when', type: 'datetime-local' });
  const error = errorLine();
  const photos = photoPicker('photos', '现场照片（选填）', showError(error, '图片上传失败'));
  const type = h('select', { id: 'type' }, ...types.map((t) => h('option', { value: String(t.id) }, t.name)));
  const custom = h('div', { class: 'form' });
  let fields!: ReturnType<typeof requestFields>;
  const drawFields = () => {
    fields = requestFields(types.find((t) => String(t.id) === type.value)?.fields ?? [], showError(error, '图片上传失败'));
    custom.replaceChildren(...fields.nodes);
  };
  type.addEventListener('change', drawFields);
  drawFields();
  const form = h(
    'form',
    { class: 'card form', 'aria-label': '服务申请' },
    types.length > 1 && h('label', { for: 'type' }, '服务类型'),
    types.length > 1 && type,
    h('label', { for: 'desc' }, '问题描述'),
    text,
    faqSuggestions(text, fail),
    h('label', { for: 'product' }, '相关产品'),
    product,
    h('label', { for: 'when' }, '期望上门时间（选填）'),
    when,
    custom,
    ...photos.nodes,
    error,
    h('button', { type: 'submit', class: 'primary' }, '提交'),
  );
  onSubmit(form, error, '提交失败', async () => {
    if (!text.value.trim()) return '请输入问题描述';
    const missing = fields.missing();
    if (missing) return missing;
    await portalApi.report({
      description: text.value.trim(),
      customerProductId: product.value ? Number(product.value) : undefined,
      appointmentTime: when.value || undefined,
      images: photos.urls(),
      templateId: types.length ? Number(type.value) : undefined,
      fields: await fields.values(),
    });
    toast('服务申请已提交');
    // The scanned code has served: 我的工单 in its place, without it.
    history.replaceState(null, '', `${location.pathname}#/requests`);
    void route();
  });
  show(root, header(m.look, '#/'), h('main', { class: 'page' }, faqPanel(fail), form));
  const option = (p: PortalProduct) => h('option', { value: String(p.id) }, productLabel(p));
  const qr = scanned();
  if (qr)
    portalApi.scanProduct(qr).then(
      (p) => {
        if (![...product.options].some((o) => o.value === String(p.id))) product.append(option(p));
        product.value = String(p.id);
        product.after(h('p', { class: 'muted' }, `扫码报修：${productLabel(p)}`));
      },
      showError(error, '未找到该产品'),
    );
  if (m.look.functions.includes('products'))
    portalApi.products().then((rows) => {
      const chosen = product.value;
      product.append(...rows.filter((p) => String(p.id) !== chosen).map(option));
    }, () => undefined);
}

async function requestsScreen(m: PortalMe) {
  const list = h('main', { class: 'page' }, h('p', { class: 'empty' }, '加载中…'));
  show(root, header(m.look, '#/'), list);
  const rows = await portalApi.requests();
  const card = (r: PortalRequestRow) => {
    const cancel = r.canCancel && h('button', { type: 'button', class: 'ghost danger' }, '取消工单');
    if (cancel)
      cancel.addEventListener('click', async () => {
        if (!confirm('确定取消该工单？')) return;
        try {
          await portalApi.cancel(r.id);
          toast('工单已取消');
          await route();
        } catch (e) {
          fail(e);
        }
      });
    const evaluate = r.canEvaluate && h('button', { type: 'button', class: 'primary' }, '评价');
    if (evaluate) evaluate.addEventListener('click', () => evaluate.replaceWith(evaluationForm(r, () => void route(), fail)));
    const sign = r.canSign && h('button', { type: 'button', class: 'primary' }, '签名确认');
    if (sign) sign.addEventListener('click', () => sign.replaceWith(signatureForm(r, () => void route(), fail)));
    return h(
      'article',
      { class: 'card request', 'data-id': String(r.id) },
      h('div', { class: 'row spread' }, h('h2', {}, r.title), h('span', { class: `state s${r.state}` }, r.stateName)),
      h('p', { class: 'muted' }, `${r.orderNo} · ${shown(r.createdAt)}`),
      r.engineerName && h('p', {}, `服务工程师：${r.engineerName}`),
      r.appointmentTime && h('p', {}, `预约时间：${shown(r.appointmentTime)}`),
      r.evaluated && h('p', { class: 'muted' }, '已评价，感谢您的反馈'),
      cancel,
      sign,
      evaluate,
    );
  };
  list.replaceChildren(...(rows.length ? rows.map(card) : [h('p', { class: 'empty' }, '暂无工单')]));
}

async function productsScreen(m: PortalMe) {
  const list = h('main', { class: 'page' }, h('p', { class: 'empty' }, '加载中…'));
  show(root, header(m.look, '#/'), list);
  const rows = await portalApi.products();
  const card = (p: PortalProduct) =>
    h(
      'article',
      { class: 'card' },
      h('div', { class: 'row spread' }, h('h2', {}, p.name), h('span', { class: `state w-${p.warrantyStatus}` }, WARRANTY[p.warrantyStatus] ?? '')),
      h('p', { class: 'muted' }, `${p.productName}${p.serialNumber ? ` · ${p.serialNumber}` : ''}`),
      p.warrantyEnd && h('p', {}, `保修截止：${p.warrantyEnd}`),
      repairButton(p),
    );
  list.replaceChildren(...(rows.length ? rows.map(card) : [h('p', { class: 'empty' }, '暂无产品')]), h('a', { class: 'link', href: '#/repairs' }, '我的维修'));
}

/** A screen of the mall (src/portal/mall.ts) or the chat (src/portal/chat.ts) under the portal's bar. */
async function mallPage(m: PortalMe, back: string, fill: (main: HTMLElement) => Promise<void>) {
  const main = h('main', { class: 'page' }, h('p', { class: 'empty' }, '加载中…'));
  show(root, header(m.look, back), main);
  await fill(main);
}

async function route() {
  try {
    if (!me) me = await portalApi.me().catch((e: unknown) => (e instanceof PortalError && e.status === 401 ? null : Promise.reject(e)));
    if (!me) return await (location.hash === '#/register' ? registerScreen() : signInScreen());
    document.title = me.look.name;
    const screens: Record<string, (m: PortalMe) => unknown> = {
      '#/report': reportScreen,
      '#/requests': requestsScreen,
      '#/products': productsScreen,
      '#/mall': (m) => mallPage(m, '#/', (main) => mallScreen(main, m, fail)),
      '#/mall-orders': (m) => mallPage(m, '#/mall', (main) => mallOrdersScreen(main, fail, () => void route())),
      '#/chat': (m) => mallPage(m, '#/', (main) => chatScreen(main, fail)),
      '#/faq': (m) => mallPage(m, '#/', (main) => faqScreen(main, fail)),
      '#/repair': (m) => mallPage(m, '#/products', repairScreen),
      '#/repairs': (m) => mallPage(m, '#/products', repairsScreen),
      '#/events': (m) => mallPage(m, '#/', eventsScreen),
      [EVENT_SCREEN]: (m) => mallPage(m, '#/events', eventScreen),
    };
    await (screens[screenOf(location.hash)] ?? homeScreen)(me);
  } catch (error) {
    fail(error);
  }
}

window.addEventListener('hashchange', () => void route());
void route();
