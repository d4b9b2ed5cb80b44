import type { PortalRepairRow } from '@domain/repair/repair.schemas';
import { h, shown, toast } from './dom';
import { errorLine, onSubmit, showError } from './form';
import { photoPicker } from './photos';
import { portalApi, productLabel, type PortalProduct } from './portal-api';

/** The product 申请维修 was tapped on (#/products), chosen when the form opens. */
let chosenProduct: number | null = null;

/** 申请维修 on a product's card: opens the repair form with that product chosen. */
export function repairButton(p: PortalProduct) {
  const button = h('button', { type: 'button', class: 'ghost', 'aria-label': `申请维修 ${p.name}` }, '申请维修');
  button.addEventListener('click', () => {
    chosenProduct = p.id;
    location.hash = '#/repair';
  });
  return button;
}

/** #/repair: a repair of one of the customer's products (a repair order in the service centre's 维修单, source 门户). */
export async function repairScreen(main: HTMLElement) {
  const products = await portalApi.products();
  const product = h(
    'select',
    { id: 'repair-product' },
    h('option', { value: '' }, '请选择产品'),
    ...products.map((p) => h('option', { value: String(p.id), selected: p.id === chosenProduct }, productLabel(p))),
  );
  const fault = h('textarea', { id: 'repair-fault', rows: '5', maxlength: '500', placeholder: '请描述故障现象' });
  const error = errorLine();
  const photos = photoPicker('repair-photos', '故障照片（选填）', showError(error, '图片上传失败'));
  const form = h(
    'form',
    { class: 'card form', 'aria-label': '申请维修' },
    h('label', { for: 'repair-product' }, '送修产品'),
    product,
    h('label', { for: 'repair-fault' }, '故障描述'),
    fault,
    ...photos.nodes,
    error,
    h('button', { type: 'submit', class: 'primary' }, '提交'),
  );
  onSubmit(form, error, '提交失败', async () => {
    if (!product.value) return '请选择产品';
    if (!fault.value.trim()) return '请输入故障描述';
    const made = await portalApi.requestRepair({ customerProductId: Number(product.value), fault: fault.value.trim(), images: photos.urls() });
    chosenProduct = null;
    toast(`维修申请已提交（${made.repairNo}）`);
    location.hash = '#/repairs';
  });
  main.replaceChildren(
    products.length ? form : h('p', { class: 'empty' }, '暂无产品'),
    h('a', { class: 'link', href: '#/repairs' }, '查看我的维修'),
  );
}

/** 取消申请 on a request whose product has not arrived: the list is read again after it, a refusal shows on the card. */
function cancelButton(r: PortalRepairRow, error: HTMLElement, reload: () => Promise<void>) {
  const button = h('button', { type: 'button', class: 'ghost danger' }, '取消申请');
  button.addEventListener('click', async () => {
    if (!confirm(`确定取消维修申请 ${r.repairNo}？`)) return;
    try {
      await portalApi.cancelRepair(r.id);
      toast('维修申请已取消');
      await reload();
    } catch (e) {
      showError(error, '取消失败')(e);
    }
  });
  return button;
}

/** #/repairs: the customer's repair orders with their states, and the courier number of the way back. */
export async function repairsScreen(main: HTMLElement) {
  const rows = await portalApi.repairs();
  const card = (r: PortalRepairRow, error = errorLine()) =>
    h(
      'article',
      { class: 'card repair', 'data-id': String(r.id) },
      h('div', { class: 'row spread' }, h('h2', {}, r.productName ?? '-'), h('span', { class: `state r${r.state}` }, r.stateName)),
      h('p', { class: 'muted' }, `${r.repairNo} · ${shown(r.createTime)}${r.serialNumber ? ` · ${r.serialNumber}` : ''}`),
      h('p', {}, `故障：${r.fault || '-'}`),
      h('p', {}, r.signedIn ? '产品已签收' : '等待产品寄达'),
      h('p', {}, r.inWarranty ? '保内维修，免费' : `保外维修，应付 ${r.charge} 元`),
      r.completedAt && h('p', {}, `完工时间：${shown(r.completedAt)}`),
      r.courierNo && h('p', {}, `已寄回：${r.courierCompany} ${r.courierNo}`),
      r.canCancel && cancelButton(r, error, () => repairsScreen(main)),
      error,
    );
  main.replaceChildren(...(rows.length ? rows.map((r) => card(r)) : [h('p', { class: 'empty' }, '暂无维修单')]), h('a', { class: 'link', href: '#/repair' }, '申请维修'));
}
