import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/app-error';
import { findControlCharacter } from '../lib/control-characters';

export const controlCharacterText = '不能包含控制字符';

/**
 * The one place that keeps control characters out of the database: any in the path parameters, the
 * query or the body is refused with a 400 naming the field, before a handler runs. Refused rather
 * than stripped, so nothing is stored other than what the user sent.
 */
async function controlCharactersPlugin(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findControlCharacter(part);
      if (field !== null) throw badRequest(field ? `${field}: ${controlCharacterText}` : `请求内容${controlCharacterText}`);
    }
  });
}

export default fp(controlCharactersPlugin, { name: 'control-characters', dependencies: ['auth'] });
