import type { Paging } from '@domain/common/paging';
import { TemplateErrors, lastEnabledEventTemplate } from '@domain/templates/errors';
import type { EventTemplateRow, EventTemplateSettings, SaveEventTemplateInput } from '@domain/templates/event-templates.schemas';
import { FormOwnerKind } from '@domain/templates/template.constants';
import type { TemplateForm } from '@domain/templates/template-form.schemas';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { applyFormRules, rulesFor } from './form-changes';
import { TemplateLifecycle, type TemplateFamily } from './template-lifecycle';
import { assertProcessUsers } from './template-settings';
import { eventTemplateQueries as q, type EventTemplateRecord, type EventTemplateTable } from './template-table.queries';
import { isoTime, type TemplateActor } from './templates-common';

export function toEventTemplateRow(r: EventTemplateRecord): EventTemplateRow {
  return {
    id: r.id,
    name: r.name,
    enabled: r.enabled,
    form: r.form as TemplateForm,
    settings: r.settings as EventTemplateSettings,
    createTime: isoTime(r.createdAt),
    updateTime: isoTime(r.updatedAt),
  };
}

const ALL = 'event';
const family: TemplateFamily<EventTemplateTable> = {
  queries: q,
  ownerKind: FormOwnerKind.eventTemplate,
  label: '事件模板',
  action: 'event-template',
  errors: { notFound: TemplateErrors.eventTemplateNotFound, nameTaken: TemplateErrors.eventTemplateNameTaken, first: TemplateErrors.eventTemplateFirst, last: TemplateErrors.eventTemplateLast },
  enabledGroups: async (tx, enterpriseId) => new Map([[ALL, await q.enabledCount(tx, enterpriseId)]]),
  lastEnabled: () => lastEnabledEventTemplate,
  auditShape: (r) => ({ name: r.name, enabled: r.enabled, form: r.form, settings: r.settings }),
};

/** Event templates: the event form, its switches, stage timeouts and process. An event form has no fixed fields. */
export class EventTemplatesService {
  private readonly lifecycle: TemplateLifecycle<EventTemplateTable>;

  constructor(private readonly db: Database) {
    this.lifecycle = new TemplateLifecycle(db, family);
  }

  list(enterpriseId: number, keyword: string | undefined, paging: Paging): Promise<EventTemplateRow[]> {
    return this.db.tenant(enterpriseId, async (tx) => (await q.list(tx, enterpriseId, keyword, paging)).map(toEventTemplateRow));
  }

  count(enterpriseId: number, keyword: string | undefined): Promise<number> {
    return this.db.tenant(enterpriseId, (tx) => q.count(tx, enterpriseId, keyword));
  }

  detail(enterpriseId: number, id: number): Promise<EventTemplateRow> {
    return this.db.tenant(enterpriseId, async (tx) => {
      const [record] = await q.find(tx, enterpriseId, [id]);
      if (!record) throw notFound(TemplateErrors.eventTemplateNotFound);
      return toEventTemplateRow(record);
    });
  }

  async save(actor: TemplateActor, input: SaveEventTemplateInput): Promise<EventTemplateRow> {
    const record = await this.lifecycle.save(actor, input, async (tx, before) => {
      await assertProcessUsers(tx, actor.enterpriseId, input.settings.process);
      const form = applyFormRules(input.form, rulesFor(before?.form as TemplateForm | undefined, []));
      return { name: input.name, enabled: input.enabled, form, settings: input.settings };
    });
    return toEventTemplateRow(record);
  }

  async setEnabled(actor: TemplateActor, id: number, enabled: boolean): Promise<EventTemplateRow> {
    return toEventTemplateRow(await this.lifecycle.setEnabled(actor, id, enabled));
  }

  sort(actor: TemplateActor, id: number, step: -1 | 1): Promise<void> {
    return this.lifecycle.move(actor, id, step);
  }

  remove(actor: TemplateActor, ids: number[]): Promise<void> {
    return this.lifecycle.remove(actor, ids);
  }
}
