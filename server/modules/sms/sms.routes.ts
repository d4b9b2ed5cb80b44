import type { FastifyInstance } from 'fastify';
import { Messages } from '@domain/common/messages';
import { NotifyTexts } from '@domain/notifications/errors';
import { ApplySignatureSchema, DeleteSmsTemplatesSchema, SaveSmsTemplateSchema } from '@domain/notifications/sms.schemas';
import { Role } from '@domain/shell/roles';
import { parse, parseBody } from '../../lib/parse';
import { caller, type Caller } from '../../plugins/auth';
import { SmsPaths } from '@domain/sms/sms.paths';
import type { SmsSignaturesService, SmsActor } from './sms-signatures.service';
import type { SmsTemplatesService } from './sms-templates.service';

const adminOnly = { config: { roles: [Role.admin] } };
const actorOf = ({ user, enterprise }: Caller): SmsActor => ({ enterpriseId: enterprise.id, userId: user.id });

/** SMS templates and the SMS signature (spec part 1 section 7 /sms/tmpl/list, part 2 /smsMEssage/applyMessage). */
export async function smsRoutes(app: FastifyInstance, { templates, signatures }: { templates: SmsTemplatesService; signatures: SmsSignaturesService }) {
  // Every user may read the templates: senders of SMS (return visits, reminders) pick from them.
  app.get(SmsPaths.tmplList, async (request) => ({ success: true, data: await templates.list(caller(request).enterprise.id) }));

  app.post(SmsPaths.tmplSave, adminOnly, async (request) => {
    const input = parseBody(SaveSmsTemplateSchema, request);
    return { success: true, message: Messages.saveOk, data: await templates.save(actorOf(caller(request)), input) };
  });

  app.delete(SmsPaths.tmplDelete, adminOnly, async (request) => {
    const { ids } = parse(DeleteSmsTemplatesSchema, request.query);
    await templates.remove(actorOf(caller(request)), ids);
    return { success: true, message: Messages.deleteOk };
  });

  app.get(SmsPaths.signatureList, adminOnly, async (request) => ({
    success: true,
    data: await signatures.list(caller(request).enterprise.id),
  }));

  app.post(SmsPaths.signatureApply, adminOnly, async (request) => {
    const { signature } = parseBody(ApplySignatureSchema, request);
    return { success: true, message: NotifyTexts.signatureApplied, data: await signatures.apply(actorOf(caller(request)), signature) };
  });
}
