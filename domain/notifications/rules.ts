import { NotifyErrors, recipientNotAllowed } from './errors';
import type { NotifyRuleView } from './notifications.schemas';
import { validateTemplate, variablesOf } from './template-variables';
import { isCustomerRecipient, NotifyChannel, RECIPIENT_NAMES, type NotifyChannelValue, type RecipientCode, type TriggerDefinition } from './triggers';

/**
 * The rule in force while an enterprise has saved none for a trigger and channel: the in-app
 * notice goes to the trigger's natural recipients; SMS and host messages are off.
 */
export function defaultRule(trigger: TriggerDefinition, channel: NotifyChannelValue): NotifyRuleView {
  const isNotice = channel === NotifyChannel.notice;
  return {
    trigger: trigger.code,
    channel,
    recipients: isNotice ? [...trigger.defaultRecipients] : [],
    template: trigger.defaultTemplate,
    enabled: isNotice,
    customized: false,
  };
}

export interface RuleDraft {
  channel: NotifyChannelValue;
  recipients: readonly RecipientCode[];
  template: string;
  enabled: boolean;
}

/** The first problem of a rule for a trigger, as the user reads it, or null. */
export function checkRule(trigger: TriggerDefinition, rule: RuleDraft): string | null {
  for (const code of rule.recipients) {
    const name = RECIPIENT_NAMES[code] ?? String(code);
    if (!trigger.recipients.includes(code)) return recipientNotAllowed(trigger.name, name);
    if (isCustomerRecipient(code) && rule.channel !== NotifyChannel.sms) return NotifyErrors.customerOnlyBySms;
  }
  if (rule.enabled && rule.recipients.length === 0) return NotifyErrors.noRecipients;
  return validateTemplate(rule.template, variablesOf(trigger.variables));
}

/** Every trigger × channel with the enterprise's saved rule where it has one, else the default. */
export function effectiveRules(
  triggers: readonly TriggerDefinition[],
  channels: readonly NotifyChannelValue[],
  saved: readonly NotifyRuleView[],
): NotifyRuleView[] {
  const byKey = new Map(saved.map((r) => [`${r.trigger}|${r.channel}`, r]));
  return triggers.flatMap((t) => channels.map((c) => byKey.get(`${t.code}|${c}`) ?? defaultRule(t, c)));
}
