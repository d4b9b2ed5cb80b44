import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { AUTOMATIC_SHARE_RULES, ChatChannel, ShareRule } from '@domain/online-chat/online-chat.constants';
import { OnlineChatErrors } from '@domain/online-chat/errors';
import type { ChatAccountRow, RecordFilter, ReceptionRecordRow, SaveGroupInput } from '@domain/online-chat/online-chat.schemas';
import type { z } from 'zod';
import type { SaveAccountSchema, WecomSettingsSchema } from '@domain/online-chat/online-chat.schemas';
import type { Paging } from '@domain/common/paging';
import type { Database, Executor } from '../../db/database';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error';
import { listReceptionPersonnel } from '../reception/reception.public';
import { namesOf, seesAllSessions, type OnlineChatActor } from './online-chat-common';
import {
  accountsByIds,
  countRecords,
  findAccount,
  insertAccount,
  listAccounts,
  recordsPage,
  saveWecomSettings,
  updateAccount,
  wecomSettings,
  type AccountRecord,
  type SessionRecord,
} from './online-chat.queries';
import { WebChatService, newWebSecret } from './web-chat.service';
import type { WecomKfService } from './wecom-kf.service';

const accountRow = (a: AccountRecord): ChatAccountRow => ({
  id: a.id,
  name: a.name,
  channel: a.channel as ChatAccountRow['channel'],
  openKfid: a.openKfid,
  shareRule: a.shareRule as ChatAccountRow['shareRule'],
  staffUserIds: a.staffUserIds,
  workHours: a.workHours,
  offHoursReply: a.offHoursReply,
  welcomeText: a.welcomeText,
  idleCloseMinutes: a.idleCloseMinutes,
});

/** The enterprise's plan as the share rule's lock reads it: on the free plan automatic sharing is refused with the upgrade notice. */
export interface SharePlan {
  free: boolean;
  lockNotice: string;
}

/** Automatic sharing is paid: choosing it on the free plan is refused; a rule chosen before a downgrade keeps running (as the dispatch board's automatic assignment). */
function checkShareRule(plan: SharePlan, rule: number, current: number | undefined) {
  if (plan.free && rule !== current && AUTOMATIC_SHARE_RULES.includes(rule)) throw forbidden(plan.lockNotice);
}

const kfidTaken = (error: unknown) => (error as { code?: string }).code === '23505' || String((error as Error).message).includes('chat_accounts_kfid_idx');

/** Closed sessions as the reception records list and its export show them. */
export async function recordRows(tx: Executor, enterpriseId: number, sessions: SessionRecord[]): Promise<ReceptionRecordRow[]> {
  const accounts = new Map((await accountsByIds(tx, enterpriseId, [...new Set(sessions.map((s) => s.accountId))])).map((a) => [a.id, a.name]));
  const names = await namesOf(tx, enterpriseId, sessions.map((s) => s.staffUserId));
  return sessions.map((s) => {
    const closedAt = new Date(s.closedAt ?? s.createdAt);
    return {
      id: s.id,
      channel: s.channel as ReceptionRecordRow['channel'],
      accountName: accounts.get(s.accountId) ?? '',
      customerName: s.customerName,
      staffName: s.staffUserId ? (names.get(s.staffUserId) ?? null) : null,
      createdAt: new Date(s.createdAt).toISOString(),
      acceptedAt: s.acceptedAt ? new Date(s.acceptedAt).toISOString() : null,
      closedAt: closedAt.toISOString(),
      durationSeconds: Math.max(0, Math.round((closedAt.getTime() - new Date(s.createdAt).getTime()) / 1000)),
      messageCount: s.messageCount,
      closeReason: (s.closeReason ?? null) as ReceptionRecordRow['closeReason'],
      rating: s.rating,
      ratingComment: s.ratingComment,
    };
  });
}

/** Reception staff read their own records; supervisors everyone's. */
export const recordFilterFor = (actor: { userId: number; role: OnlineChatActor['role'] }, f: RecordFilter): RecordFilter =>
  seesAllSessions(actor.role) ? f : { ...f, staffUserId: actor.userId };

export class OnlineChatAccounts {
  constructor(
    private readonly db: Database,
    private readonly kf: Pick<WecomKfService, 'accountCalls' | 'addAccount'>,
  ) {}

  list(actor: OnlineChatActor): Promise<ChatAccountRow[]> {
    return this.db.tenantRead(actor.enterpriseId, async (tx) => (await listAccounts(tx, actor.enterpriseId)).map(accountRow));
  }

  /**
   * Adds or renames an account. A WeCom account named without an open_kfid is made in WeCom first
   * (kf/account/add); renaming a WeCom account renames it there (kf/account/update). WeCom refusing
   * answers 502 and changes nothing here. WeCom wants an avatar on add: the administrator's upload, else
   * the product's, goes through media/upload first. A new account shares 空闲优先 (排队领取 on the free plan).
   */
  async save(actor: OnlineChatActor, input: z.infer<typeof SaveAccountSchema>, plan: SharePlan): Promise<ChatAccountRow> {
    const wecom = input.channel === ChatChannel.wecom;
    const current = input.id ? await this.db.tenantRead(actor.enterpriseId, (tx) => findAccount(tx, actor.enterpriseId, input.id!)) : undefined;
    if (input.id && !current) throw notFound(OnlineChatErrors.accountNotFound);
    if (current && current.channel !== input.channel) throw conflict('客服账号的渠道不能修改');
    const shareRule = input.shareRule ?? current?.shareRule ?? (plan.free ? ShareRule.queue : ShareRule.leastBusy);
    checkShareRule(plan, shareRule, current?.shareRule);
    let openKfid = wecom ? (input.openKfid ?? current?.openKfid ?? null) : null;
    if (wecom && !openKfid) openKfid = await this.kf.addAccount(actor.enterpriseId, input.name, input.avatarUrl);
    else if (wecom && current && current.name !== input.name) await this.kf.accountCalls(actor.enterpriseId, (c) => c.renameAccount(openKfid!, input.name));
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      try {
        const row = current
          ? await updateAccount(tx, actor.enterpriseId, current.id, { name: input.name, openKfid, shareRule })
          : await insertAccount(tx, { enterpriseId: actor.enterpriseId, name: input.name, channel: input.channel, openKfid, shareRule, webSecret: newWebSecret() });
        return accountRow(row);
      } catch (error) {
        if (kfidTaken(error)) throw conflict('该 openKfid 已添加');
        throw error;
      }
    });
  }

  /** An account's reception group; its staff must be reception personnel of the enterprise. */
  saveGroup(actor: OnlineChatActor, input: SaveGroupInput, plan: SharePlan): Promise<ChatAccountRow> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const account = await findAccount(tx, actor.enterpriseId, input.accountId);
      if (!account) throw notFound(OnlineChatErrors.accountNotFound);
      checkShareRule(plan, input.shareRule, account.shareRule);
      const staff = [...new Set(input.staffUserIds)];
      const known = new Set((await listReceptionPersonnel(tx, actor.enterpriseId)).map((p) => p.userId));
      if (staff.some((id) => !known.has(id))) throw badRequest('接待人员须为本企业的接待人员');
      const row = await updateAccount(tx, actor.enterpriseId, account.id, {
        staffUserIds: staff,
        shareRule: input.shareRule,
        workHours: input.workHours ? { ...input.workHours, days: [...new Set(input.workHours.days)].sort() } : null,
        offHoursReply: input.offHoursReply,
        welcomeText: input.welcomeText,
        idleCloseMinutes: input.idleCloseMinutes,
      });
      return accountRow(row);
    });
  }

  /** Adds the kf accounts WeCom lists that are not here yet (made in WeCom's console), and takes their WeCom names. */
  async syncWecom(actor: OnlineChatActor): Promise<ChatAccountRow[]> {
    const listed = await this.kf.accountCalls(actor.enterpriseId, (c) => c.accounts());
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const here = new Map((await listAccounts(tx, actor.enterpriseId)).filter((a) => a.openKfid).map((a) => [a.openKfid!, a]));
      for (const a of listed) {
        const known = here.get(a.open_kfid);
        if (!known) await insertAccount(tx, { enterpriseId: actor.enterpriseId, name: a.name.slice(0, 40) || a.open_kfid, channel: ChatChannel.wecom, openKfid: a.open_kfid, shareRule: ShareRule.queue, webSecret: newWebSecret() });
        else if (a.name && known.name !== a.name) await updateAccount(tx, actor.enterpriseId, known.id, { name: a.name.slice(0, 40) });
      }
      return (await listAccounts(tx, actor.enterpriseId)).map(accountRow);
    });
  }

  /** A WeCom account's contact-way link (kf/add_contact_way) with its scene, and the link as a QR code. */
  async contactWay(actor: OnlineChatActor, input: { accountId: number; scene: string }): Promise<{ url: string; qr: string }> {
    const account = await this.db.tenantRead(actor.enterpriseId, (tx) => findAccount(tx, actor.enterpriseId, input.accountId));
    if (!account?.openKfid) throw notFound(OnlineChatErrors.accountNotFound);
    const url = await this.kf.accountCalls(actor.enterpriseId, (c) => c.contactWay(account.openKfid!, input.scene));
    return { url, qr: await QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 2, width: 240 }) };
  }

  /** A signed link for a web chat visitor (the portal makes these for its signed-in customers). */
  webLink(actor: OnlineChatActor, input: { accountId: number; name: string; scene: string }): Promise<{ token: string }> {
    return this.db.tenantRead(actor.enterpriseId, async (tx) => {
      const account = await findAccount(tx, actor.enterpriseId, input.accountId);
      if (!account || account.channel !== ChatChannel.web) throw notFound(OnlineChatErrors.accountNotFound);
      return { token: WebChatService.token(account, { id: randomBytes(8).toString('hex'), name: input.name, scene: input.scene }) };
    });
  }

  async wecom(actor: OnlineChatActor) {
    const s = await this.db.tenantRead(actor.enterpriseId, (tx) => wecomSettings(tx, actor.enterpriseId));
    // The secret and the key stay on the server: the page learns only that they are set.
    return s ? { corpId: s.corpId, callbackToken: s.callbackToken, secretSet: true, encodingAesKeySet: true } : null;
  }

  saveWecom(actor: OnlineChatActor, input: z.infer<typeof WecomSettingsSchema>) {
    return this.db.tenant(actor.enterpriseId, (tx) => saveWecomSettings(tx, actor.enterpriseId, input));
  }

  records(actor: OnlineChatActor, filter: RecordFilter, paging: Paging): Promise<{ total: number; list: ReceptionRecordRow[] }> {
    const f = recordFilterFor(actor, filter);
    return this.db.tenantRead(actor.enterpriseId, async (tx) => ({
      total: await countRecords(tx, actor.enterpriseId, f),
      list: await recordRows(tx, actor.enterpriseId, await recordsPage(tx, actor.enterpriseId, f, paging.pageIndex * paging.pageSize, paging.pageSize)),
    }));
  }
}

