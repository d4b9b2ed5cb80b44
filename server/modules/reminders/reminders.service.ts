import type { Paging } from '@domain/common/paging';
import { businessDate, nextRunAt } from '@domain/reminders/next-run';
import { REMINDER_CYCLE_NAMES, ReminderCycle, ReminderTexts, type ReminderCycleValue } from '@domain/reminders/reminders.constants';
import type { ReminderRow, SaveReminderInput } from '@domain/reminders/reminders.schemas';
import type { Database, Tx } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { recordOperation } from '../audit/audit.public';
import { activeUsersAmong, userNames } from '../users/users.public';
import * as q from './reminders.queries';
import type { Reminder } from './reminders.queries';

export interface ReminderActor {
  enterpriseId: number;
  userId: number;
}

/** A stored reminder's schedule; a one-off keeps its date as its run time. */
export function scheduleOf(r: Reminder) {
  const cycle = r.cycle as ReminderCycleValue;
  const date = cycle === ReminderCycle.once && r.nextRunAt ? businessDate(r.nextRunAt) : null;
  return { cycle, timeOfDay: r.timeOfDay, dayOf: r.dayOf, date };
}

/** Timed reminders (/timerNotice): CRUD and enabling; the tick job sends the due ones. */
export class RemindersService {
  constructor(
    private readonly db: Database,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  list(enterpriseId: number, paging: Paging): Promise<ReminderRow[]> {
    return this.db.tenant(enterpriseId, async (tx) => toRows(tx, enterpriseId, await q.listReminders(tx, enterpriseId, paging)));
  }

  count(enterpriseId: number): Promise<number> {
    return this.db.tenant(enterpriseId, (tx) => q.countReminders(tx, enterpriseId));
  }

  /** Adds or edits a reminder; an edit keeps whether it is enabled. */
  save(actor: ReminderActor, input: SaveReminderInput): Promise<ReminderRow> {
    const { enterpriseId, userId } = actor;
    const next = nextRunAt(input, this.clock());
    if (!next) throw badRequest(ReminderTexts.timePassed);
    return this.db.tenant(enterpriseId, async (tx) => {
      const before = input.id ? await find(tx, enterpriseId, input.id) : undefined;
      const members = new Set((await activeUsersAmong(tx, enterpriseId, input.userIds)).map((u) => u.id));
      const userIds = input.userIds.filter((id) => members.has(id));
      if (userIds.length === 0) throw badRequest(ReminderTexts.noRecipients);
      const values = { title: input.title, content: input.content, userIds, cycle: input.cycle, timeOfDay: input.timeOfDay, dayOf: input.dayOf, nextRunAt: next };
      const row = before
        ? await q.updateReminder(tx, enterpriseId, before.id, values)
        : await q.insertReminder(tx, { ...values, enterpriseId, createdBy: userId });
      await recordOperation(tx, {
        enterpriseId,
        userId,
        module: 'reminders',
        action: before ? 'update' : 'create',
        targetId: row.id,
        summary: `${before ? '修改' : '新增'}定时提醒：${row.title}（${REMINDER_CYCLE_NAMES[input.cycle]} ${input.timeOfDay}）`,
        before: before && { ...scheduleOf(before), title: before.title, content: before.content, userIds: before.userIds },
        after: { ...input, userIds },
      });
      const [shown] = await toRows(tx, enterpriseId, [row]);
      return shown;
    });
  }

  /** Enabling schedules the next run from now; a one-off whose moment has passed cannot be enabled. */
  setEnabled(actor: ReminderActor, id: number, enabled: boolean): Promise<ReminderRow> {
    const { enterpriseId, userId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      const reminder = await find(tx, enterpriseId, id);
      const next = enabled ? nextRunAt(scheduleOf(reminder), this.clock()) : reminder.nextRunAt;
      if (!next && enabled) throw conflict(ReminderTexts.timePassed);
      const row = await q.updateReminder(tx, enterpriseId, id, { enabled, nextRunAt: next });
      await recordOperation(tx, {
        enterpriseId,
        userId,
        module: 'reminders',
        action: enabled ? 'enable' : 'disable',
        targetId: id,
        summary: `${enabled ? '启用' : '停用'}定时提醒：${row.title}`,
      });
      const [shown] = await toRows(tx, enterpriseId, [row]);
      return shown;
    });
  }

  remove(actor: ReminderActor, id: number): Promise<void> {
    const { enterpriseId, userId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      const gone = await q.deleteReminder(tx, enterpriseId, id);
      if (!gone) throw notFound(ReminderTexts.notFound);
      await recordOperation(tx, {
        enterpriseId,
        userId,
        module: 'reminders',
        action: 'delete',
        targetId: id,
        summary: `删除定时提醒：${gone.title}`,
        before: { ...scheduleOf(gone), title: gone.title, content: gone.content, userIds: gone.userIds },
      });
    });
  }
}

async function find(tx: Tx, enterpriseId: number, id: number): Promise<Reminder> {
  const row = await q.findReminder(tx, enterpriseId, id);
  if (!row) throw notFound(ReminderTexts.notFound);
  return row;
}

async function toRows(tx: Tx, enterpriseId: number, rows: Reminder[]): Promise<ReminderRow[]> {
  const names = new Map((await userNames(tx, enterpriseId, [...new Set(rows.flatMap((r) => r.userIds))])).map((u) => [u.id, u.name]));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    content: r.content,
    userIds: r.userIds,
    userNames: r.userIds.flatMap((id) => names.get(id) ?? []),
    ...scheduleOf(r),
    nextRunAt: r.enabled && r.nextRunAt ? r.nextRunAt.toISOString() : null,
    enabled: r.enabled,
    createTime: r.createdAt.toISOString(),
  }));
}
