import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CallType, Pickup } from '@domain/call-center/call-center.constants';
import { CallCenterPaths as P } from '@domain/call-center/call-center.paths';
import type { CallRecordDetail, CallRecordRow, SeatRow, SipAccount } from '@domain/call-center/call-center.schemas';
import { submitDefaultOrder } from './order-form';
import { startPbx, type Pbx } from './sip-pbx';
import { api, apiCall, appInBrowser, eventually, reportFailure, signInByPassword, textsOf } from './support';

/** 孙接待, the demo seat at extension 8001 (server/modules/call-center/call-center-seed.ts). */
const RECEPTION = '13800000006';
/** 王管理, the enterprise's administrator (sets up the PBX and the seat's SIP account). */
const ADMIN = '13800000001';
const EXTENSION = '8001';
/** The demo customer 华润万家南山店 has this phone (server/modules/customers/customers-seed.ts). */
const CALLER = '075586001000';
/** A second phone at the PBX, the number the seat transfers the customer's call to. */
const TRANSFER_TO = '13900000099';
const CUSTOMER = '华润万家南山店';
const EVENT_TITLE = '来电：办公室空调不制冷';

// The server runs the fake provider (CALL_CENTER_PROVIDER defaults to fake outside production); its
// simulated caller is reached through the seat user's simulate route.
const app = appInBrowser();
let page: Page;

/**
 * Counts the page's open chat sockets, so the test can wait until the shell's chat socket (which brings the pop-up)
 * is up; the softphone's socket to the PBX is not one.
 */
function countChatSockets() {
  const Native = window.WebSocket;
  const w = window as unknown as { chatSockets: number };
  w.chatSockets = 0;
  window.WebSocket = class extends Native {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      if (!String(url).includes('/api/kefu/user/socket')) return;
      this.addEventListener('open', () => w.chatSockets++);
      this.addEventListener('close', () => w.chatSockets--);
    }
  };
}

const seatButton = () => page.getByRole('button', { name: /^坐席状态：/ });
/** The value cell after a label cell of an Arco Descriptions (its rows hold several label and value pairs). */
const descriptionValue = (label: string) =>
  page.locator('.arco-descriptions-item-label').filter({ hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::*[1]');

beforeAll(async () => {
  page = await app.newPage();
  await page.addInitScript(countChatSockets);
  await signInByPassword(page, RECEPTION);
});

describe('the call centre', () => {
  let popUp = '';
  let eventCode = '';
  let callDetail = '';

  it('the seat signs in from the top bar; a caller rings and the pop-up opens with their customer', async () => {
    await seatButton().waitFor();
    expect(await seatButton().getAttribute('aria-label')).toMatch(/^坐席状态：\S* ?(离线|已签出)$/);
    await seatButton().click();
    await page.getByRole('menuitem', { name: '签入', exact: true }).click();
    await page.getByRole('button', { name: /^坐席状态：\S* ?空闲$/ }).waitFor();

    // The ringing reaches the browser over the chat socket: it must be open first.
    await page.waitForFunction(() => (window as unknown as { chatSockets: number }).chatSockets > 0);
    const rang = await apiCall<{ callId: string }>(page, P.simulate, { action: 'ring', phone: CALLER, extension: EXTENSION });
    expect(rang).toMatchObject({ success: true });
    await page.waitForURL(/\/currnetCall\?/);
    popUp = new URL(page.url()).pathname + new URL(page.url()).search;
    expect(new URL(page.url()).searchParams.get('callId')).toBe(rang.data.callId);
    await page.getByText(`来电 ${CALLER}`).waitFor();
    await page.getByRole('link', { name: CUSTOMER }).waitFor();
    await page.getByRole('button', { name: /^坐席状态：\S* ?通话中$/ }).waitFor();
  });

  it('新建事件 from the pop-up makes an event that names the call record', async () => {
    await page.getByRole('button', { name: '新建事件' }).click();
    await page.waitForURL((url) => url.pathname === '/newEvent' && url.searchParams.has('belongCallRecordId'));
    const form = page.getByRole('form', { name: '事件表单' });
    await form.getByPlaceholder('请输入事件标题', { exact: true }).fill(EVENT_TITLE);
    await expect(form.getByPlaceholder('请输入客户名称', { exact: true }).inputValue()).resolves.toBe(CUSTOMER);
    await form.getByRole('button', { name: /^提\s*交$/ }).click();
    await page.waitForURL(/\/Myevent\/eventDetail\/\d+$/);
    eventCode = (await page.locator('.arco-descriptions-item-value').first().innerText()).trim();
    expect(eventCode).toMatch(/^SJ\d{13}$/);
  });

  it('the caller hangs up; the pop-up lists the open event, and the call record links to it', async () => {
    await page.goto(popUp);
    const callId = new URLSearchParams(popUp.split('?')[1]).get('callId')!;
    for (const action of ['answer', 'hangup']) expect(await apiCall(page, P.simulate, { action, callId })).toMatchObject({ success: true });
    // The pop-up polls its call: it shows the end.
    await page.locator('.arco-card-header .arco-tag', { hasText: '已结束' }).waitFor();
    // The top bar follows the seat into wrap-up.
    await page.getByRole('button', { name: /^坐席状态：\S* ?话后处理$/ }).waitFor();
    await eventually(() => textsOf(page.locator('.arco-list').filter({ hasText: '未完成事件' }).getByRole('link'))).toContain(eventCode);
    await page.getByRole('link', { name: '通话详情' }).click();
    await page.waitForURL(/\/calldetail\/\d+\/\d+$/);
    callDetail = new URL(page.url()).pathname;
    await eventually(() => descriptionValue('接听状态').innerText()).toBe('已接听');
    expect(await descriptionValue('客户').innerText()).toBe(CUSTOMER);
    await page.getByLabel('通话录音').waitFor();
    await descriptionValue('关联事件').getByRole('link', { name: eventCode }).click();
    await page.waitForURL(/\/Myevent\/eventDetail\/\d+$/);
    await page.getByText(EVENT_TITLE).first().waitFor();
  });

  it('新建工单 from the pop-up links to the record; dial-out from the order’s contact phone writes the order’s log line', async () => {
    await page.goto(popUp);
    await page.getByRole('button', { name: '新建工单' }).click();
    await page.waitForURL((url) => url.pathname === '/createOrder' && url.searchParams.has('belongCallRecordId'));
    await submitDefaultOrder(page, '来电报修：办公室空调', CUSTOMER);
    const info = page.getByLabel('工单信息');
    const orderNo = (await info.locator('.arco-descriptions-item-value').first().innerText()).trim();
    const orderPath = new URL(page.url()).pathname;
    const call = info.getByRole('button', { name: /^拨打 / });
    await call.click();
    const dialog = page.getByRole('dialog').filter({ hasText: '拨打电话' });
    await dialog.getByRole('button', { name: /^呼\s*叫$/ }).click();
    await dialog.getByText('正在呼叫').waitFor();
    // The provider's ringing puts the call on the seat; then the seat hangs up from the dialog.
    await eventually(async () => (await api<{ currentCallId: string | null }>(page, P.seatDetails)).currentCallId).not.toBeNull();
    await dialog.getByRole('button', { name: /^挂\s*断$/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await eventually(async () => (await api<{ currentCallId: string | null }>(page, P.seatDetails)).currentCallId).toBeNull();
    // The order's progress has the line (the dial wrote it).
    await page.getByRole('tab', { name: /^工单进度/ }).click();
    await eventually(() => page.getByText('拨打电话').count()).toBeGreaterThan(0);

    // The order made from the pop-up (新建工单) is listed on the call record too.
    await page.goto(callDetail);
    await descriptionValue('关联工单').getByRole('link', { name: orderNo }).click();
    await page.waitForURL((url) => url.pathname === orderPath);
  });
});

// The SIP path against a real PBX: Kamailio (tests/fixtures/sip/kamailio.cfg) as registrar and proxy with
// SIP over WebSocket, baresip registered as the demo customer's phone; Chromium's fake microphone.
describe('the SIP softphone on the enterprise’s own PBX', () => {
  let pbx: Pbx;
  const softphone = () => page.getByLabel('软电话');
  const record = (id: string | number) => api<CallRecordDetail>(page, `${P.recordDetails}?id=${id}`);

  // What the softphone (JsSIP's own debug lines), the PBX and the far end said, printed when a step fails.
  const softphoneLog: string[] = [];
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') await reportFailure(task.fullName, ['===== the softphone, last 30 lines', ...softphoneLog.slice(-30), pbx?.report()].join('\n'));
  });

  beforeAll(async () => {
    await page.addInitScript(() => localStorage.setItem('debug', 'JsSIP:RTCSession,JsSIP:UA'));
    page.on('console', (message) => softphoneLog.push(message.text().replace(/%c/g, '').slice(0, 300)));
    pbx = await startPbx(EXTENSION, CALLER, TRANSFER_TO);
    const admin = await app.signedIn(ADMIN);
    // The PBX challenges in its own realm, not the SIP domain: the app is told it, and gives the softphone HA1.
    expect(await api(admin, P.sipSettingsSave, { wsUrl: pbx.wsUrl, domain: pbx.domain, realm: pbx.realm })).toMatchObject({ success: true });
    const seat = (await api<SeatRow[]>(admin, P.seatCollect)).find((s) => s.extension === EXTENSION)!;
    const account = { userId: seat.userId, line: seat.line, extension: EXTENSION, sipUser: pbx.seatUser, sipPassword: pbx.seatPassword };
    expect(await api(admin, P.seatSave, account)).toMatchObject({ success: true });
    await admin.context().close();
  });
  afterAll(() => pbx?.stop());

  it('the seat registers; with the chat socket down, a call from the customer’s phone still rings its pop-up; the seat answers and hangs up in the page', async () => {
    // The chat socket, which pushes the pop-up, is held down: the softphone's own report of the ringing opens it.
    await page.routeWebSocket(/\/api\/kefu\/user\/socket/, (socket) => socket.close());
    await page.reload();
    await softphone().getByText('SIP 已注册').waitFor();
    // Registered with HA1 in the PBX's realm: the browser never had the password.
    const account = await apiCall<SipAccount>(page, P.sipAccount, {});
    expect(account.data).toMatchObject({ realm: pbx.realm, ha1: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(JSON.stringify(account)).not.toContain(pbx.seatPassword);
    await seatButton().click();
    await page.getByRole('menuitem', { name: '示闲', exact: true }).click();
    await page.getByRole('button', { name: /^坐席状态：\S* ?空闲$/ }).waitFor();

    pbx.farEnd.command('dial', pbx.sipUri(pbx.seatUser));
    await softphone().getByText(`来电 ${CALLER}`).waitFor();
    await page.waitForURL(/\/currnetCall\?/);
    const popUp = new URL(page.url()).searchParams;
    expect(popUp.get('callId')).toMatch(/^sip-/);
    await page.getByRole('link', { name: CUSTOMER }).waitFor();

    await softphone().getByRole('button', { name: /^接\s*听$/ }).click();
    await pbx.farEnd.heard('CALL_ESTABLISHED');
    await eventually(async () => (await record(popUp.get('id')!)).pickup).toBe(Pickup.answered);
    await softphone().getByRole('button', { name: /^挂\s*断$/ }).click();
    await pbx.farEnd.heard('CALL_CLOSED');
    await page.locator('.arco-card-header .arco-tag', { hasText: '已结束' }).waitFor();
    await page.getByRole('button', { name: /^坐席状态：\S* ?话后处理$/ }).waitFor();
    expect(await record(popUp.get('id')!)).toMatchObject({ callId: popUp.get('callId'), type: CallType.inbound, caller: CALLER, extension: EXTENSION, ended: true, customer: { name: CUSTOMER } });
  });

  it('the seat dials the customer’s phone value; the customer answers and hangs up; the record is the dial’s', async () => {
    await page.getByRole('button', { name: `拨打 ${CALLER}` }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '拨打电话' });
    await dialog.getByRole('button', { name: /^呼\s*叫$/ }).click();
    // baresip answers what rings it.
    await pbx.farEnd.heard('CALL_ESTABLISHED', 2);
    await softphone().getByText(`去电 ${CALLER}`).waitFor();
    const callId = (await api<SeatRow>(page, P.seatDetails)).currentCallId!;
    expect(callId).toMatch(/^sip-/);
    const outbound = () => api<CallRecordRow[]>(page, `${P.recordList}?type=${CallType.outbound}&phone=${CALLER}&pageIndex=0&pageSize=20`);
    await eventually(async () => (await outbound()).find((r) => r.callId === callId)?.pickup).toBe(Pickup.answered);

    pbx.farEnd.command('hangup');
    await pbx.farEnd.heard('CALL_CLOSED', 2);
    await softphone().getByText(`去电 ${CALLER}`).waitFor({ state: 'hidden' });
    await eventually(async () => (await outbound()).find((r) => r.callId === callId)?.ended).toBe(true);
    expect((await outbound()).find((r) => r.callId === callId)).toMatchObject({ type: CallType.outbound, callee: CALLER, extension: EXTENSION, customer: { name: CUSTOMER } });
    expect((await api<SeatRow>(page, P.seatDetails)).currentCallId).toBeNull();
  });

  it('a call while the seat is in wrap-up is refused busy and noted so; the seat transfers the next to another number (REFER), the record says where it went', async () => {
    // In wrap-up the softphone answers 486 Busy Here: a missed call, noted busy.
    pbx.farEnd.command('dial', pbx.sipUri(pbx.seatUser));
    await pbx.farEnd.heard('CALL_CLOSED', 3);
    const inbound = (pickup: number) => api<CallRecordRow[]>(page, `${P.recordList}?type=${CallType.inbound}&pickup=${pickup}&phone=${CALLER}&pageIndex=0&pageSize=20`);
    await eventually(async () => (await inbound(Pickup.missed)).map((r) => r.endReason)).toContain('busy');

    const lastPopUp = new URL(page.url()).searchParams.get('callId');
    // The dial-out's dialog, left open by the customer's hang-up, is closed first.
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').filter({ hasText: '拨打电话' }).waitFor({ state: 'hidden' });
    await seatButton().click();
    await page.getByRole('menuitem', { name: '示闲', exact: true }).click();
    await page.getByRole('button', { name: /^坐席状态：\S* ?空闲$/ }).waitFor();
    pbx.farEnd.command('dial', pbx.sipUri(pbx.seatUser));
    await page.waitForURL((url) => url.pathname === '/currnetCall' && url.searchParams.get('callId') !== lastPopUp);
    const id = new URL(page.url()).searchParams.get('id')!;
    await softphone().getByRole('button', { name: /^接\s*听$/ }).click();
    await pbx.farEnd.heard('CALL_ESTABLISHED', 3);

    await softphone().getByRole('button', { name: /^转\s*接$/ }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '转接通话' });
    await dialog.getByLabel('转接号码').fill(TRANSFER_TO);
    await dialog.getByRole('button', { name: /^转\s*接$/ }).click();
    // The customer's phone takes the REFER and calls the number, which answers; then the seat leaves the call.
    await pbx.transferee.heard('CALL_ESTABLISHED');
    await pbx.farEnd.heard('CALL_CLOSED', 4);
    await softphone().getByText(`来电 ${CALLER}`).waitFor({ state: 'hidden' });
    await eventually(async () => (await record(id)).ended).toBe(true);
    expect(await record(id)).toMatchObject({ pickup: Pickup.answered, endReason: 'transferred', transferredTo: TRANSFER_TO });
    await page.goto(`/calldetail/${id}`);
    await eventually(() => descriptionValue('结束说明').innerText()).toBe(`已转接至 ${TRANSFER_TO}`);

    // The customer and the number talk on without the seat, until the customer hangs up.
    pbx.farEnd.command('hangup');
    await pbx.transferee.heard('CALL_CLOSED');
  });

  it('an attended transfer: the seat consults the number with the customer on hold, then hands the customer over (REFER with Replaces)', async () => {
    await seatButton().click();
    await page.getByRole('menuitem', { name: '示闲', exact: true }).click();
    await page.getByRole('button', { name: /^坐席状态：\S* ?空闲$/ }).waitFor();
    const [established, closed] = [pbx.farEnd.count('CALL_ESTABLISHED'), pbx.farEnd.count('CALL_CLOSED')];
    const [targetEstablished, targetClosed] = [pbx.transferee.count('CALL_ESTABLISHED'), pbx.transferee.count('CALL_CLOSED')];
    pbx.farEnd.command('dial', pbx.sipUri(pbx.seatUser));
    await page.waitForURL((url) => url.pathname === '/currnetCall');
    const id = new URL(page.url()).searchParams.get('id')!;
    await softphone().getByRole('button', { name: /^接\s*听$/ }).click();
    await pbx.farEnd.heard('CALL_ESTABLISHED', established + 1);
    await eventually(async () => (await record(id)).pickup).toBe(Pickup.answered);

    await softphone().getByRole('button', { name: /^转\s*接$/ }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '转接通话' });
    await dialog.getByLabel('转接号码').fill(TRANSFER_TO);
    await dialog.getByRole('button', { name: '咨询转接' }).click();
    // The customer waits on hold (re-INVITE); the number rings, answers, and the seat speaks to it.
    await pbx.transferee.heard('CALL_ESTABLISHED', targetEstablished + 1);
    await softphone().getByText(`咨询 ${TRANSFER_TO}（通话中，来电保持中）`).waitFor();
    await softphone().getByRole('button', { name: '完成转接' }).click();
    // The customer's phone takes the REFER (Refer-To with Replaces) and calls the number, which answers (baresip 1.0
    // does not honour Replaces: it takes the customer as a second call); then the seat leaves both of its calls.
    await pbx.transferee.heard('CALL_ESTABLISHED', targetEstablished + 2);
    await pbx.farEnd.heard('CALL_CLOSED', closed + 1);
    await pbx.transferee.heard('CALL_CLOSED', targetClosed + 1);
    await softphone().getByText(`来电 ${CALLER}`).waitFor({ state: 'hidden' });
    await eventually(async () => (await record(id)).ended).toBe(true);
    expect(await record(id)).toMatchObject({ pickup: Pickup.answered, endReason: 'transferred', transferredTo: TRANSFER_TO });
    pbx.farEnd.command('hangup');
    await pbx.transferee.heard('CALL_CLOSED', targetClosed + 2);
    // The consulting call is a record of its own in 通话记录 (the seat's, to the number, answered), noted as the
    // consultation of the customer's call.
    await eventually(async () => (await record(id)).consultations.length).toBe(1);
    const [consulting] = (await record(id)).consultations;
    await eventually(async () => (await record(consulting.id)).ended).toBe(true);
    expect(await record(consulting.id)).toMatchObject({ type: CallType.outbound, pickup: Pickup.answered, callee: TRANSFER_TO, consultationOf: { id: Number(id), phone: CALLER } });
    await page.goto('/callcenter');
    await page.getByRole('link', { name: `咨询 · 原通话 ${CALLER}` }).first().waitFor();
  });

  it('the phone version (/m) runs the same softphone: the seat answers the customer’s call on the phone and hangs up', async () => {
    await page.goto('/m/seat');
    await page.getByRole('region', { name: '坐席' }).getByRole('button', { name: '示闲', exact: true }).click();
    // The seat line shows idle: the page's softphone now takes calls (before, it would answer 486).
    await page.getByRole('link', { name: `坐席状态：${EXTENSION} 空闲` }).waitFor();
    const phone = page.getByRole('group', { name: '软电话' });
    await phone.getByText('SIP 已注册').waitFor();
    const [established, closed] = [pbx.farEnd.count('CALL_ESTABLISHED'), pbx.farEnd.count('CALL_CLOSED')];
    pbx.farEnd.command('dial', pbx.sipUri(pbx.seatUser));
    await phone.getByText(`来电 ${CALLER}`).waitFor();
    await page.waitForURL((url) => url.pathname === '/m/currentCall');
    const id = new URL(page.url()).searchParams.get('id')!;
    await page.getByRole('region', { name: '来电' }).getByRole('link', { name: CUSTOMER }).waitFor();
    await phone.getByRole('button', { name: '接听' }).click();
    await pbx.farEnd.heard('CALL_ESTABLISHED', established + 1);
    await eventually(async () => (await record(id)).pickup).toBe(Pickup.answered);
    await phone.getByRole('button', { name: '挂断' }).click();
    await pbx.farEnd.heard('CALL_CLOSED', closed + 1);
    await eventually(async () => (await record(id)).ended).toBe(true);
    expect(await record(id)).toMatchObject({ type: CallType.inbound, caller: CALLER, extension: EXTENSION, customer: { name: CUSTOMER } });
  });
});
