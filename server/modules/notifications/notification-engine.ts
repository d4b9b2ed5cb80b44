import { effectiveRules } from '@domain/notifications/rules';
import { renderTemplate, type TemplateValues } from '@domain/notifications/template-variables';
import {
  AUTOMATION,
  findTrigger,
  isCustomerRecipient,
  NOTIFY_CHANNELS,
  NotifyChannel,
  type NotifyChannelValue,
  type RecipientCode,
  type TriggerCode,
} from '@domain/notifications/triggers';
import type { Tx } from '../../db/database';
import type { Jobs } from '../../plugins/jobs';
import type { HostMessageSender } from './host-sender';
import { enterpriseHotline, savedRules } from './rules.queries';

export const DISPATCH_JOB = 'notify.dispatch';

export interface NotifyContext {
  /** The people of the order or event, by recipient code (user ids). */
  recipients: Partial<Record<RecipientCode, number[]>>;
  /** Texted when a rule names the customer (120 or 620). */
  customerPhone?: string | null;
  /** Template values; a variable left out renders as empty text. */
  values: TemplateValues;
  /** In-app path the notice opens, e.g. the order's detail page. */
  link?: string | null;
}

export interface NotifyInput {
  enterpriseId: number;
  trigger: TriggerCode;
  context: NotifyContext;
}

/** One rendered message of one rule, to its resolved people. */
export interface DispatchMessage {
  channel: NotifyChannelValue;
  userIds: number[];
  phones: string[];
  content: string;
}

export interface DispatchPayload {
  /** The notification trigger, or `automation` for a message a trigger's action sends (no rule). */
  trigger: TriggerCode | typeof AUTOMATION;
  title: string;
  link: string | null;
  messages: DispatchMessage[];
}

/**
 * The notification engine: orders, events, SLA checks and stock call `notify` at their trigger
 * moments, inside their own transaction. It only decides who gets what and enqueues one durable
 * job; the job (dispatch.job.ts) sends. So the operation never waits for sending, and a rollback
 * sends nothing.
 */
export class NotificationEngine {
  private hostSender: HostMessageSender | null = null;

  constructor(private readonly jobs: Pick<Jobs, 'enqueue'>) {}

  /** Called by the hosts issue once WeCom/DingTalk work messages can be sent. */
  useHostSender(sender: HostMessageSender): void {
    this.hostSender = sender;
  }

  get host(): HostMessageSender | null {
    return this.hostSender;
  }

  /** Enqueues a dispatch of ready messages (see `notifyPeople`). */
  enqueueDispatch(tx: Tx, enterpriseId: number, payload: DispatchPayload): Promise<number> {
    return this.jobs.enqueue(tx, { enterpriseId, kind: DISPATCH_JOB, payload });
  }

  /** Enqueues the trigger's messages; returns the job id, or null when no enabled rule reaches anyone. */
  async notify(tx: Tx, { enterpriseId, trigger: code, context }: NotifyInput): Promise<number | null> {
    const trigger = findTrigger(code);
    if (!trigger) throw new Error(`unknown notification trigger ${code}`);
    const saved = await savedRules(tx, enterpriseId, { triggers: [code] });
    const rules = effectiveRules([trigger], NOTIFY_CHANNELS, saved).filter((rule) => rule.enabled);
    if (rules.length === 0) return null;
    // {{客服热线}} is the enterprise's own (/infomation/setting) unless the caller gives one.
    const values = { hotline: (await enterpriseHotline(tx, enterpriseId)) ?? '', ...context.values };
    const messages = rules
      .map((rule) => ({
        channel: rule.channel,
        userIds: usersOf(rule.recipients, context),
        phones: rule.channel === NotifyChannel.sms && rule.recipients.some(isCustomerRecipient) && context.customerPhone ? [context.customerPhone] : [],
        content: renderTemplate(rule.template, values),
      }))
      .filter((m) => m.userIds.length + m.phones.length > 0);
    if (messages.length === 0) return null;
    const payload: DispatchPayload = { trigger: code, title: trigger.title, link: context.link ?? null, messages };
    return this.jobs.enqueue(tx, { enterpriseId, kind: DISPATCH_JOB, payload });
  }
}

/**
 * Tells the given people, without rules: the triggers area's "notify people" action, whose rule is
 * the trigger itself. One message per channel asked for (an in-app notice unless told otherwise; a
 * text goes to each person's phone, a work message through the host sender, failed while none is
 * connected). Enqueued in the caller's transaction like `notify`.
 */
export async function notifyPeople(
  engine: NotificationEngine,
  tx: Tx,
  input: { enterpriseId: number; title: string; content: string; userIds: number[]; link?: string | null; channels?: readonly NotifyChannelValue[] },
): Promise<number | null> {
  const userIds = [...new Set(input.userIds)];
  const channels = [...new Set(input.channels?.length ? input.channels : [NotifyChannel.notice])];
  if (userIds.length === 0) return null;
  const messages = channels.map((channel) => ({ channel, userIds, phones: [], content: input.content }));
  const payload: DispatchPayload = { trigger: AUTOMATION, title: input.title, link: input.link ?? null, messages };
  return engine.enqueueDispatch(tx, input.enterpriseId, payload);
}

function usersOf(codes: readonly RecipientCode[], context: NotifyContext): number[] {
  const ids = codes.filter((c) => !isCustomerRecipient(c)).flatMap((c) => context.recipients[c] ?? []);
  return [...new Set(ids)];
}
