import type { FastifyInstance } from 'fastify';
import { registerEnterpriseSetupStep } from '../enterprises/enterprises.public';
import { addDefaultTemplates } from './default-templates';
import { templatesRoutes } from './templates.routes';

/** The template centre: a new enterprise gets the default templates; its routes. */
export async function templatesPlugin(app: FastifyInstance, options: { hotline: string }) {
  registerEnterpriseSetupStep('templates', addDefaultTemplates);
  await app.register(templatesRoutes, options);
}
