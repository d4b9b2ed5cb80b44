import {
  DING_DAILY_LIMITS,
  DING_KIND_NAMES,
  DING_STATE_NAMES,
  DingState,
  DingSubject,
  type DingKindValue,
  type DingStateValue,
} from '@domain/app-market/app-market.constants';
import type { SendDingInput } from '@domain/app-market/app-market.schemas';
import { MarketErrors } from '@domain/app-market/errors';
import type { Database } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { eventOwner } from '../events/events.public';
import { HostCallFailed, hostIdOf, type OpenPlatform } from '../hosts/hosts.public';
import { orderOwner } from '../orders/orders.public';
import { userNames } from '../users/users.public';
import * as q from './app-market.queries';

export interface DingActor {
  enterpriseId: number;
  userId: number;
  /** Managers see every DING of the enterprise; others their own. */
  seesAll: boolean;
}

const startOfDay = (now: Date) => {
  // The limit's day is China's (UTC+8), as the hosts count it.
  const shifted = new Date(now.getTime() + 8 * 3_600_000);
  shifted.setUTCHours(0, 0, 0, 0);
  return new Date(shifted.getTime() - 8 * 3_600_000);
};

/** DING messages: an urgent reminder about an order or event to its owner, through DingTalk, with every outcome kept. */
export class DingService {
  constructor(
    private readonly db: Database,
    private readonly platformOf: (enterpriseId: number) => Promise<OpenPlatform>,
  ) {}

  async send(actor: DingActor, input: SendDingInput) {
    const { enterpriseId, userId } = actor;
    const platform = await this.platformOf(enterpriseId).catch(() => {
      throw badRequest(MarketErrors.notDingtalk);
    });
    if (platform.host !== 'dingtalk' || !platform.sendDing) throw badRequest(MarketErrors.notDingtalk);
    const sendDing = platform.sendDing.bind(platform);
    return this.db.tenant(enterpriseId, async (tx) => {
      const subject =
        input.subjectType === DingSubject.order ? await orderOwner(tx, enterpriseId, input.subjectId) : await eventOwner(tx, enterpriseId, input.subjectId);
      if (!subject) throw notFound(MarketErrors.subjectNotFound);
      if (!subject.ownerId) throw conflict(MarketErrors.noOwner);
      const creator = await hostIdOf(tx, enterpriseId, 'dingtalk', userId);
      const receiver = await hostIdOf(tx, enterpriseId, 'dingtalk', subject.ownerId);
      if (!creator || !receiver) throw badRequest(MarketErrors.ownerNotInHost);
      await q.lockSender(tx, enterpriseId, userId);
      const limit = DING_DAILY_LIMITS[input.kind];
      if ((await q.dingsToday(tx, enterpriseId, userId, input.kind, startOfDay(new Date()))) >= limit) {
        throw conflict(MarketErrors.dailyLimit(DING_KIND_NAMES[input.kind], limit));
      }
      let outcome: { state: DingStateValue; failure: string; hostDingId: string };
      try {
        const hostDingId = await sendDing({ creatorId: creator, receiverIds: [receiver], kind: input.kind, text: input.content });
        outcome = { state: DingState.sent, failure: '', hostDingId };
      } catch (error) {
        // The host's refusal (its quota, a member it does not know, an outage) is kept on the DING.
        if (!(error instanceof HostCallFailed)) throw error;
        outcome = { state: DingState.failed, failure: error.message.slice(0, 500), hostDingId: '' };
      }
      const row = await q.insertDing(tx, {
        enterpriseId,
        senderId: userId,
        receiverId: subject.ownerId,
        subjectType: input.subjectType,
        subjectId: subject.id,
        subjectCode: subject.code,
        kind: input.kind,
        content: input.content,
        ...outcome,
      });
      return (await this.views(tx, enterpriseId, [row]))[0];
    });
  }

  private async views(tx: Parameters<typeof userNames>[0], enterpriseId: number, rows: Awaited<ReturnType<typeof q.listDings>>) {
    const names = new Map((await userNames(tx, enterpriseId, [...new Set(rows.flatMap((r) => [r.senderId, r.receiverId]))])).map((u) => [u.id, u.name]));
    return rows.map((r) => ({
      id: r.id,
      senderId: r.senderId,
      senderName: names.get(r.senderId) ?? '',
      receiverId: r.receiverId,
      receiverName: names.get(r.receiverId) ?? '',
      subjectType: r.subjectType,
      subjectId: r.subjectId,
      subjectCode: r.subjectCode,
      kind: r.kind,
      kindName: DING_KIND_NAMES[r.kind as DingKindValue] ?? '',
      content: r.content,
      state: r.state,
      stateName: DING_STATE_NAMES[r.state as DingStateValue] ?? '',
      failure: r.failure,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  private filter(actor: DingActor, f: { state?: number; receiverId?: number }) {
    return { ...f, senderId: actor.seesAll ? undefined : actor.userId };
  }

  list(actor: DingActor, f: { state?: number; receiverId?: number; pageIndex: number; pageSize: number }) {
    return this.db.tenant(actor.enterpriseId, async (tx) => this.views(tx, actor.enterpriseId, await q.listDings(tx, actor.enterpriseId, { ...this.filter(actor, f), pageIndex: f.pageIndex, pageSize: f.pageSize })));
  }

  count(actor: DingActor, f: { state?: number; receiverId?: number }) {
    return this.db.tenant(actor.enterpriseId, (tx) => q.countDings(tx, actor.enterpriseId, this.filter(actor, f)));
  }

  userList(actor: DingActor, paging: { pageIndex: number; pageSize: number }) {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const rows = await q.dingReceivers(tx, actor.enterpriseId, { ...this.filter(actor, {}), ...paging });
      const names = new Map((await userNames(tx, actor.enterpriseId, rows.map((r) => r.receiverId))).map((u) => [u.id, u.name]));
      return rows.map((r) => ({ userId: r.receiverId, name: names.get(r.receiverId) ?? '', total: r.total, lastAt: r.lastAt.toISOString() }));
    });
  }
}
