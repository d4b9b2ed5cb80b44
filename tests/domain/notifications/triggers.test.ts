import { describe, expect, it } from 'vitest';
import { checkRule, defaultRule, effectiveRules } from '@domain/notifications/rules';
import { validateTemplate, variablesOf } from '@domain/notifications/template-variables';
import { AUTOMATION, deliveryTriggerName, findTrigger, NotifyChannel, OrderRecipient, TRIGGER_CODES, TRIGGERS, Trigger } from '@domain/notifications/triggers';

const orderCreated = findTrigger(Trigger.orderCreated)!;

describe('triggers', () => {
  it('covers every trigger moment of orders and events, SLA alerts and stock warnings', () => {
    expect(TRIGGER_CODES).toEqual(expect.arrayContaining(['order.created', 'order.dispatched', 'order.accepted', 'order.finished', 'order.approval_requested', 'order.receipt', 'order.payment', 'order.sla_alert', 'event.created', 'event.sla_alert', 'stock.warning']));
    expect(TRIGGERS.map((t) => t.code)).toEqual(TRIGGER_CODES);
  });

  it('has default templates that use only the variables each trigger offers, and default recipients it allows', () => {
    for (const t of TRIGGERS) {
      expect(validateTemplate(t.defaultTemplate, variablesOf(t.variables)), t.code).toBeNull();
      for (const code of t.defaultRecipients) expect(t.recipients, t.code).toContain(code);
    }
  });

  it.each([
    [Trigger.orderCreated, orderCreated.name],
    [AUTOMATION, '触发器'],
    ['retired.code', 'retired.code'],
  ])('names the delivery trigger %s as %s in the failures list', (code, name) => {
    expect(deliveryTriggerName(code)).toBe(name);
  });
});

describe('rules', () => {
  it('defaults to the in-app notice to the natural recipients, with SMS off', () => {
    expect(defaultRule(orderCreated, NotifyChannel.notice)).toMatchObject({ enabled: true, recipients: [OrderRecipient.receiver], customized: false });
    expect(defaultRule(orderCreated, NotifyChannel.sms)).toMatchObject({ enabled: false, recipients: [] });
  });

  it('prefers a saved rule over the default', () => {
    const saved = { ...defaultRule(orderCreated, NotifyChannel.sms), enabled: true, recipients: [OrderRecipient.customer], customized: true };
    const rules = effectiveRules([orderCreated], [NotifyChannel.notice, NotifyChannel.sms], [saved]);
    expect(rules.map((r) => [r.channel, r.customized])).toEqual([['notice', false], ['sms', true]]);
  });

  it('refuses recipients the trigger does not have, the customer in-app, and an enabled rule without recipients', () => {
    const rule = { channel: NotifyChannel.notice, template: '工单{{订单编号}}', enabled: true };
    expect(checkRule(orderCreated, { ...rule, recipients: [601] })).toBe('“工单创建后”不能通知创建人');
    expect(checkRule(orderCreated, { ...rule, recipients: [OrderRecipient.customer] })).toBe('客户没有系统账号，只能通过短信通知');
    expect(checkRule(orderCreated, { ...rule, channel: NotifyChannel.sms, recipients: [OrderRecipient.customer] })).toBeNull();
    expect(checkRule(orderCreated, { ...rule, recipients: [] })).toBe('请选择接收人');
    expect(checkRule(orderCreated, { ...rule, enabled: false, recipients: [] })).toBeNull();
    expect(checkRule(orderCreated, { ...rule, recipients: [OrderRecipient.owner], template: '{{验证码}}' })).toBe('未知变量：{{验证码}}');
  });
});
