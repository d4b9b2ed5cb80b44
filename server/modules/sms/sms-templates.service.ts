import { Messages } from '@domain/common/messages';
import { NotifyErrors } from '@domain/notifications/errors';
import type { SaveSmsTemplateInput, SmsTemplateItem } from '@domain/notifications/sms.schemas';
import { TEMPLATE_VARIABLES, validateTemplate } from '@domain/notifications/template-variables';
import type { Database } from '../../db/database';
import { badRequest, notFound } from '../../lib/app-error';
import { recordOperation } from '../audit/audit.public';
import type { SmsActor } from './sms-signatures.service';
import * as q from './sms.queries';

/** Reusable SMS texts (/sms/tmpl/list) that senders such as return visits pick from; any variable may be used. */
export class SmsTemplatesService {
  constructor(private readonly db: Database) {}

  list(enterpriseId: number): Promise<SmsTemplateItem[]> {
    return this.db.tenant(enterpriseId, (tx) => q.listTemplates(tx, enterpriseId));
  }

  save(actor: SmsActor, input: SaveSmsTemplateInput): Promise<SmsTemplateItem> {
    const problem = validateTemplate(input.content, TEMPLATE_VARIABLES);
    if (problem) throw badRequest(problem);
    const { enterpriseId } = actor;
    const fields = { name: input.name, content: input.content };
    return this.db.tenant(enterpriseId, async (tx) => {
      const [before] = input.id ? await q.findTemplates(tx, enterpriseId, [input.id]) : [];
      if (input.id && !before) throw notFound(NotifyErrors.smsTemplateNotFound);
      const saved = input.id ? await q.updateTemplate(tx, enterpriseId, input.id, fields) : await q.insertTemplate(tx, enterpriseId, fields);
      await recordOperation(tx, {
        ...actor,
        module: 'sms',
        action: before ? 'update-template' : 'create-template',
        targetId: saved.id,
        summary: `${before ? '修改' : '新增'}短信模板：${saved.name}`,
        before,
        after: saved,
      });
      return saved;
    });
  }

  /** Deletes all the templates or none. */
  async remove(actor: SmsActor, ids: number[]): Promise<void> {
    if (ids.length === 0) throw badRequest(Messages.deleteNothingSelected);
    const { enterpriseId } = actor;
    await this.db.tenant(enterpriseId, async (tx) => {
      const found = await q.findTemplates(tx, enterpriseId, ids);
      if (found.length !== ids.length) throw notFound(NotifyErrors.smsTemplateNotFound);
      await q.deleteTemplates(tx, enterpriseId, ids);
      await recordOperation(tx, {
        ...actor,
        module: 'sms',
        action: 'delete-template',
        targetId: ids.join(','),
        summary: `删除短信模板：${found.map((t) => t.name).join('、')}`,
        before: found,
      });
    });
  }
}
