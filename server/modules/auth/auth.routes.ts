import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ChooseEnterpriseSchema,
  CodeLoginSchema,
  PasswordLoginSchema,
  RegisterEnterpriseSchema,
  ResetPasswordSchema,
  SendCodeSchema,
  SetPasswordSchema,
} from '@domain/auth/auth.schemas';
import { Messages } from '@domain/common/messages';
import { parse, parseBody } from '../../lib/parse';
import type { AuthService, SignInResult } from './auth.service';
import { SESSION_COOKIE } from './session-store';
import { registerRateLimits } from '../../lib/rate-limits';
import { AuthPaths } from '@domain/auth/auth.paths';

/** Standalone sign-in (spec part 1 section 7, "Standalone authentication"). */
export async function authRoutes(app: FastifyInstance, { auth }: { auth: AuthService }) {
  await registerRateLimits(app);
  const signInLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };
  const pub = { auth: 'public' as const };

  app.get(AuthPaths.codeContent, { config: { ...pub, ...signInLimit } }, async (request) => {
    const { mobile, type } = parse(SendCodeSchema, request.query);
    await auth.sendCode(mobile, type, request.ip);
    return { success: true, message: '验证码已发送' };
  });

  app.post(AuthPaths.codeLogin, { config: { ...pub, ...signInLimit } }, async (request, reply) => {
    const { mobile, code } = parseBody(CodeLoginSchema, request);
    return signedIn(request, reply, await auth.signInWithCode(mobile, code));
  });

  app.post(AuthPaths.pwdLogin, { config: { ...pub, ...signInLimit } }, async (request, reply) => {
    const { mobile, password } = parseBody(PasswordLoginSchema, request);
    return signedIn(request, reply, await auth.signInWithPassword(mobile, password));
  });

  app.post(AuthPaths.codeLoginPassword, { config: { ...pub, ...signInLimit } }, async (request) => {
    const { mobile, code, password } = parseBody(ResetPasswordSchema, request);
    await auth.resetPassword(mobile, code, password);
    return { success: true, message: '密码设置成功' };
  });

  app.post(AuthPaths.enterprise, { config: { ...pub, ...signInLimit } }, async (request, reply) => {
    const input = parseBody(RegisterEnterpriseSchema, request);
    const { token, csrfToken, enterpriseId } = await auth.registerEnterprise(input);
    setSessionCookie(request, reply, token);
    return { success: true, data: { csrfToken, enterpriseId } };
  });

  /** Setup is done inside the registering transaction, so a visible enterprise is always complete. */
  app.get(AuthPaths.enterpriseProgress, { config: { allowExpired: true, allowNoRole: true } }, async () => ({
    success: true,
    data: { progress: 100, done: true },
  }));

  app.get(AuthPaths.enterprises, { config: { auth: 'phone' } }, async (request) => {
    const list = await auth.memberships(request.session!.phone);
    const current = request.session!.enterprise?.id ?? null;
    return {
      success: true,
      data: list.map(({ enterpriseId, enterpriseName, userName }) => ({
        enterpriseId,
        enterpriseName,
        userName,
        current: enterpriseId === current,
      })),
    };
  });

  app.post(AuthPaths.enterprises, { config: { auth: 'phone' } }, async (request) => {
    const { enterpriseId } = parseBody(ChooseEnterpriseSchema, request);
    await auth.chooseEnterprise(request.session!, enterpriseId);
    return { success: true };
  });

  app.post(AuthPaths.setPassword, { config: { auth: 'phone' } }, async (request) => {
    const { password } = parseBody(SetPasswordSchema, request);
    await auth.setPassword(request.session!.phone, password);
    return { success: true, message: '密码设置成功' };
  });

  app.post(AuthPaths.logout, { config: { auth: 'phone' } }, async (request, reply) => {
    await app.sessions.destroy(request.session!.tokenHash);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { success: true, message: Messages.logoutOk };
  });
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: 7 * 86_400,
  });
}

function signedIn(request: FastifyRequest, reply: FastifyReply, result: SignInResult) {
  setSessionCookie(request, reply, result.token);
  const { csrfToken, chooseEnterprise, enterprises, hasPassword } = result;
  return { success: true, data: { csrfToken, chooseEnterprise, enterprises, hasPassword } };
}
