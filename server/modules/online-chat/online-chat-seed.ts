import { and, eq, inArray, sql } from 'drizzle-orm';
import { ChatChannel, MessageType, ShareRule } from '@domain/online-chat/online-chat.constants';
import { Role } from '@domain/shell/roles';
import type { Database } from '../../db/database';
import { chatMessages, chatSessions } from '../../db/schema/online-chat';
import { enterprises, users } from '../../db/schema/tenancy';
import { saveReceptionPerson } from '../reception/reception.public';
import { insertAccount, rateSession, saveWecomSettings } from './online-chat.queries';
import { OnlineChatSessions } from './sessions.service';
import { newWebSecret } from './web-chat.service';

/**
 * The demo WeCom kf app: the fake open platform's first corp (its secret), with a callback token and
 * key that the tests, the bench and the README's quick start hand the fake's kf side.
 */
export const DEMO_KF = {
  corpId: 'wwmockcorp0001',
  secret: 'wecom-mock-secret',
  callbackToken: 'DemoKfToken2026',
  encodingAesKey: 'jWmYm7qr5nMoAUwZRjGtBxmz3KA1tkAj3ykkR6q2B2C',
  openKfid: 'wkDemoKf000001',
} as const;

/**
 * The demo enterprise's online customer service: 孙接待 and 王管理 as reception staff, a WeCom kf
 * account whose chats wait in the queue (with a welcome for customers who enter through its link), the portal's web chat entry answered by 孙接待, and two
 * finished web chats (one rated) for the reception records.
 */
export async function seedDemoOnlineChat(database: Database, enterpriseName: string): Promise<void> {
  const db = database.system;
  const [ep] = await db.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.name, enterpriseName));
  if (!ep) return;
  const enterpriseId = ep.id;
  const staff = await db.select({ id: users.id, name: users.name }).from(users).where(and(eq(users.enterpriseId, enterpriseId), inArray(users.name, ['孙接待', '王管理'])));
  const reception = staff.find((u) => u.name === '孙接待');
  if (!reception) return;
  const web = await database.tenant(enterpriseId, async (tx) => {
    for (const u of staff) await saveReceptionPerson(tx, enterpriseId, { userId: u.id, maxConcurrent: 5, enabled: true });
    await saveWecomSettings(tx, enterpriseId, { corpId: DEMO_KF.corpId, secret: DEMO_KF.secret, callbackToken: DEMO_KF.callbackToken, encodingAesKey: DEMO_KF.encodingAesKey });
    // The WeCom account's group: both receptionists, an off-hours reply, chats closed after 30 quiet minutes (always at work, so the demo answers at any hour).
    await insertAccount(tx, {
      enterpriseId,
      name: '官方微信客服',
      channel: ChatChannel.wecom,
      openKfid: DEMO_KF.openKfid,
      shareRule: ShareRule.queue,
      webSecret: newWebSecret(),
      staffUserIds: staff.map((u) => u.id),
      offHoursReply: '您好，现在是非工作时间，我们上班后会第一时间回复您。',
      // Sent when a customer opens the chat through a contact-way link (enter_session's welcome_code).
      welcomeText: '您好，欢迎咨询！请描述您遇到的问题，我们马上为您服务。',
      idleCloseMinutes: 30,
    });
    // The portal's chat entry: 孙接待 answers it.
    return insertAccount(tx, { enterpriseId, name: '官网在线咨询', channel: ChatChannel.web, openKfid: null, shareRule: ShareRule.leastBusy, webSecret: newWebSecret(), staffUserIds: [reception.id], idleCloseMinutes: 60 });
  });
  // The demo's chats happened while 孙接待 had the desk open.
  const sessions = new OnlineChatSessions(database, { onlineUserIds: async () => new Set([reception.id]) });
  const chats = [
    { visitor: 'demo-visitor-1', name: '访客-陈女士', ask: '空调不制冷了，能派人来看看吗？', answer: '已为您登记，工程师会尽快与您联系。' },
    { visitor: 'demo-visitor-2', name: '访客-刘先生', ask: '净水器滤芯多久换一次？', answer: '建议每六个月更换一次，维保合同内免费更换。' },
  ];
  for (const [i, chat] of chats.entries()) {
    const got = await database.tenant(enterpriseId, (tx) =>
      sessions.receive(tx, enterpriseId, { account: web, customerKey: `web:${chat.visitor}`, customerName: chat.name, type: MessageType.text, content: { text: chat.ask }, clientMsgid: `demo-ask-${i}-0001` }),
    );
    if (!got?.session.staffUserId) continue;
    // The web entry shares to the least busy: whoever it gave the chat to answers and ends it.
    const actor = { enterpriseId, userId: got.session.staffUserId, role: Role.reception };
    await sessions.send(actor, { sessionId: got.session.id, clientMsgId: `demo-answer-${i}-0001`, type: MessageType.text, text: chat.answer });
    await sessions.close(actor, got.session.id);
    // The first visitor rated the chat (the web chat asks once it ends).
    if (i === 0) await database.tenant(enterpriseId, (tx) => rateSession(tx, got.session, 5, '响应很快'));
    await backdate(database, got.session.id, i);
  }
}

/** Seeded in one instant, a demo chat is moved to yesterday afternoon with minutes between its lines, so the records show a real chat's times and duration. */
async function backdate(database: Database, sessionId: number, i: number): Promise<void> {
  const start = new Date(Date.now() - 86_400_000);
  start.setUTCHours(6 - 2 * i, 0, 0, 0); // 14:00 and 12:00 in China
  const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
  const db = database.system;
  await db.update(chatMessages).set({ createdAt: sql`${at(0).toISOString()}::timestamptz + (${chatMessages.seq} - 1) * interval '2 minutes'` }).where(eq(chatMessages.sessionId, sessionId));
  await db.update(chatSessions).set({ createdAt: at(0), acceptedAt: at(0.5), lastMessageAt: at(2), closedAt: at(6 + 3 * i) }).where(eq(chatSessions.id, sessionId));
}
