import { and, eq, inArray, sql } from 'drizzle-orm';
import type { NotifyRuleView } from '@domain/notifications/notifications.schemas';
import type { NotifyChannelValue, RecipientCode, TriggerCode } from '@domain/notifications/triggers';
import type { Executor } from '../../db/database';
import { enterprises } from '../../db/schema/tenancy';
import { notifyRules } from '../../db/schema/notifications';

const toView = (r: typeof notifyRules.$inferSelect): NotifyRuleView => ({
  trigger: r.trigger as TriggerCode,
  channel: r.channel,
  recipients: r.recipients as RecipientCode[],
  template: r.template,
  enabled: r.enabled,
  customized: true,
});

/** The enterprise's saved rules, of some triggers and channels. */
export async function savedRules(
  tx: Executor,
  enterpriseId: number,
  filter: { triggers?: readonly string[]; channels?: readonly NotifyChannelValue[] },
): Promise<NotifyRuleView[]> {
  const rows = await tx
    .select()
    .from(notifyRules)
    .where(
      and(
        eq(notifyRules.enterpriseId, enterpriseId),
        filter.triggers ? inArray(notifyRules.trigger, [...filter.triggers]) : undefined,
        filter.channels ? inArray(notifyRules.channel, [...filter.channels]) : undefined,
      ),
    );
  return rows.map(toView);
}

export async function upsertRule(tx: Executor, enterpriseId: number, rule: Omit<NotifyRuleView, 'customized'>): Promise<void> {
  const values = { recipients: rule.recipients, template: rule.template, enabled: rule.enabled, updatedAt: sql`now()` };
  await tx
    .insert(notifyRules)
    .values({ enterpriseId, trigger: rule.trigger, channel: rule.channel, ...values })
    .onConflictDoUpdate({ target: [notifyRules.enterpriseId, notifyRules.trigger, notifyRules.channel], set: values });
}

/** The enterprise's customer-service hotline, the {{客服热线}} of its messages (null when not set). */
export async function enterpriseHotline(tx: Executor, enterpriseId: number): Promise<string | null> {
  const [row] = await tx.select({ hotline: enterprises.hotline }).from(enterprises).where(eq(enterprises.id, enterpriseId));
  return row?.hotline ?? null;
}
