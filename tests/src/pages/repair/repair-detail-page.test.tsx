import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { CustomerProductRow } from '@domain/products/products.schemas';
import type { ScanSignInResult } from '@domain/repair/repair.schemas';
import CustomerProductDetailPage from '@/pages/products/customer-product-detail-page';
import RepairDetailPage from '@/pages/repair/repair-detail-page';
import { useClientServer } from '@tests/support/client-server';
import { Client } from '@tests/support/test-app';

const t = useClientServer();
const DESK = '13800000006';

/** What zbarimg (a barcode scanner's reading) finds in a PNG data URL. */
async function zbarRead(dataUrl: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'repair-receipt-'));
  try {
    const file = path.join(dir, 'qr.png');
    await writeFile(file, Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
    const { stdout } = await promisify(execFile)('zbarimg', ['--quiet', '--raw', '-Sdisable', '-Sqrcode.enable', file]);
    return stdout.trim();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const products = async (desk: Client) => (await desk.get('/v2/customer/production/list?pageIndex=0&pageSize=100')).json.data as CustomerProductRow[];

describe('打印签收单 on /repairManagementDetail', () => {
  it("prints the signed-in order's receipt with the product's QR code, which a scanner reads back", async () => {
    const desk = await Client.signIn(t.app, DESK);
    const product = (await products(desk)).find((p) => p.customerId !== null && p.qr !== null)!;
    const scanned = await desk.post('/v2/repair/order/scanSignIn', { code: product.qr!.url, fault: '屏幕闪烁', accessories: '电源线' });
    const { order } = scanned.json.data as ScanSignInResult;
    await t.open(`/repairManagementDetail?orderId=${order.id}`, DESK, <RepairDetailPage />);
    const u = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await u.click(await screen.findByRole('button', { name: '打印签收单' }));
    const dialog = await screen.findByRole('dialog');
    const image = (await within(dialog).findByRole('img', { name: `产品二维码 ${order.repairNo}` })) as HTMLImageElement;
    // The code holds the product's public address (this test's server names its own host).
    expect(await zbarRead(image.src)).toMatch(new RegExp(`^https?://[^/]+/qr/${product.qr!.token}$`));
    const text = dialog.textContent!;
    for (const part of [`维修签收单 ${order.repairNo}`, `产品：${product.name}`, '故障：屏幕闪烁', '随附配件：电源线', '孙接待']) expect(text).toContain(part);
    const print = vi.fn();
    window.print = print;
    await u.click(within(dialog).getByRole('button', { name: '打印' }));
    expect(print).toHaveBeenCalledOnce();
    // The print-only copy sits under <body>, outside the app and the dialog.
    expect(document.body.querySelector(':scope > .repair-receipt-print')?.textContent).toContain(order.repairNo);
  });

  it('says so on the receipt when the product has no QR code yet, and 生成二维码 there puts its new code on the label', async () => {
    const desk = await Client.signIn(t.app, DESK);
    const admin = await Client.signIn(t.app, '13800000001');
    // A product of its own (the demo's products without a code stay so for the other tests).
    const customerId = (await products(desk)).find((p) => p.customerId !== null)!.customerId;
    const serialNumber = `RCPT-${Date.now()}`;
    const model = await admin.post('/v2/product/save', { name: `签收单机${serialNumber}`, model: serialNumber, category: '', warrantyPeriod: 1, warrantyUnit: 3, warrantyBasis: 2 });
    const made = await admin.post('/v2/customer/production/save', { productId: model.json.data.id, name: '签收单机', serialNumber, customerId });
    expect(made.statusCode, made.body).toBe(200);
    const { order } = (await desk.post('/v2/repair/order/scanSignIn', { code: serialNumber })).json.data as ScanSignInResult;
    await t.open(`/repairManagementDetail?orderId=${order.id}`, DESK, <RepairDetailPage />);
    const u = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await u.click(await screen.findByRole('button', { name: '打印签收单' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('该产品还没有二维码');
    expect(within(dialog).getByText(`维修签收单 ${order.repairNo}`)).toBeTruthy();

    await u.click(within(dialog).getByRole('button', { name: '生成二维码' }));
    const image = (await within(dialog).findByRole('img', { name: `产品二维码 ${order.repairNo}` })) as HTMLImageElement;
    const product = (await products(desk)).find((p) => p.id === made.json.data.id)!;
    expect(product.qr).not.toBeNull();
    expect(await zbarRead(image.src)).toMatch(new RegExp(`^https?://[^/]+/qr/${product.qr!.token}$`));
    expect(within(dialog).queryByRole('button', { name: '生成二维码' })).toBeNull();
    expect(within(dialog).queryByText('该产品还没有二维码')).toBeNull();
  });

  it('offers no 生成二维码 to an engineer, who does not write customer products', async () => {
    const desk = await Client.signIn(t.app, DESK);
    const product = (await products(desk)).find((p) => p.customerId !== null && p.qr === null && p.serialNumber)!;
    const listed = (await desk.get(`/v2/repair/order/list?customerProductId=${product.id}&pageIndex=0&pageSize=10`)).json.data as { id: number; state: number }[];
    const id = listed.find((r) => [0, 1, 4].includes(r.state))?.id ?? ((await desk.post('/v2/repair/order/scanSignIn', { code: product.serialNumber })).json.data as ScanSignInResult).order.id;
    await t.open(`/repairManagementDetail?orderId=${id}`, '13800000003', <RepairDetailPage />);
    const u = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await u.click(await screen.findByRole('button', { name: '打印签收单' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('该产品还没有二维码');
    expect(within(dialog).queryByRole('button', { name: '生成二维码' })).toBeNull();
  });
});

describe('照片 on /repairManagementDetail', () => {
  it('shows the photos attached to the order under 照片', async () => {
    const desk = await Client.signIn(t.app, DESK);
    const product = (await products(desk)).find((p) => p.customerId !== null && p.qr === null && p.serialNumber)!;
    const open = (await desk.get(`/v2/repair/order/list?customerProductId=${product.id}&pageIndex=0&pageSize=10`)).json.data as { id: number; state: number }[];
    const id = open.find((r) => [0, 1, 4].includes(r.state))?.id ?? ((await desk.post('/v2/repair/order/scanSignIn', { code: product.serialNumber })).json.data as ScanSignInResult).order.id;
    const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const photo = (await desk.post('/upload/save/str', { data: png, name: '收件外观.png' })).json.data as { id: number; url: string };
    expect((await desk.post('/v2/repair/order/photos', { id, photoIds: [photo.id] })).statusCode).toBe(200);
    await t.open(`/repairManagementDetail?orderId=${id}`, DESK, <RepairDetailPage />);
    const image = (await screen.findByAltText('收件外观.png', {}, { timeout: 15_000 })) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe(photo.url);
    const section = image.closest('.arco-card') as HTMLElement;
    expect(within(section).getByText('照片')).toBeTruthy();
  });
});

describe("the customer product's detail", () => {
  const PRODUCT_ROUTE = '/productManage/productDetail/:productId/:id';
  const openProduct = (p: CustomerProductRow, phone: string) =>
    t.open(`/productManage/productDetail/${p.productId}/${p.id}`, phone, <Route path={PRODUCT_ROUTE}><CustomerProductDetailPage /></Route>);

  it('lists its repair orders under 维修记录, each linking to the repair order', async () => {
    const desk = await Client.signIn(t.app, DESK);
    // A product that has never been repaired, so the section shows exactly what this test made.
    let product: CustomerProductRow | undefined;
    for (const p of (await products(desk)).filter((c) => c.customerId !== null && c.qr !== null)) {
      if ((await desk.get(`/v2/repair/order/count?customerProductId=${p.id}`)).json.data === 0) {
        product = p;
        break;
      }
    }
    if (!product) throw new Error('the demo needs a customer product never repaired');
    const scanned = await desk.post('/v2/repair/order/scanSignIn', { code: product.qr!.url, fault: '噪音很大' });
    const { order } = scanned.json.data as ScanSignInResult;
    await openProduct(product, DESK);
    const section = (await screen.findByText('维修记录', {}, { timeout: 15_000 })).closest('.arco-card') as HTMLElement;
    const row = await within(section).findByRole('row', { name: new RegExp(order.repairNo) });
    expect(within(section).getAllByRole('row')).toHaveLength(2);
    expect(within(row).getByText('噪音很大')).toBeTruthy();
    expect(within(row).getByRole('link', { name: order.repairNo }).getAttribute('href')).toBe(`/repairManagementDetail?orderId=${order.id}`);
  });

  it('shows no repair section to a salesperson, who does not read repair orders', async () => {
    const sales = await Client.signIn(t.app, '13800000005');
    const [product] = await products(sales);
    await openProduct(product, '13800000005');
    await screen.findByText('产品二维码');
    expect(screen.queryByText('维修记录')).toBeNull();
  });
});
