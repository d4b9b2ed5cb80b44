import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PORTAL_COOKIE } from '@domain/portal/portal.constants';
import { PortalPaths as P } from '@domain/portal/portal.paths';
import { IdQuerySchema, LookQuerySchema, PortalCancelSchema, PortalEvaluateSchema, PortalFileSchema, PortalRegisterSchema, PortalRepairCancelSchema, PortalRepairSchema, PortalRequestSchema, PortalScanQuerySchema, PortalSendCodeSchema, PortalSignInSchema, PortalSignSchema } from '@domain/portal/portal.schemas';
import { SaveDataUrlSchema } from '@domain/uploads/uploads.schemas';
import { UPLOAD_MAX_BYTES } from '@domain/uploads/uploads.constants';
import { parse, parseBody } from '../../lib/parse';
import { registerRateLimits } from '../../lib/rate-limits';
import type { PortalCustomerService } from './portal-customer.service';
import { guardPortal, portalCustomer } from './portal-guard';
import { endPortalSession } from './portal-sessions';

const pub = { config: { auth: 'public' as const } };
const limited = { config: { auth: 'public' as const, rateLimit: { max: 20, timeWindow: '1 minute' } } };
const ok = <T>(data: T) => ({ success: true, data });
/** A data URL is 4/3 of the image, plus the JSON around it. */
const DATA_URL_BODY_LIMIT = Math.ceil((UPLOAD_MAX_BYTES.image * 4) / 3) + 64 * 1024;
const FILE_BODY_LIMIT = Math.ceil((UPLOAD_MAX_BYTES.file * 4) / 3) + 64 * 1024;

/**
 * The customer portal's calls. They are public to the staff guard (a staff session opens none of them)
 * and guarded here by the portal's own session: its own cookie, its own csrf token in a header.
 */
export async function portalCustomerRoutes(app: FastifyInstance, { service }: { service: PortalCustomerService }) {
  await registerRateLimits(app);
  app.get(P.look, pub, async (request) => ok(await service.look(parse(LookQuerySchema, request.query).portal)));
  app.post(P.sendCode, limited, async (request) => {
    const { portal, mobile } = parseBody(PortalSendCodeSchema, request);
    await service.sendCode(portal, mobile, request.ip);
    return { success: true, message: '验证码已发送' };
  });
  app.post(P.signIn, limited, async (request, reply) => {
    const { portal, mobile, code } = parseBody(PortalSignInSchema, request);
    const { token, csrfToken } = await service.signIn(portal, mobile, code);
    setPortalCookie(request, reply, token);
    return ok({ csrfToken });
  });

  app.post(P.registerCode, limited, async (request) => {
    const { portal, mobile } = parseBody(PortalSendCodeSchema, request);
    await service.sendRegisterCode(portal, mobile, request.ip);
    return { success: true, message: '验证码已发送' };
  });
  app.post(P.register, limited, async (request) => {
    const { portal, mobile, code, name } = parseBody(PortalRegisterSchema, request);
    await service.register(portal, mobile, code, name);
    return { success: true, message: '注册成功，请等待服务商审核' };
  });

  await app.register(async (signedIn) => {
    guardPortal(signedIn, app.db);
    signedIn.get(P.me, pub, async (request) => ok(await service.me(portalCustomer(request))));
    signedIn.post(P.signOut, pub, async (request, reply) => {
      await endPortalSession(app.db, portalCustomer(request).tokenHash);
      reply.clearCookie(PORTAL_COOKIE, { path: '/' });
      return { success: true, message: '已退出' };
    });
    signedIn.get(P.requests, pub, async (request) => ok(await service.requests(portalCustomer(request))));
    signedIn.get(P.events, pub, async (request) => ok(await service.events(portalCustomer(request))));
    signedIn.get(P.eventDetail, pub, async (request) => ok(await service.event(portalCustomer(request), parse(IdQuerySchema, request.query).id)));
    signedIn.get(P.requestForm, pub, async (request) => ok(await service.requestForm(portalCustomer(request))));
    signedIn.get(P.productScan, pub, async (request) => ok(await service.scanProduct(portalCustomer(request), parse(PortalScanQuerySchema, request.query).code)));
    signedIn.post(P.requestCreate, pub, async (request) => {
      const input = parseBody(PortalRequestSchema, request);
      return { success: true, message: '服务申请已提交', data: await service.report(portalCustomer(request), input) };
    });
    signedIn.post(P.requestCancel, pub, async (request) => {
      await service.cancel(portalCustomer(request), parseBody(PortalCancelSchema, request));
      return { success: true, message: '工单已取消' };
    });
    signedIn.post(P.requestEvaluate, pub, async (request) => {
      await service.evaluate(portalCustomer(request), parseBody(PortalEvaluateSchema, request));
      return { success: true, message: '评价成功' };
    });
    signedIn.post(P.requestSign, pub, async (request) => {
      await service.sign(portalCustomer(request), parseBody(PortalSignSchema, request));
      return { success: true, message: '签名成功' };
    });
    signedIn.get(P.products, pub, async (request) => ok(await service.products(portalCustomer(request))));
    signedIn.get(P.repairs, pub, async (request) => ok(await service.repairs(portalCustomer(request))));
    signedIn.post(P.repairCreate, pub, async (request) => {
      const input = parseBody(PortalRepairSchema, request);
      return { success: true, message: '维修申请已提交', data: await service.requestRepair(portalCustomer(request), input) };
    });
    signedIn.post(P.repairCancel, pub, async (request) => {
      const { id } = parseBody(PortalRepairCancelSchema, request);
      await service.cancelRepair(portalCustomer(request), id);
      return { success: true, message: '维修申请已取消' };
    });
    signedIn.post(P.uploadImage, { ...limited, bodyLimit: DATA_URL_BODY_LIMIT }, async (request) => {
      const { data, name } = parseBody(SaveDataUrlSchema, request);
      return ok(await service.uploadImage(portalCustomer(request), data, name));
    });
    signedIn.post(P.uploadFile, { ...limited, bodyLimit: FILE_BODY_LIMIT }, async (request) => {
      const { data, name } = parseBody(PortalFileSchema, request);
      return ok(await service.uploadFile(portalCustomer(request), data, name));
    });
  });
}

function setPortalCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(PORTAL_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'strict', secure: request.protocol === 'https', maxAge: 30 * 86_400 });
}
