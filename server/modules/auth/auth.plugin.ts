import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth.routes';
import { AuthService } from './auth.service';
import { SmsCodeService } from './sms-codes.service';

/** Standalone sign-in: the services and their routes. */
export async function signInPlugin(app: FastifyInstance) {
  await app.register(authRoutes, { auth: new AuthService(app.db, app.sessions, new SmsCodeService(app.db, app.sms)) });
}
