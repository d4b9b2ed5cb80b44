import { MALL_ORDER_STATE_NAMES } from '@domain/mall/mall-states';
import type { MallCategoryRow, MallGoodsRow, MallOrderDetail, PlaceOrderInput, PortalMallSetting } from '@domain/mall/mall.schemas';
import type { PortalMe } from '@domain/portal/portal.schemas';
import { h, toast } from './dom';
import { errorLine, onSubmit } from './form';
import { portalApi } from './portal-api';

/** How many of each good the customer chose and in which spec, kept while they move between categories. */
const cart = new Map<number, { goods: MallGoodsRow; qty: number; spec: string }>();
const fen = (yuan: string) => Math.round(Number(yuan) * 100);
const yuan = (f: number) => (f / 100).toFixed(2);

/** #/mall 服务商城: goods on the shelf by first-level category, a quantity each, and the order form below. */
export async function mallScreen(main: HTMLElement, m: PortalMe, fail: (e: unknown) => void) {
  const setting = await portalApi.mallSetting();
  const ordersLink = h('a', { class: 'link', href: '#/mall-orders' }, '我的商城订单 ›');
  // /mall/setting closed the mall: no goods, no ordering; the customer's orders stay readable.
  if (!setting.enabled) return void main.replaceChildren(ordersLink, h('p', { class: 'empty' }, '商城暂停营业'));
  const [categories, goods] = await Promise.all([portalApi.mallCategories(), portalApi.mallGoods()]);
  const tops = categories.filter((c) => c.parentId === null);
  const topOf = new Map(categories.map((c) => [c.id, c.parentId ?? c.id]));
  const list = h('section', { 'aria-label': '商品' });
  const total = h('strong', { class: 'total' });
  const showTotal = () => {
    const sum = [...cart.values()].reduce((s, l) => s + fen(l.goods.price) * l.qty, 0);
    const shipping = shippingOf(setting, sum);
    total.textContent = `合计 ¥${yuan(sum + shipping)}${shipping > 0 ? `（含运费 ¥${yuan(shipping)}）` : ''}`;
  };
  const goodsCard = (g: MallGoodsRow) => {
    const qty = h('input', { type: 'number', min: '0', max: String(Math.min(g.stock, 999)), value: String(cart.get(g.id)?.qty ?? 0), 'aria-label': `${g.name} 数量`, class: 'qty' });
    const spec = specPicker(g, cart.get(g.id)?.spec);
    const choose = () => {
      const n = Math.max(0, Math.min(Number(qty.value) || 0, g.stock));
      if (n > 0) cart.set(g.id, { goods: g, qty: n, spec: spec?.value ?? '' });
      else cart.delete(g.id);
      showTotal();
    };
    qty.addEventListener('input', choose);
    spec?.addEventListener('change', choose);
    return h(
      'article',
      { class: 'card goods', 'data-id': String(g.id) },
      g.images.length > 0 && h('div', { class: 'goods-imgs' }, ...g.images.map((src, i) => h('img', { src, alt: `${g.name} 图${i + 1}`, class: 'goods-img', loading: 'lazy' }))),
      h('div', { class: 'row spread' }, h('h2', {}, g.name), h('span', { class: 'price' }, `¥${g.price}`)),
      g.description && h('p', {}, g.description),
      h('p', { class: 'muted' }, g.stock > 0 ? `库存 ${g.stock}` : '已售罄'),
      g.stock > 0 && spec && h('div', { class: 'row' }, h('span', { class: 'muted' }, '规格'), spec),
      g.stock > 0 && h('div', { class: 'row' }, h('span', { class: 'muted' }, '数量'), qty),
    );
  };
  const showCategory = (id: number | null) => {
    const rows = goods.filter((g) => id === null || topOf.get(g.categoryId) === id);
    list.replaceChildren(...(rows.length ? rows.map(goodsCard) : [h('p', { class: 'empty' }, '暂无商品')]));
    for (const chip of chips.querySelectorAll('button')) chip.setAttribute('aria-pressed', String(chip.dataset.id === String(id)));
  };
  const chip = (c: Pick<MallCategoryRow, 'id' | 'name'> | null) => {
    const b = h('button', { type: 'button', class: 'chip', 'data-id': String(c?.id ?? null) }, c?.name ?? '全部');
    b.addEventListener('click', () => showCategory(c?.id ?? null));
    return b;
  };
  const chips = h('nav', { class: 'chips', 'aria-label': '商品分类' }, chip(null), ...tops.map(chip));
  main.replaceChildren(ordersLink, chips, list, orderForm(m, setting, total, fail));
  showCategory(null);
  showTotal();
}

/** The spec options of a good as a choice (the first chosen unless the cart says otherwise), or null when it has none. */
function specPicker(g: MallGoodsRow, chosen: string | undefined) {
  if (g.specOptions.length === 0) return null;
  const select = h('select', { 'aria-label': `${g.name} 规格`, class: 'spec' }, ...g.specOptions.map((o) => h('option', { value: o }, o)));
  if (chosen) select.value = chosen;
  return select;
}

/** The shipping fee in fen, as the server reckons it (free from `freeShippingOver` when that is above 0). */
function shippingOf(setting: PortalMallSetting, goodsFen: number): number {
  const over = fen(setting.freeShippingOver);
  return goodsFen === 0 || (over > 0 && goodsFen >= over) ? 0 : fen(setting.shippingFee);
}

function orderForm(m: PortalMe, setting: PortalMallSetting, total: HTMLElement, fail: (e: unknown) => void) {
  const field = (id: string, label: string, value: string, attrs: Record<string, string> = {}) => [h('label', { for: id }, label), h('input', { id, value, ...attrs })] as const;
  const [contactLabel, contact] = field('contact', '收货人', m.name, { maxlength: '20' });
  const [phoneLabel, phone] = field('mall-phone', '联系电话', m.phone, { type: 'tel', maxlength: '20' });
  const [addressLabel, address] = field('address', '收货地址', '', { maxlength: '200' });
  const payMode = h('select', { id: 'pay-mode' }, ...setting.paymentModes.map((p) => h('option', { value: String(p.code) }, p.name)));
  const error = errorLine();
  const form = h(
    'form',
    { class: 'card form', 'aria-label': '下单' },
    contactLabel,
    contact,
    phoneLabel,
    phone,
    addressLabel,
    address,
    h('label', { for: 'pay-mode' }, '支付方式'),
    payMode,
    h('p', { class: 'muted' }, '下单后请按所选方式付款，服务商确认收款后发货'),
    error,
    total,
    h('button', { type: 'submit', class: 'primary' }, '提交订单'),
  );
  onSubmit(
    form,
    error,
    '下单失败',
    async () => {
      if (cart.size === 0) return '请选择商品数量';
      if (!address.value.trim()) return '请填写收货地址';
      const lines = [...cart.values()].map((l) => ({ goodsId: l.goods.id, qty: l.qty, spec: l.spec }));
      await portalApi.placeMallOrder({ lines, contactName: contact.value.trim(), phone: phone.value.trim(), address: address.value.trim(), payMode: Number(payMode.value) as PlaceOrderInput['payMode'] });
      cart.clear();
      toast('下单成功');
      location.hash = '#/mall-orders';
    },
    fail,
  );
  return form;
}

/** #/mall-orders 我的商城订单: each order's state, goods and tracking number, with 确认签收 / 取消订单 where the machine allows. */
export async function mallOrdersScreen(main: HTMLElement, fail: (e: unknown) => void, again: () => void) {
  const rows = await portalApi.mallOrders();
  const act = (o: MallOrderDetail, op: 'sign' | 'customerCancel', label: string, ask: string) => {
    const b = h('button', { type: 'button', class: op === 'sign' ? 'primary' : 'ghost danger' }, label);
    b.addEventListener('click', async () => {
      if (!confirm(ask)) return;
      try {
        await portalApi.operateMallOrder(o.id, op);
        toast(op === 'sign' ? '已签收' : '订单已取消');
        again();
      } catch (e) {
        fail(e);
      }
    });
    return b;
  };
  const card = (o: MallOrderDetail) =>
    h(
      'article',
      { class: 'card mall-order', 'data-id': String(o.id) },
      h('div', { class: 'row spread' }, h('h2', {}, o.orderNo), h('span', { class: `state m${o.state}` }, MALL_ORDER_STATE_NAMES[o.state])),
      h('p', {}, o.goodsSummary),
      h('p', { class: 'muted' }, [`¥${o.amount}`, o.payModeName, o.createdAt.slice(0, 16).replace('T', ' ')].filter(Boolean).join(' · ')),
      o.trackingNo && h('p', {}, `物流单号：${o.trackingNo}`),
      o.refund && h('p', {}, `已退款 ¥${o.refund.amount}（${o.refund.at.slice(0, 16).replace('T', ' ')}）${Number(o.refund.left) > 0 ? `，尚待退款 ¥${o.refund.left}` : ''}`),
      o.operations.includes('sign') && act(o, 'sign', '确认签收', '确认已收到商品？'),
      o.operations.includes('customerCancel') && act(o, 'customerCancel', '取消订单', '确定取消该订单？'),
    );
  main.replaceChildren(...(rows.length ? rows.map(card) : [h('p', { class: 'empty' }, '暂无商城订单')]));
}
