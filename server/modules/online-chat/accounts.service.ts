import { randomBytes } from 'node:crypto';
import { ChatChannel } from '@domain/online-chat/online-chat.constants';
import { OnlineChatErrors } from '@domain/online-chat/errors';
import type { ChatAccountRow, RecordFilter, ReceptionRecordRow } from '@domain/online-chat/online-chat.schemas';
import type { z } from 'zod';
import type { SaveAccountSchema, WecomSettingsSchema } from '@domain/online-chat/online-chat.schemas';
import type { Paging } from '@domain/common/paging';
import type { Database, Executor } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/app-error';
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

const accountRow = (a: AccountRecord): ChatAccountRow => ({ id: a.id, name: a.name, channel: a.channel as ChatAccountRow['channel'], openKfid: a.openKfid, shareRule: a.shareRule as ChatAccountRow['shareRule'] });

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
    };
  });
}

/** Reception staff read their own records; supervisors everyone's. */
export const recordFilterFor = (actor: { userId: number; role: OnlineChatActor['role'] }, f: RecordFilter): RecordFilter =>
  seesAllSessions(actor.role) ? f : { ...f, staffUserId: actor.userId };

export class OnlineChatAccounts {
  constructor(private readonly db: Database) {}

  list(actor: OnlineChatActor): Promise<ChatAccountRow[]> {
    return this.db.tenantRead(actor.enterpriseId, async (tx) => (await listAccounts(tx, actor.enterpriseId)).map(accountRow));
  }

  save(actor: OnlineChatActor, input: z.infer<typeof SaveAccountSchema>): Promise<ChatAccountRow> {
    if (input.channel === ChatChannel.wecom && !input.openKfid) throw badRequest('请输入 openKfid');
    const openKfid = input.channel === ChatChannel.wecom ? input.openKfid! : null;
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      if (input.id) {
        const current = await findAccount(tx, actor.enterpriseId, input.id);
        if (!current) throw notFound(OnlineChatErrors.accountNotFound);
        if (current.channel !== input.channel) throw conflict('客服账号的渠道不能修改');
      }
      try {
        const row = input.id
          ? await updateAccount(tx, actor.enterpriseId, input.id, { name: input.name, openKfid, shareRule: input.shareRule })
          : await insertAccount(tx, { enterpriseId: actor.enterpriseId, name: input.name, channel: input.channel, openKfid, shareRule: input.shareRule, webSecret: newWebSecret() });
        return accountRow(row);
      } catch (error) {
        if ((error as { code?: string }).code === '23505' || String((error as Error).message).includes('chat_accounts_kfid_idx')) throw conflict('该 openKfid 已添加');
        throw error;
      }
    });
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

