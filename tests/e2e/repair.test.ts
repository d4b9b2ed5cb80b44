import { execFile } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { PortalPaths } from '@domain/portal/portal.paths';
import { launchBrowser, openPage } from '@tests/support/browser';
import { pdftotextPages, zbarCodesPerPage } from '@tests/support/pdf-tools';
import { REPO_ROOT } from '@tests/support/server-process';
import { waitUntil } from '@tests/support/wait-until';
import { PHONE } from './mobile-support';
import { api, appInBrowser, screenshot, seeMessage, signInByPassword } from './support';

const ADMIN = '13800000001';
const DESK = '13800000006';
const ENGINEER = '13800000003';
const DIRECTOR = '13800000010';
const KEEPER = '13800000009';
const PORTAL = '/portal/demo000001';
const PORTAL_CUSTOMER = '13900000001';
const app = appInBrowser();

const clickButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).click();

/** A new product of a demo customer with its printed QR code (so a scan of it makes a new repair order): its serial and code. */
async function productWithCode(admin: Page, serialNumber: string): Promise<string> {
  const [customer] = await api<{ id: number }[]>(admin, '/v2/customer/list?pageIndex=0&pageSize=10');
  const model = await api<{ data: { id: number } }>(admin, '/v2/product/save', { name: '摄像头送修机', model: 'CAM-1', category: '', warrantyPeriod: 1, warrantyUnit: 3, warrantyBasis: 2 });
  const unit = await api<{ data: { id: number } }>(admin, '/v2/customer/production/save', { productId: model.data.id, name: '摄像头送修机', serialNumber, customerId: customer.id });
  const qr = await api<{ data: { codes: { url: string }[] } }>(admin, '/productQR/generateDownloadQrUrl', { customerProductIds: [unit.data.id] });
  return qr.data.codes[0].url;
}

/** A video file Chromium plays as the camera: the code as a QR picture on white, a few frames (it loops). */
async function qrVideo(code: string): Promise<string> {
  const dir = path.join(REPO_ROOT, '.test-data');
  await mkdir(dir, { recursive: true });
  const [png, y4m] = ['png', 'y4m'].map((ext) => path.join(dir, `repair-camera-${process.pid}.${ext}`));
  await QRCode.toFile(png, code, { width: 360, margin: 4 });
  await promisify(execFile)('ffmpeg', ['-y', '-loglevel', 'error', '-loop', '1', '-i', png, '-vf', 'pad=640:480:(ow-iw)/2:(oh-ih)/2:white,format=yuv420p', '-r', '5', '-t', '2', y4m]);
  return y4m;
}

describe('a product sent in for repair', () => {
  it('the administrator adds a custom field, the desk writes the order with it and scans the product in, the engineer inspects it (verdict 维修) and uses a part, the director approves, the desk ships it back and its type-53 return visit appears; a portal request reaches the desk and its customer withdraws it', async () => {
    const desk = await app.signedIn(DESK);
    const products = await api<{ id: number; productId: number; name: string; serialNumber: string; qr: { url: string } | null; customerId: number | null }[]>(
      desk,
      '/v2/customer/production/list?pageIndex=0&pageSize=100',
    );
    const product = products.find((p) => p.qr && p.customerId)!;

    // 0. The administrator puts a field on the repair order template (/repairSet, the template centre's builder).
    const admin = await app.signedIn(ADMIN);
    await admin.goto('/repairSet');
    await admin.getByRole('region', { name: '控件' }).getByRole('button', { name: '单行文本', exact: true }).click();
    await admin.getByRole('region', { name: '字段设置' }).getByLabel('标题').fill('机身编号');
    // The builder's own 保存 (the settings card above has one too).
    await admin.locator('.arco-card', { has: admin.getByRole('region', { name: '控件' }) }).last().getByRole('button', { name: '保存', exact: true }).click();
    await seeMessage(admin, '保存成功');

    // The desk writes the order ahead (新建维修单), the field among the dialog's, while the product is on its way.
    await desk.goto('/repairManagement');
    await clickButton(desk, '新建维修单');
    const form = desk.getByRole('dialog');
    const picker = form.getByRole('combobox', { name: '送修产品' });
    await picker.click();
    await picker.locator('input').fill(product.serialNumber);
    await desk.getByRole('option', { name: new RegExp(product.serialNumber) }).click();
    await form.getByRole('textbox', { name: '故障描述' }).fill('开机无反应');
    await form.getByRole('group', { name: '机身编号' }).locator('input').fill('JS-0042');
    await form.getByRole('button', { name: /^确\s*定$/ }).click();
    await form.waitFor({ state: 'detached' });
    await desk.getByRole('row').filter({ hasText: product.serialNumber }).filter({ hasText: '待确认' }).waitFor();

    // 1. The receiving desk scans the product's QR code when it arrives (its address entered and Enter: a reader's
    // timing is not the test's): the order written ahead is signed in, no new one.
    await desk.goto('/scanCodeSignIn');
    await desk.getByRole('textbox', { name: '随附配件' }).fill('电源线');
    const box = desk.getByRole('textbox', { name: '产品二维码或序列号' });
    await box.fill(product.qr!.url);
    await box.press('Enter');
    const signed = desk.getByText(/^WX\d{8} 已签收：/);
    await signed.waitFor();
    const repairNo = (await signed.innerText()).slice(0, 10);
    const link = desk.getByRole('link', { name: repairNo });
    const detailPath = (await link.getAttribute('href'))!;
    expect(detailPath).toMatch(/^\/repairManagementDetail\?orderId=\d+$/);
    await desk.getByRole('row').filter({ hasText: repairNo }).filter({ hasText: '孙接待' }).waitFor();
    // A second scan of the same product is refused.
    await box.fill(product.qr!.url);
    await box.press('Enter');
    await desk.getByText(`该产品已签收，不能重复签收（${repairNo}）`).waitFor();
    await screenshot(desk, 'repair-scan-sign-in');

    // The receipt label, printed as the 打印 button prints it: its QR code scans to the product's code.
    await desk.goto(detailPath);
    // The custom field's value was saved with the order.
    await desk.locator('.arco-card').filter({ hasText: '自定义字段' }).getByText('JS-0042').waitFor();
    await clickButton(desk, '打印签收单');
    const receipt = desk.getByRole('dialog').getByRole('img', { name: `产品二维码 ${repairNo}` });
    await expect.poll(() => receipt.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
    const label = new Uint8Array(await desk.pdf({ preferCSSPageSize: true, printBackground: true }));
    expect(await zbarCodesPerPage(label)).toEqual([[product.qr!.url]]);
    expect((await pdftotextPages(label)).join('\n')).toContain(repairNo);
    await desk.getByRole('dialog').getByRole('button', { name: /^取\s*消$/ }).click();

    // 2. The engineer inspects it: every item of the checklist, and the verdict 维修 takes the order on.
    const engineer = await app.signedIn(ENGINEER);
    await engineer.goto(detailPath);
    await engineer.getByText('开机无反应').waitFor();
    await clickButton(engineer, '新建检测单');
    await engineer.waitForURL(/\/detectionOrderDetail\?id=\d+$/);
    for (const item of ['外观', '通电测试', '主板', '电源', '噪音']) {
      await engineer.getByRole('row').filter({ hasText: item }).getByText(item === '主板' ? '异常' : '正常', { exact: true }).click();
    }
    await engineer.getByRole('textbox', { name: '主板说明' }).fill('电容鼓包');
    await engineer.getByRole('combobox', { name: '检测结论' }).click();
    await engineer.getByRole('option', { name: '维修', exact: true }).click();
    await clickButton(engineer, '提交检测结果');
    await engineer.getByText(/^JC\d{8} 已检测$/).waitFor();
    await screenshot(engineer, 'repair-detection');

    // 3. Back on the repair order, now 处理中, he uses two capacitors from his own stock.
    await engineer.getByRole('link', { name: repairNo }).click();
    await engineer.getByText('处理中').first().waitFor();
    await clickButton(engineer, '登记用料');
    const dialog = engineer.getByRole('dialog');
    const part = dialog.getByRole('combobox', { name: '备件' });
    await part.click();
    await part.locator('input').fill('电容');
    await engineer.getByRole('option', { name: /^电容/ }).click();
    await dialog.getByRole('spinbutton', { name: '用料数量' }).fill('2');
    await dialog.getByRole('button', { name: /^确\s*定$/ }).click();
    await engineer.getByRole('row').filter({ hasText: '电容 × 2个' }).filter({ hasText: '50.00' }).waitFor();
    // Completion needs approval in the demo: only 提交完工审批 is offered.
    expect(await engineer.getByRole('button', { name: '完工', exact: true }).count()).toBe(0);
    await clickButton(engineer, '提交完工审批');
    await engineer.getByText('待审批').first().waitFor();

    // 4. The director approves.
    const director = await app.signedIn(DIRECTOR);
    await director.goto(detailPath);
    await clickButton(director, '审批通过');
    await director.getByText('已完成').first().waitFor();

    // 5. The desk sends it back with a courier number.
    await desk.goto(detailPath);
    await clickButton(desk, '寄回');
    const ship = desk.getByRole('dialog');
    await ship.getByRole('textbox', { name: '快递公司' }).fill('顺丰速运');
    await ship.getByRole('textbox', { name: '快递单号' }).fill('SF2026120601');
    await ship.getByRole('button', { name: /^确\s*定$/ }).click();
    await desk.getByText('寄回：顺丰速运 SF2026120601（孙接待）').waitFor();
    expect(await desk.getByRole('button', { name: '寄回', exact: true }).count()).toBe(0);
    const log = desk.locator('.arco-timeline');
    for (const step of ['创建', '新建检测单', '检测', '受理', '登记用料', '提交完工审批', '审批通过', '寄回']) await log.getByText(new RegExp(`^${step}：`)).waitFor();
    await screenshot(desk, 'repair-detail-shipped');

    // 6. The customer product's history lists the repair, completed.
    await desk.goto(`/productManage/productDetail/${product.productId}/${product.id}`);
    await desk.getByRole('row').filter({ hasText: repairNo }).filter({ hasText: '已完成' }).waitFor();

    // 6b. A return-visit plan of type 53 visits completed repair orders: its task (made by the plan's job) shows on the detail.
    const staff = await api<{ id: number; name: string }[]>(admin, '/v2/user/list?pageSize=100');
    const visitor = staff.find((u) => u.name === '周回访')!.id;
    const plan = { name: '维修完工回访', visitType: 53, delayValue: 0, delayUnit: 3, assigneeIds: [visitor], questions: [{ title: '维修满意度', kind: 1 }] };
    expect((await api<{ success: boolean }>(admin, '/v2/returnvisitPlan/save', plan)).success).toBe(true);
    const repairId = Number(new URL(detailPath, app.server.origin).searchParams.get('orderId'));
    await waitUntil(() => api<{ returnVisits: unknown[] }>(desk, `/v2/repair/order/detail?id=${repairId}`), (d) => d.returnVisits.length > 0, 120_000);
    await desk.goto(detailPath);
    await desk.getByRole('row').filter({ hasText: '维修完工回访' }).filter({ hasText: '周回访' }).waitFor();

    // 7. A customer asks for a repair in the portal on their phone: it reaches the desk's list, waiting for the product.
    const accounts = await api<{ list: { phone: string; customerId: number }[] }>(admin, `${PortalPaths.accountList}?pageSize=100`);
    const customerId = accounts.list.find((a) => a.phone === PORTAL_CUSTOMER)!.customerId;
    const model = await api<{ data: { id: number } }>(admin, '/v2/product/save', { name: '门户送修机', model: 'MH-1', category: '', warrantyPeriod: 1, warrantyUnit: 3, warrantyBasis: 2 });
    const serial = `MH-${Date.now()}`;
    await api(admin, '/v2/customer/production/save', { productId: model.data.id, name: '门户送修机', serialNumber: serial, customerId });
    // The customer's own phone: a fresh context at 390 px, no staff session.
    const blank = await app.newPage();
    const phone = await blank.context().browser()!.newContext({ baseURL: app.server.origin, viewport: PHONE, locale: 'zh-CN', isMobile: true, hasTouch: true });
    await blank.context().close();
    const customer = await phone.newPage();
    await customer.goto(PORTAL);
    await customer.getByLabel('手机号').fill(PORTAL_CUSTOMER);
    const known = app.server.smsCodes(PORTAL_CUSTOMER).length;
    await customer.getByRole('button', { name: '获取验证码' }).click();
    await customer.getByLabel('验证码').fill(await app.server.nextSmsCode(PORTAL_CUSTOMER, known));
    await customer.getByRole('button', { name: '登录' }).click();
    await customer.getByRole('heading', { name: /您好/ }).waitFor();
    await customer.goto(`${PORTAL}#/products`);
    await customer.getByRole('button', { name: '申请维修 门户送修机' }).click();
    await customer.getByLabel('故障描述').fill('屏幕不亮');
    await customer.getByRole('button', { name: '提交' }).click();
    const request = customer.locator('article.repair').filter({ hasText: '屏幕不亮' });
    await request.getByText('等待产品寄达').waitFor();
    const requestNo = (await request.locator('.muted').innerText()).split(' · ')[0];
    expect(requestNo).toMatch(/^WX\d{8}$/);

    await desk.goto('/repairManagement');
    await desk.getByRole('row').filter({ hasText: requestNo }).filter({ hasText: serial }).filter({ hasText: '待确认' }).waitFor();
    await desk.getByRole('link', { name: requestNo }).click();
    await desk.getByText(`门户申请人：陈客户 ${PORTAL_CUSTOMER}`).waitFor();
    await desk.getByRole('button', { name: '签收', exact: true }).waitFor();
    await screenshot(desk, 'repair-portal-request');

    // The customer thinks better of it before sending the product: 取消申请, and the desk's order is cancelled.
    await customer.reload();
    customer.once('dialog', (confirm) => void confirm.accept());
    await request.getByRole('button', { name: '取消申请' }).click();
    await request.getByText('已取消').waitFor();
    expect(await request.getByRole('button', { name: '取消申请' }).count()).toBe(0);
    await desk.reload();
    await desk.getByText('已取消').first().waitFor();
    expect(await desk.getByRole('button', { name: '签收', exact: true }).count()).toBe(0);
    await phone.close();
  }, 300_000); // one long path (custom field to portal withdrawal) of several people on a busy machine

  it('the desk holds a product’s QR code to the PC’s camera (扫码, read by jsQR): signed in on a new repair order; the engineer’s phone finds it by 维修扫码’s camera and takes it on', async () => {
    const serial = `CAM-${Date.now()}`;
    const video = await qrVideo(await productWithCode(await app.signedIn(ADMIN), serial));
    // Its own Chromium: the camera file is a launch flag, so the other tests' browser keeps its plain fake camera.
    const browser = await launchBrowser([`--use-file-for-fake-video-capture=${video}`]);
    try {
      const desk = await openPage(browser, app.server.origin);
      await signInByPassword(desk, DESK);
      await desk.goto('/scanCodeSignIn');
      await desk.getByRole('textbox', { name: '故障描述' }).fill('屏幕闪烁');
      await clickButton(desk, '扫码');
      const signed = desk.getByText(new RegExp(`^WX\\d{8} 已签收（新建维修单）：摄像头送修机 ${serial}$`));
      await signed.waitFor();
      const repairNo = (await signed.innerText()).slice(0, 10);
      await desk.getByRole('row').filter({ hasText: serial }).filter({ hasText: '孙接待' }).waitFor();
      expect(await desk.getByRole('dialog', { name: '扫码' }).count()).toBe(0);

      // The engineer's phone in the same plain browser: 维修扫码's 扫一扫 reads the code by the camera, its order opens, 受理 there.
      const engineer = await openPage(browser, app.server.origin);
      await engineer.setViewportSize(PHONE);
      await signInByPassword(engineer, ENGINEER);
      await engineer.goto('/m/repairScan');
      await engineer.getByRole('button', { name: '扫一扫' }).click();
      await engineer.waitForURL(/\/m\/repair\/\d+$/);
      const facts = engineer.getByRole('region', { name: '维修单' });
      await facts.getByRole('heading', { name: repairNo }).waitFor();
      await facts.getByText(/^孙接待 /).waitFor();
      await clickButton(engineer, '受理');
      await engineer.getByRole('status').filter({ hasText: '受理成功' }).waitFor();
      await facts.getByText('处理中').waitFor();
    } finally {
      await browser.close();
    }
  }, 120_000);

  it('a warehouse keeper sends equipment to internal repair, and the engineer repairs the recycled compressor back into stock', async () => {
    const keeper = await app.signedIn(KEEPER);
    await keeper.goto('/maintenanceOrder');
    await clickButton(keeper, '新建内部维修单');
    const dialog = keeper.getByRole('dialog');
    await dialog.getByText('自有设备', { exact: true }).click();
    await dialog.getByRole('textbox', { name: '设备名称' }).fill('电子检漏仪');
    await dialog.getByRole('textbox', { name: '故障描述' }).fill('灵敏度下降');
    await dialog.getByRole('button', { name: /^确\s*定$/ }).click();
    await keeper.getByRole('row').filter({ hasText: '电子检漏仪' }).filter({ hasText: '待维修' }).waitFor();

    // The demo's compressor recycled into 浦西分仓's old-part store: started, then finished as 修复 (旧件翻新 into good stock).
    const engineer = await app.signedIn(ENGINEER);
    await engineer.goto('/maintenanceOrder');
    await engineer.getByRole('row').filter({ hasText: '压缩机' }).getByRole('link', { name: /^NX\d{8}$/ }).click();
    await engineer.waitForURL(/\/maintenanceOrderDetail\?id=\d+$/);
    await clickButton(engineer, '开始维修');
    await engineer.getByText('维修中', { exact: true }).waitFor();
    await clickButton(engineer, '完成维修');
    const finish = engineer.getByRole('dialog');
    await finish.getByRole('textbox', { name: '维修说明' }).fill('重绕绕组');
    await finish.getByRole('button', { name: /^确\s*定$/ }).click();
    await engineer.getByText('已完成', { exact: true }).waitFor();
    await engineer.getByText(/^已过账备件出入库记录 #\d+$/).waitFor();
    expect(await engineer.getByRole('button', { name: '完成维修', exact: true }).count()).toBe(0);
    await screenshot(engineer, 'internal-repair-done');
  });
});
