import type { FastifyInstance } from 'fastify';
import { SmsSignaturesService } from './sms-signatures.service';
import { SmsTemplatesService } from './sms-templates.service';
import { smsRoutes } from './sms.routes';

/** SMS templates and signatures: the services and their routes. */
export async function smsPlugin(app: FastifyInstance) {
  await app.register(smsRoutes, { templates: new SmsTemplatesService(app.db), signatures: new SmsSignaturesService(app.db) });
}
