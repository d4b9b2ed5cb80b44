import { isCustomField } from './conditions';
import {
  ACTION_KIND_NAMES,
  ACTIONS_OF,
  FIELDS_OF,
  MOMENT_NAMES,
  MOMENTS_OF,
  NOTIFY_WHO_NAMES,
  NOTIFY_WHO_OF,
  RECORD_KIND_NAMES,
  type ActionKindValue,
  type MomentValue,
  type NotifyWhoValue,
  type RecordKindValue,
} from './triggers.constants';

/** The parts of a trigger that depend on what it watches (orders or events). */
export interface KindedParts {
  moment: MomentValue;
  conditions: readonly { field: string }[];
  actions: readonly { kind: ActionKindValue; config: Record<string, unknown> }[];
}

/**
 * Why the parts do not fit a trigger on this record kind, naming the field, or null when they do:
 * an event has no payment moment, no service group field, and no assignment to automate.
 */
export function kindMisfit(kind: RecordKindValue, parts: KindedParts): string | null {
  const trigger = `${RECORD_KIND_NAMES[kind]}触发器`;
  if (!MOMENTS_OF[kind].includes(parts.moment)) return `moment: ${trigger}没有「${MOMENT_NAMES[parts.moment]}」时机`;
  const fields = new Set(FIELDS_OF[kind].map((f) => f.key));
  const field = parts.conditions.find((c) => !fields.has(c.field) && !isCustomField(c.field));
  if (field) return `conditions: ${RECORD_KIND_NAMES[kind]}没有字段「${field.field}」`;
  const action = parts.actions.find((a) => !ACTIONS_OF[kind].includes(a.kind));
  if (action) return `actions: ${trigger}不能「${ACTION_KIND_NAMES[action.kind]}」`;
  for (const a of parts.actions) {
    const who = ((a.config.who as NotifyWhoValue[] | undefined) ?? []).find((w) => !NOTIFY_WHO_OF[kind].includes(w));
    if (who) return `actions: ${RECORD_KIND_NAMES[kind]}没有「${NOTIFY_WHO_NAMES[who]}」`;
  }
  return null;
}
