import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CallCenterPaths as P } from '@domain/call-center/call-center.paths';
import type { CallRecordRow, SeatRow, SipEventInput } from '@domain/call-center/call-center.schemas';
import { CustomerPaths } from '@domain/customers/customers.paths';
import type { ContactRow, CustomerDetail, CustomerRow } from '@domain/customers/customers.schemas';
import { callSeats, customers } from '@server/db/schema';
import { api } from '@/app/api';
import { SeatStateControl } from '@/features/call-center/components/seat-state-control';
import { MobileSipPhone } from '@/features/call-center/components/mobile/mobile-sip-phone';
import { SipPhone } from '@/features/call-center/components/sip-phone';
import { emitChatSocketState } from '@/lib/chat-events';
import CallCenterSettingPage from '@/pages/call-center/call-center-setting-page';
import AllCustomerPage from '@/pages/customers/all-customer-page';
import ContactManagePage from '@/pages/customers/contact-manage-page';
import { CUSTOMER_DETAIL_TABS } from '@/pages/customers/customer-detail-tabs';
import { ANOTHER_TAB, SipSoftphone } from '@/features/call-center/softphone/sip-softphone';
import type { TabLocks } from '@/features/call-center/softphone/tab-lock';
import { renderWithStore, settle, useClientServer } from '@tests/support/client-server';
import { Client } from '@tests/support/test-app';

// JsSIP stands in for the PBX here (the real signalling, against Kamailio and baresip: tests/e2e/call-center.test.ts).
const sip = vi.hoisted(() => ({
  uas: [] as { emit(event: string, data: unknown): void; stopped: boolean; config: Record<string, unknown> }[],
  /** What the softphone dialled (`UA.call`), and the session the next call gets. */
  calls: [] as { target: string; session: unknown }[],
  next: null as unknown,
}));
vi.mock('jssip', () => {
  class UA {
    private readonly handlers = new Map<string, (data: unknown) => void>();
    stopped = false;
    constructor(readonly config: Record<string, unknown>) {
      sip.uas.push(this);
    }
    on(event: string, handler: (data: unknown) => void) {
      this.handlers.set(event, handler);
    }
    emit(event: string, data: unknown) {
      this.handlers.get(event)?.(data);
    }
    start() {
      queueMicrotask(() => this.emit('registered', {}));
    }
    call(target: string) {
      sip.calls.push({ target, session: sip.next });
      return sip.next;
    }
    stop() {
      this.stopped = true;
    }
  }
  class WebSocketInterface {}
  return { UA, WebSocketInterface };
});

/** The Web Locks of one browser, shared by its "tabs". */
class BrowserLocks implements TabLocks {
  private readonly owners = new Set<string>();
  private readonly waiting = new Map<string, (() => void)[]>();

  async request(name: string, options: { ifAvailable?: boolean; signal?: AbortSignal }, callback: (lock: unknown) => unknown) {
    if (this.owners.has(name)) {
      if (options.ifAvailable) return callback(null);
      await new Promise<void>((resolve, reject) => {
        const queue = this.waiting.get(name) ?? [];
        queue.push(resolve);
        this.waiting.set(name, queue);
        options.signal?.addEventListener('abort', () => {
          queue.splice(queue.indexOf(resolve), 1);
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    }
    this.owners.add(name);
    try {
      return await callback({ name });
    } finally {
      const next = this.waiting.get(name)?.shift();
      if (next) next();
      else this.owners.delete(name);
    }
  }
}

/** An API read as the signed-in browser makes it. */
const read = async <T,>(path: string): Promise<T> => ((await (await fetch(`/api${path}`)).json()) as { data: T }).data;
const ACCOUNT = { wsUrl: 'wss://pbx.example.cn:8089/ws', domain: 'pbx.example.cn', user: '8001', password: 'pa55word' };
const CALLER = '13912340101';

afterEach(() => {
  sip.uas.length = 0;
  sip.calls.length = 0;
});

/** A session as JsSIP gives it, its handlers kept so the test plays the PBX and the far end. */
function fakeSession(user: string) {
  const handlers = new Map<string, ((data?: unknown) => void)[]>();
  let ended = false;
  const fire = (event: string, data?: unknown) => handlers.get(event)?.forEach((handler) => handler(data));
  return {
    remote_identity: { uri: { user } },
    connection: null,
    fire,
    on: (event: string, handler: (data?: unknown) => void) => handlers.set(event, [...(handlers.get(event) ?? []), handler]),
    isEnded: () => ended,
    answer: vi.fn(() => fire('accepted')),
    mute: vi.fn(),
    unmute: vi.fn(),
    terminate: vi.fn(() => {
      ended = true;
      fire('ended');
    }),
    refer: vi.fn(),
  };
}
type FakeSession = ReturnType<typeof fakeSession>;
const referHandlers = (session: FakeSession) => (session.refer.mock.calls[0] as unknown as [string, { eventHandlers: Record<string, () => void> }])[1].eventHandlers;

describe('the seat’s softphone in two tabs of one browser', () => {
  it('registers in the first tab only; the second says why, and registers once the first lets go', async () => {
    const locks = new BrowserLocks();
    const first = new SipSoftphone(ACCOUNT, async () => undefined, () => true, locks);
    const second = new SipSoftphone(ACCOUNT, async () => undefined, () => true, locks);
    first.start();
    await waitFor(() => expect(first.snapshot.registration).toBe('registered'));
    second.start();
    await waitFor(() => expect(second.snapshot).toMatchObject({ registration: 'elsewhere', error: ANOTHER_TAB }));
    expect(sip.uas).toHaveLength(1);

    first.stop();
    await waitFor(() => expect(second.snapshot.registration).toBe('registered'));
    expect(sip.uas).toHaveLength(2);
    expect(sip.uas[0].stopped).toBe(true);
    second.stop();
  });
});

describe('a call ringing in while the seat is busy', () => {
  it('is answered 486 Busy Here and reported as a call that ended unanswered', async () => {
    const reports: SipEventInput[] = [];
    const phone = new SipSoftphone(ACCOUNT, async (e) => reports.push(e), () => false, new BrowserLocks());
    phone.start();
    await waitFor(() => expect(phone.snapshot.registration).toBe('registered'));
    const session = { remote_identity: { uri: { user: CALLER } }, terminate: vi.fn(), on: vi.fn() };
    sip.uas[0].emit('newRTCSession', { originator: 'remote', session, request: { call_id: 'busy-1@pbx' } });

    expect(session.terminate).toHaveBeenCalledWith({ status_code: 486, reason_phrase: 'Busy Here' });
    await waitFor(() => expect(reports).toEqual([{ kind: 'ended', callId: 'sip-busy-1@pbx', type: 2, phone: CALLER, durationSec: 0, endReason: 'busy' }]));
    expect(phone.snapshot.call).toBeNull();
    phone.stop();
  });
});

describe('the softphone’s secret', () => {
  it('is HA1 in the PBX’s realm when the server gives one (no password), else the password', async () => {
    const ha1 = '0123456789abcdef0123456789abcdef';
    const withRealm = new SipSoftphone({ wsUrl: ACCOUNT.wsUrl, domain: ACCOUNT.domain, user: '8001', realm: 'asterisk', ha1 }, async () => undefined, () => true, new BrowserLocks());
    withRealm.start();
    await waitFor(() => expect(withRealm.snapshot.registration).toBe('registered'));
    expect(sip.uas[0].config).toMatchObject({ uri: 'sip:8001@pbx.example.cn', realm: 'asterisk', ha1 });
    expect(sip.uas[0].config).not.toHaveProperty('password');
    withRealm.stop();
    const plain = new SipSoftphone(ACCOUNT, async () => undefined, () => true, new BrowserLocks());
    plain.start();
    await waitFor(() => expect(plain.snapshot.registration).toBe('registered'));
    expect(sip.uas[1].config).toMatchObject({ password: 'pa55word' });
    expect(sip.uas[1].config).not.toHaveProperty('ha1');
    plain.stop();
  });
});

describe('a transfer (REFER) of the call being talked', () => {
  /** A session JsSIP would give: its handlers kept, so the test plays the far end. */
  const talkingCall = async (referOutcome: 'accepted' | 'failed') => {
    const reports: SipEventInput[] = [];
    const phone = new SipSoftphone(ACCOUNT, async (e) => reports.push(e), () => true, new BrowserLocks());
    phone.start();
    await waitFor(() => expect(phone.snapshot.registration).toBe('registered'));
    const on = new Map<string, (data?: unknown) => void>();
    const session = {
      remote_identity: { uri: { user: CALLER } },
      connection: null,
      on: (event: string, handler: (data?: unknown) => void) => on.set(event, handler),
      answer: vi.fn(() => on.get('accepted')!()),
      terminate: vi.fn(() => on.get('ended')!()),
      refer: vi.fn((_target: string, options: { eventHandlers: Record<string, () => void> }) => queueMicrotask(() => options.eventHandlers[referOutcome]())),
    };
    sip.uas[0].emit('newRTCSession', { originator: 'remote', session, request: { call_id: `xfer-${referOutcome}@pbx` } });
    phone.answer();
    expect(phone.snapshot.call).toMatchObject({ state: 'talking' });
    return { phone, session, reports };
  };

  it('REFERs the far end to the target and, once its new call is answered, hangs up and reports the end transferred', async () => {
    const { phone, session, reports } = await talkingCall('accepted');
    await phone.transfer('13900000099');
    expect(session.refer).toHaveBeenCalledWith('13900000099', expect.anything());
    expect(session.terminate).toHaveBeenCalled();
    expect(phone.snapshot.call).toBeNull();
    await waitFor(() => expect(reports.map((r) => [r.kind, r.endReason])).toEqual([['ringing', undefined], ['answered', undefined], ['ended', 'transferred']]));
    phone.stop();
  });

  it('refused, keeps the call (nothing reported ended)', async () => {
    const { phone, session, reports } = await talkingCall('failed');
    await expect(phone.transfer('13900000099')).rejects.toThrow('转接目标未接通，通话仍在本坐席');
    expect(session.terminate).not.toHaveBeenCalled();
    expect(phone.snapshot.call).toMatchObject({ state: 'talking' });
    expect(reports.map((r) => r.kind)).toEqual(['ringing', 'answered']);
    phone.stop();
  });
});

describe('an attended transfer (consult first)', () => {
  /** A softphone talking on an inbound call from `from`. */
  const talking = async (from: string, sipCallId: string) => {
    const reports: SipEventInput[] = [];
    const phone = new SipSoftphone(ACCOUNT, async (e) => reports.push(e), () => true, new BrowserLocks());
    phone.start();
    await waitFor(() => expect(phone.snapshot.registration).toBe('registered'));
    const call = fakeSession(from);
    sip.uas[0].emit('newRTCSession', { originator: 'remote', session: call, request: { call_id: sipCallId } });
    phone.answer();
    return { phone, call, reports };
  };

  it('holds the caller and calls the target; cancelled, the caller is taken off hold; the consulting call is reported under the server’s id', async () => {
    const { phone, call, reports } = await talking(CALLER, 'consult-cancel@pbx');
    const leg = fakeSession('8002');
    sip.next = leg;
    phone.consult('8002', '8002 周回访', 'consult-leg-1');
    expect(call.mute).toHaveBeenCalledWith({ audio: true });
    expect(sip.calls.map((c) => c.target)).toEqual(['sip:8002@pbx.example.cn']);
    expect(phone.snapshot.consult).toEqual({ target: '8002 周回访', state: 'ringing' });
    await expect(phone.completeTransfer()).rejects.toThrow('转接目标尚未接听');
    leg.fire('accepted');
    expect(phone.snapshot.consult).toEqual({ target: '8002 周回访', state: 'talking' });
    phone.cancelConsult();
    expect(leg.terminate).toHaveBeenCalled();
    expect(call.unmute).toHaveBeenCalledWith({ audio: true });
    expect(phone.snapshot).toMatchObject({ consult: null, call: { state: 'talking', phone: CALLER } });
    await waitFor(() =>
      expect(reports.map((r) => `${r.callId} ${r.type} ${r.kind}`)).toEqual([
        'sip-consult-cancel@pbx 2 ringing',
        'sip-consult-cancel@pbx 2 answered',
        'consult-leg-1 1 answered',
        'consult-leg-1 1 ended',
      ]),
    );
    phone.stop();
  });

  it('at the target seat, the caller handed over (INVITE with Replaces) ends the consulting call and is answered at once', async () => {
    const { phone, call: consulting, reports } = await talking('8001', 'consulting@pbx');
    const handedOver = fakeSession(CALLER);
    consulting.fire('replaces', { accept: () => sip.uas[0].emit('newRTCSession', { originator: 'remote', session: handedOver, request: { call_id: 'handed-over@pbx' } }) });
    expect(handedOver.answer).toHaveBeenCalled();
    expect(phone.snapshot.call).toMatchObject({ callId: 'sip-handed-over@pbx', phone: CALLER, state: 'talking' });
    // JsSIP ends the replaced call once the new one is confirmed: already reported, it changes nothing.
    consulting.terminate();
    await waitFor(() =>
      expect(reports.map((r) => `${r.callId} ${r.kind}`)).toEqual([
        'sip-consulting@pbx ringing',
        'sip-consulting@pbx answered',
        'sip-consulting@pbx ended',
        'sip-handed-over@pbx ringing',
        'sip-handed-over@pbx answered',
      ]),
    );
    expect(phone.snapshot.call).toMatchObject({ callId: 'sip-handed-over@pbx' });
    phone.stop();
  });
});

const t = useClientServer();

describe('/callCenterSetting 呼叫中心设置', () => {
  const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const dialog = () => within(screen.getByRole('dialog'));
  const row = (name: string) => screen.getByText(name, { selector: 'td *' }).closest('tr')!;
  /** The messages under the form's fields, top to bottom. */
  const fieldErrors = () => [...document.querySelectorAll('.arco-form-message')].map((e) => e.textContent).filter(Boolean);

  it('checks a new seat field by field with the app’s messages and sends nothing until they are right', async () => {
    await t.open('/callCenterSetting', '13800000001', <CallCenterSettingPage />);
    const u = user();
    await screen.findByText('孙接待', { selector: 'td *' });
    const before = await t.app.db.system.select({ userId: callSeats.userId }).from(callSeats);
    await u.click(screen.getByRole('button', { name: '新增坐席' }));
    expect(dialog().getByText('请先在“PBX 配置”中填写本企业的 PBX 地址')).toBeTruthy();
    await u.click(dialog().getByRole('button', { name: '确定' }));
    await waitFor(() => expect(fieldErrors()).toEqual(['请选择员工', '请输入线路号码', '请输入分机号']));
    await u.type(dialog().getByLabelText('线路号码'), '400-800');
    await u.type(dialog().getByLabelText('分机号'), '1');
    await u.click(dialog().getByRole('button', { name: '确定' }));
    await waitFor(() => expect(fieldErrors()).toEqual(['请选择员工', '线路号码格式不正确', '分机号须为2到10位数字']));
    await u.click(dialog().getByRole('button', { name: '取消' }));
    expect(await t.app.db.system.select({ userId: callSeats.userId }).from(callSeats)).toHaveLength(before.length);
  });

  it('sets the PBX, then gives a seat its SIP account; the password is sealed, never shown, and kept when left empty', async () => {
    await t.open('/callCenterSetting', '13800000001', <CallCenterSettingPage />);
    const u = user();
    await u.click(await screen.findByRole('tab', { name: 'PBX 配置' }));
    await u.type(await screen.findByLabelText('PBX 的 WebSocket 地址'), 'http://pbx.example.cn/ws');
    await u.type(screen.getByLabelText('SIP 域'), 'pbx example');
    await u.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(fieldErrors()).toEqual(['wsUrl 须为 ws:// 或 wss:// 地址', 'domain 须为域名或 IP 地址']));
    await u.clear(screen.getByLabelText('PBX 的 WebSocket 地址'));
    await u.type(screen.getByLabelText('PBX 的 WebSocket 地址'), ACCOUNT.wsUrl);
    await u.clear(screen.getByLabelText('SIP 域'));
    await u.type(screen.getByLabelText('SIP 域'), ACCOUNT.domain);
    await u.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '删除 PBX 配置' })).toBeTruthy();

    await u.click(screen.getByRole('tab', { name: '坐席' }));
    await screen.findByText('孙接待', { selector: 'td *' });
    await u.click(within(row('孙接待')).getByRole('button', { name: '编辑' }));
    await u.clear(dialog().getByLabelText('SIP 账号'));
    await u.type(dialog().getByLabelText('SIP 账号'), ACCOUNT.user);
    await u.click(dialog().getByRole('button', { name: '确定' }));
    await waitFor(() => expect(fieldErrors()).toEqual(['请输入 SIP 密码']));
    await u.type(dialog().getByLabelText('SIP 密码'), 'ab');
    await u.click(dialog().getByRole('button', { name: '确定' }));
    await waitFor(() => expect(fieldErrors()).toEqual(['sipPassword 至少4位']));
    await u.type(dialog().getByLabelText('SIP 密码'), 'cdefgh');
    await u.click(dialog().getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(row('孙接待')).getByText(ACCOUNT.user)).toBeTruthy());
    const sealed = async () => (await t.app.db.system.select({ p: callSeats.sipPassword }).from(callSeats).where(and(eq(callSeats.sipUser, ACCOUNT.user))))[0].p!;
    const first = await sealed();
    expect(first).toMatch(/^v1:/);
    expect(first).not.toContain('abcdefgh');

    // Editing again: the password field is empty (it is never sent to the page) and left empty keeps it.
    await u.click(within(row('孙接待')).getByRole('button', { name: '编辑' }));
    expect((dialog().getByLabelText('SIP 密码') as HTMLInputElement).value).toBe('');
    await u.click(dialog().getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await sealed()).toBe(first);
  });
});

describe('the top bar’s softphone of a SIP seat', () => {
  let seat: SeatRow;
  beforeAll(async () => {
    const admin = new Client(t.app);
    await admin.signIn('13800000001');
    expect((await admin.post(P.sipSettingsSave, { wsUrl: ACCOUNT.wsUrl, domain: ACCOUNT.domain })).statusCode).toBe(200);
    const reception = await Client.signIn(t.app, '13800000006');
    // The demo's seat 8001 is 孙接待's.
    const { userId } = (await reception.get(P.seatDetails)).json.data as SeatRow;
    expect((await admin.post(P.seatSave, { userId, line: '4008006688', extension: '8001', sipUser: ACCOUNT.user, sipPassword: ACCOUNT.password })).statusCode).toBe(200);
    expect((await reception.post(P.seatState, { op: 'signIn' })).statusCode).toBe(200);
    seat = (await reception.get(P.seatDetails)).json.data as SeatRow;
  });

  it('shows that another tab has the softphone, then registers when that tab closes', async () => {
    const locks = new BrowserLocks();
    let closeOtherTab = () => {};
    void locks.request(`call-center-softphone:${ACCOUNT.user}@${ACCOUNT.domain}`, {}, () => new Promise<void>((resolve) => (closeOtherTab = resolve)));
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    try {
      await t.signIn('13800000006');
      renderWithStore(<SipPhone seat={seat} />);
      expect(await screen.findByText('SIP 已在其他标签页注册')).toBeTruthy();
      expect(sip.uas).toHaveLength(0);
      closeOtherTab();
      expect(await screen.findByText('SIP 已注册')).toBeTruthy();
    } finally {
      Object.defineProperty(navigator, 'locks', { value: null, configurable: true });
    }
  });
});

describe('the call icon on the customer’s detail', () => {
  const customerInfo = async (mobile: string) => {
    const [{ id }] = await t.app.db.system.select({ id: customers.id }).from(customers).where(eq(customers.name, '华润万家南山店'));
    const viewer = await Client.signIn(t.app, mobile);
    const detail = (await viewer.get(`${CustomerPaths.detail}?id=${id}`)).json.data as CustomerDetail;
    await t.signIn(mobile);
    renderWithStore(CUSTOMER_DETAIL_TABS.find((tab) => tab.key === 'info')!.render(detail, { editable: false }));
    return detail;
  };

  it('sits beside the customer’s phone and each contact’s for a seat user', async () => {
    const detail = await customerInfo('13800000006');
    const phones = [detail.phone, ...detail.contacts.map((c) => c.phone)].filter(Boolean);
    expect(phones.length).toBeGreaterThan(1);
    for (const phone of phones) expect(await screen.findAllByRole('button', { name: `拨打 ${phone}` })).not.toHaveLength(0);
  });

  it('is not there for a user who is no seat', async () => {
    const detail = await customerInfo('13800000002');
    expect(await screen.findAllByText(detail.phone)).not.toHaveLength(0);
    await settle();
    expect(screen.queryAllByRole('button', { name: /^拨打 / })).toHaveLength(0);
  });
});

describe('the call icon in the customer and contact lists', () => {
  /** The first page's rows as the list's own call gives them to the user. */
  const firstPage = async <R,>(mobile: string, path: string) => (await (await Client.signIn(t.app, mobile)).get(`${path}?pageIndex=0&pageSize=10`)).json.data as R[];
  const callButtons = (row: HTMLElement) => within(row).queryAllByRole('button', { name: /^拨打 / }).map((b) => b.getAttribute('aria-label'));
  const rowOf = async (text: string) => (await screen.findAllByText(text, { selector: 'td *' }, { timeout: 15_000 }))[0].closest('tr')!;

  it('follows the customer’s and the contact’s phones on /allCustomer for a seat user', async () => {
    const [first] = await firstPage<CustomerRow>('13800000006', CustomerPaths.list);
    await t.open('/allCustomer', '13800000006', <AllCustomerPage />);
    const row = await rowOf(first.name);
    const phones = [first.phone, first.linkPersonPhone].filter(Boolean);
    expect(phones).toHaveLength(2);
    await waitFor(() => expect(callButtons(row)).toEqual(phones.map((phone) => `拨打 ${phone}`)));
  }, 30_000);

  it('follows each phone on /contactManage for a seat user', async () => {
    const [first] = await firstPage<ContactRow>('13800000006', CustomerPaths.contactList);
    await t.open('/contactManage', '13800000006', <ContactManagePage />);
    const row = await rowOf(first.phone);
    await waitFor(() => expect(callButtons(row)).toEqual([`拨打 ${first.phone}`]));
  }, 30_000);

  it('is in neither list for a user who is no seat', async () => {
    const [customer] = await firstPage<CustomerRow>('13800000002', CustomerPaths.list);
    const view = await t.open('/allCustomer', '13800000002', <AllCustomerPage />);
    await rowOf(customer.name);
    await settle();
    expect(screen.queryAllByRole('button', { name: /^拨打 / })).toHaveLength(0);
    view.unmount();
    const [contact] = await firstPage<ContactRow>('13800000002', CustomerPaths.contactList);
    await t.open('/contactManage', '13800000002', <ContactManagePage />);
    await rowOf(contact.phone);
    await settle();
    expect(screen.queryAllByRole('button', { name: /^拨打 / })).toHaveLength(0);
  }, 30_000);
});

describe('a call that rang while the chat socket was down', () => {
  it('pops up when the socket reopens, from the seat read again', async () => {
    const admin = await Client.signIn(t.app, '13800000001');
    expect((await admin.post(P.seatState, { op: 'signIn' })).statusCode).toBe(200);
    const rang = await admin.post(P.simulate, { action: 'ring', phone: '13912340199', extension: '8000' });
    expect(rang.statusCode, rang.body).toBe(200);
    const callId = rang.json.data.callId as string;
    await vi.waitFor(async () => expect(((await admin.get(P.seatDetails)).json.data as SeatRow).ringingCall).toMatchObject({ callId }));
    try {
      const { store } = await t.open('/home', '13800000001', <SeatStateControl />);
      await screen.findByRole('button', { name: /^坐席状态：8000 / });
      await settle();
      expect(window.location.pathname).toBe('/home');
      // What the shell does when its socket (re)opens: the seat is read again, then the socket is open.
      store.dispatch(api.util.invalidateTags(['CallCenter']));
      emitChatSocketState(true);
      await waitFor(() => expect(window.location.pathname).toBe('/currnetCall'));
      expect(new URLSearchParams(window.location.search).get('callId')).toBe(callId);
    } finally {
      emitChatSocketState(false);
      expect((await admin.post(P.simulate, { action: 'hangup', callId })).statusCode).toBe(200);
    }
  });
});

// Last, well after the top bar's softphone: the seat's account is read by a POST, which the transport would cancel
// as a duplicate within a second of that one. The seat is 8001 on the SIP path, signed in (set up above).
describe('the phone’s softphone of a SIP seat', () => {
  it('on the phone (/m): 转接 › 咨询转接 holds the caller and calls the number; 完成转接 REFERs the caller with Replaces; the record says where it went', async () => {
    await t.signIn('13800000006');
    renderWithStore(<MobileSipPhone seat={(await read<SeatRow>(P.seatDetails))!} />);
    const softphone = await screen.findByRole('group', { name: '软电话' });
    await within(softphone).findByText('SIP 已注册');
    const call = fakeSession(CALLER);
    sip.uas[0].emit('newRTCSession', { originator: 'remote', session: call, request: { call_id: 'mobile-consult@pbx' } });
    fireEvent.click(await within(softphone).findByRole('button', { name: '接听' }));
    // The server has the seat on the call (the softphone's reports) before it takes a transfer.
    await waitFor(async () => expect((await read<SeatRow>(P.seatDetails)).currentCallId).toBe('sip-mobile-consult@pbx'));

    fireEvent.click(within(softphone).getByRole('button', { name: '转接' }));
    const form = screen.getByRole('dialog', { name: '转接通话' });
    fireEvent.click(within(form).getByRole('button', { name: '咨询转接' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('请选择转接坐席或输入转接号码（二选一）');
    const leg = fakeSession('13900000099');
    sip.next = leg;
    fireEvent.change(within(form).getByPlaceholderText('请输入转接号码'), { target: { value: '13900000099' } });
    fireEvent.click(within(form).getByRole('button', { name: '咨询转接' }));
    await within(softphone).findByText('咨询 13900000099（呼叫中）');
    expect(call.mute).toHaveBeenCalledWith({ audio: true });
    expect(sip.calls.map((c) => c.target)).toEqual(['sip:13900000099@pbx.example.cn']);
    expect(screen.queryByRole('dialog', { name: '转接通话' })).toBeNull();
    expect((within(softphone).getByRole('button', { name: '完成转接' }) as HTMLButtonElement).disabled).toBe(true);

    act(() => leg.fire('accepted'));
    fireEvent.click(within(softphone).getByRole('button', { name: '完成转接' }));
    expect(call.refer).toHaveBeenCalledWith('13900000099', expect.objectContaining({ replaces: leg }));
    act(() => referHandlers(call).accepted());
    expect(leg.terminate).toHaveBeenCalled();
    expect(call.terminate).toHaveBeenCalled();
    const record = async () => (await read<CallRecordRow[]>(`${P.recordList}?pageIndex=0&pageSize=20&phone=${CALLER}`)).find((r) => r.callId === 'sip-mobile-consult@pbx');
    await waitFor(async () => expect(await record()).toMatchObject({ endReason: 'transferred', transferredTo: '13900000099', pickup: 1 }));
    expect(within(softphone).queryByText(/^咨询/)).toBeNull();
    // The consulting call is a record of its own, linked to the caller's, ended answered.
    const original = (await record())!;
    const consulting = async () => (await read<CallRecordRow[]>(`${P.recordList}?pageIndex=0&pageSize=20&phone=13900000099`)).find((r) => r.consultationOf?.id === original.id);
    await waitFor(async () => expect(await consulting()).toMatchObject({ type: 1, ended: true, pickup: 1, consultationOf: { id: original.id, phone: CALLER } }));
  });
});
