import { NotifyErrors } from '@domain/notifications/errors';
import type { NotifyRuleView, SaveNotifyRuleInput } from '@domain/notifications/notifications.schemas';
import { checkRule, effectiveRules } from '@domain/notifications/rules';
import { CHANNEL_NAMES, findTrigger, NotifyChannel, SCREEN_CHANNELS, TRIGGERS, type NotifyChannelValue } from '@domain/notifications/triggers';
import type { Database } from '../../db/database';
import { badRequest } from '../../lib/app-error';
import { recordOperation } from '../audit/audit.public';
import type { NotificationEngine } from './notification-engine';
import { savedRules, upsertRule } from './rules.queries';

export interface NotifyActor {
  enterpriseId: number;
  userId: number;
}

/** /messageSetting: which recipients get which message on which channel, per trigger. */
export class NotifySettingsService {
  constructor(
    private readonly db: Database,
    private readonly engine: Pick<NotificationEngine, 'host'>,
  ) {}

  /** Every trigger × offered channel, the enterprise's rule or the default. */
  listRules(enterpriseId: number, channels: readonly NotifyChannelValue[] = SCREEN_CHANNELS): Promise<NotifyRuleView[]> {
    return this.db.tenant(enterpriseId, async (tx) => effectiveRules(TRIGGERS, channels, await savedRules(tx, enterpriseId, { channels })));
  }

  /** Whether the enterprise's host work messages can be sent: a sender exists and the enterprise came from its host. */
  private async hostConnected(enterpriseId: number): Promise<boolean> {
    return (await this.engine.host?.connected(enterpriseId)) ?? false;
  }

  /** The host work-message rules, and whether they can be sent. */
  async hostSetting(enterpriseId: number) {
    return { connected: await this.hostConnected(enterpriseId), rules: await this.listRules(enterpriseId, [NotifyChannel.host]) };
  }

  async saveRule(actor: NotifyActor, input: SaveNotifyRuleInput): Promise<NotifyRuleView> {
    const trigger = findTrigger(input.trigger)!;
    if (input.channel === NotifyChannel.host && input.enabled && !(await this.hostConnected(actor.enterpriseId))) throw badRequest(NotifyErrors.hostNotConnected);
    const problem = checkRule(trigger, input);
    if (problem) throw badRequest(problem);
    const { enterpriseId } = actor;
    const rule = { trigger: input.trigger, channel: input.channel, recipients: input.recipients, template: input.template, enabled: input.enabled };
    return this.db.tenant(enterpriseId, async (tx) => {
      const [before] = effectiveRules([trigger], [input.channel], await savedRules(tx, enterpriseId, { triggers: [trigger.code], channels: [input.channel] }));
      await upsertRule(tx, enterpriseId, rule);
      await recordOperation(tx, {
        ...actor,
        module: 'notifications',
        action: 'save-rule',
        targetId: `${trigger.code}:${input.channel}`,
        summary: `修改消息通知：${trigger.name}·${CHANNEL_NAMES[input.channel]}（${input.enabled ? '开启' : '关闭'}）`,
        before,
        after: rule,
      });
      return { ...rule, customized: true };
    });
  }
}
