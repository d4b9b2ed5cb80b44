import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { BindGroupInput } from '@domain/app-market/app-market.schemas';
import { MarketErrors } from '@domain/app-market/errors';
import type { Database } from '../../db/database';
import type { Bus } from '../../lib/bus';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { groupNames } from '../catalogue/catalogue.public';
import { liveCustomerNames } from '../customers/customers.public';
import { HostCallFailed, type CardCallbackRoute, type GroupCard, type OpenPlatform } from '../hosts/hosts.public';
import * as q from './cool-app-groups.queries';
import { panelCard, panelEngineers, panelOrders, subjectOf, type PanelSubject } from './group-panel.service';

type CardHost = Required<Pick<OpenPlatform, 'openGroupCard' | 'updateGroupCard'>> & Pick<OpenPlatform, 'registerCardCallback' | 'corpId'>;

/** What a group's card says once it no longer serves anyone. */
const UNBOUND_CARD = { title: '本群已解除与客户或团队的绑定', total: '0', orders: '[]', engineers: '[]', engineersKey: '' };

/**
 * The DingTalk groups of the cool app: a group chat bound to a customer or a team, whose group panel
 * card (the group's top card) DingTalk shows with that customer's or team's open orders. The card is
 * put in the group when it is bound and pushed again, by the panel-refresh job, when its orders change.
 */
export class CoolAppGroups {
  constructor(
    private readonly db: Database,
    private readonly platformOf: (enterpriseId: number) => Promise<OpenPlatform>,
    /** The card template made in DingTalk's card builder; without it bindings work but no card is pushed. */
    private readonly templateId: string,
    private readonly log: FastifyBaseLogger,
    private readonly bus: Bus,
    /** Where the card's buttons call back (registered with DingTalk once per corp and process); none: the card only shows. */
    private readonly callback?: CardCallbackRoute,
  ) {}

  /** Corps whose callback route this process registered (DingTalk keeps it; registering again moves nothing). */
  private readonly registered = new Set<string>();

  /** The enterprise's DingTalk client, which can put cards in groups; 400 for any other enterprise. */
  private async dingtalk(enterpriseId: number): Promise<CardHost> {
    const platform = await this.platformOf(enterpriseId).catch(() => {
      throw badRequest(MarketErrors.panelOnlyDingtalk);
    });
    if (platform.host !== 'dingtalk' || !platform.openGroupCard || !platform.updateGroupCard) throw badRequest(MarketErrors.panelOnlyDingtalk);
    return {
      corpId: platform.corpId,
      openGroupCard: platform.openGroupCard.bind(platform),
      updateGroupCard: platform.updateGroupCard.bind(platform),
      registerCardCallback: platform.registerCardCallback?.bind(platform),
    };
  }

  /** Puts the card in the group (or new data in the card put there before). */
  private async push(cards: CardHost, card: Omit<GroupCard, 'templateId'>, pushedBefore: boolean) {
    if (pushedBefore) return cards.updateGroupCard(card);
    // A new card names the callback route, registered first (DingTalk refuses a card naming an unknown route).
    const route = this.callback && cards.registerCardCallback ? this.callback : undefined;
    if (route && !this.registered.has(cards.corpId)) {
      await cards.registerCardCallback!(route);
      this.registered.add(cards.corpId);
    }
    await cards.openGroupCard({ ...card, templateId: this.templateId, callbackRouteKey: route?.routeKey });
  }

  /**
   * Binds a group to a customer or team (again: moves it). The card goes to DingTalk before the
   * binding is saved, so a group DingTalk refuses (not the corp's, the cool app not in it) stays unbound.
   */
  async bind(actor: { enterpriseId: number; userId: number }, input: BindGroupInput) {
    const { enterpriseId } = actor;
    const cards = await this.dingtalk(enterpriseId);
    const subject: PanelSubject = input.customerId !== undefined ? { customerId: input.customerId } : { teamId: input.teamId! };
    const { existing, panel, engineers } = await this.db.tenant(enterpriseId, async (tx) => ({
      existing: await q.groupByConversation(tx, enterpriseId, input.openConversationId),
      panel: await panelOrders(tx, enterpriseId, subject),
      engineers: await panelEngineers(tx, enterpriseId),
    }));
    const card = panelCard(panel, engineers);
    const outTrackId = existing?.outTrackId ?? `fsm-panel-${randomUUID()}`;
    const pushed = this.templateId !== '';
    if (pushed) {
      try {
        await this.push(cards, { outTrackId, openConversationId: input.openConversationId, params: card.params }, existing?.pushedAt != null);
      } catch (error) {
        if (error instanceof HostCallFailed) throw new AppError(502, `钉钉未接受群卡片：${error.message}`);
        throw error;
      }
    }
    const saved = await this.db.tenant(enterpriseId, (tx) =>
      q.saveGroup(tx, {
        enterpriseId,
        openConversationId: input.openConversationId,
        customerId: subject.customerId ?? null,
        teamId: subject.teamId ?? null,
        outTrackId,
        createdBy: actor.userId,
        cardHash: pushed ? card.hash : '',
        pushedAt: pushed ? new Date() : null,
      }),
    );
    this.bus.publish('cool-app-groups-changed', { enterpriseId });
    return { ...view(saved), name: panel.name };
  }

  /** The enterprise's bound groups, each with its customer's or team's name and how its last push went. */
  list(enterpriseId: number) {
    return this.db.tenant(enterpriseId, async (tx) => {
      const rows = await q.groupsOf(tx, enterpriseId);
      const customers = await liveCustomerNames(tx, enterpriseId, rows.flatMap((r) => (r.customerId !== null ? [r.customerId] : [])));
      const teams = new Map((await groupNames(tx, enterpriseId)).map((g) => [g.id, g.name]));
      return rows.map((r) => ({ ...view(r), name: (r.customerId !== null ? customers.get(r.customerId) : teams.get(r.teamId!)) ?? '' }));
    });
  }

  /** Unbinds a group; its card, if one was put there, says so (best effort: the binding is gone either way). */
  async unbind(enterpriseId: number, id: number) {
    const removed = await this.db.tenant(enterpriseId, async (tx) => {
      const group = await q.lockGroup(tx, enterpriseId, id);
      if (!group) throw notFound(MarketErrors.groupNotFound);
      await q.deleteGroup(tx, enterpriseId, id);
      return group;
    });
    this.bus.publish('cool-app-groups-changed', { enterpriseId });
    if (removed.pushedAt && this.templateId) {
      await this.dingtalk(enterpriseId)
        .then((cards) => cards.updateGroupCard({ outTrackId: removed.outTrackId, params: UNBOUND_CARD }))
        .catch((error: unknown) => this.log.warn({ enterpriseId, groupId: id, error: String(error) }, '群控制面板：解除绑定后未能更新群卡片'));
    }
  }

  /**
   * Pushes every bound group's card whose orders changed since its last push (the panel-refresh job).
   * Each group under its row lock, so two runs push one after the other and the later one reads the
   * later orders. A refusal is kept on the group and the run fails, so the job tries again later.
   */
  async refresh(enterpriseId: number) {
    if (!this.templateId) return;
    let cards: CardHost;
    try {
      cards = await this.dingtalk(enterpriseId);
    } catch {
      return; // No longer a DingTalk enterprise (uninstalled): nothing to push to.
    }
    const failures: string[] = [];
    const engineers = await this.db.tenant(enterpriseId, (tx) => panelEngineers(tx, enterpriseId));
    for (const { id } of await this.db.tenant(enterpriseId, (tx) => q.groupsOf(tx, enterpriseId))) {
      await this.db.tenant(enterpriseId, async (tx) => {
        const group = await q.lockGroup(tx, enterpriseId, id);
        if (!group) return;
        const panel = await panelOrders(tx, enterpriseId, subjectOf(group)).catch((error: unknown) => {
          if (error instanceof AppError && error.statusCode === 404) return null;
          throw error;
        });
        const card = panelCard(panel, engineers);
        if (card.hash === group.cardHash) return;
        try {
          await this.push(cards, { outTrackId: group.outTrackId, openConversationId: group.openConversationId, params: card.params }, group.pushedAt !== null);
          await q.markPushed(tx, enterpriseId, id, { cardHash: card.hash });
        } catch (error) {
          if (!(error instanceof HostCallFailed)) throw error;
          failures.push(error.message);
          await q.markPushed(tx, enterpriseId, id, { failure: error.message });
        }
      });
    }
    if (failures.length) throw new HostCallFailed(`群卡片刷新失败：${failures[0]}`);
  }
}

const view = (g: q.CoolAppGroup) => ({
  id: g.id,
  openConversationId: g.openConversationId,
  customerId: g.customerId,
  teamId: g.teamId,
  pushedAt: g.pushedAt?.toISOString() ?? null,
  failure: g.failure,
});
