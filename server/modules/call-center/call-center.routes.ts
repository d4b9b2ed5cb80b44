import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CALL_READERS, SEAT_ADMINS } from '@domain/call-center/call-center.constants';
import { CallCenterPaths as P } from '@domain/call-center/call-center.paths';
import {
  CallFilterSchema,
  CallListQuerySchema,
  CreateCallSchema,
  CurrentCallQuerySchema,
  DialSchema,
  ExportCallsSchema,
  IdQuerySchema,
  SaveSeatSchema,
  SeatQuerySchema,
  SeatStateSchema,
  SimulateSchema,
  SipEventSchema,
  SipSettingsSchema,
  StatsQuerySchema,
  TransferSchema,
  UpdateCallSchema,
} from '@domain/call-center/call-center.schemas';
import { CallCenterErrors } from '@domain/call-center/errors';
import { freeEditionNotice, Messages } from '@domain/common/messages';
import { Plan } from '@domain/shell/plans';
import { FakeTelephony, toneWav } from '../../../container-mocks/fake-telephony';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { parse, parseBody } from '../../lib/parse';
import { caller } from '../../plugins/auth';
import { exportRoute, type ExportService } from '../downloads/downloads.public';
import type { CallActor } from './call-center-common';
import type { CallsService } from './calls.service';
import type { SeatsService } from './seats.service';
import type { SipService } from './sip.service';
import { TcccTelephony, type TcccPush } from './tccc.adapter';
import { TelephonyRefused, type TelephonyAdapter } from './telephony';

export interface CallCenterServices {
  calls: CallsService;
  seats: SeatsService;
  sip: SipService;
  exports: ExportService;
  telephony: TelephonyAdapter;
  /** TCCC's data push token (the push URL's ?token=…). */
  pushToken?: string;
  hotline: string;
}

const readers = { config: { roles: CALL_READERS } };
const admins = { config: { roles: SEAT_ADMINS } };
/** A seat's own calls: any role may be a seat user; the seat table is the permission (403 for a user who is none). */
const seatUser = {};

const actorOf = (request: FastifyRequest): CallActor => {
  const { user, enterprise } = caller(request);
  return { enterpriseId: enterprise.id, userId: user.id, role: user.currentRole };
};
const ok = <T>(data: T) => ({ success: true, data });
const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The call centre (/call/...): HTTP to service calls. */
export async function callCenterRoutes(app: FastifyInstance, { calls, seats, sip, exports, telephony, pushToken, hotline }: CallCenterServices) {
  // The statistics are a report, and reports are on the spec's free-plan list (part 1 section 6); calls and records are not.
  const paying = (request: FastifyRequest) => {
    if (caller(request).enterprise.planType === Plan.free) throw forbidden(freeEditionNotice(CallCenterErrors.statisticsFeature, hotline));
  };

  app.get(P.recordList, readers, async (request) => {
    const { pageIndex, pageSize, ...filter } = parse(CallListQuerySchema, request.query);
    return ok(await calls.list(actorOf(request), filter, { pageIndex, pageSize }));
  });
  app.get(P.recordCount, readers, async (request) => ok(await calls.count(actorOf(request), parse(CallFilterSchema, request.query))));
  app.get(P.recordCollect, readers, async (request) => ok(await calls.collect(actorOf(request), parse(CallFilterSchema, request.query))));
  app.get(P.recordDetails, readers, async (request) => ok(await calls.detail(actorOf(request), parse(IdQuerySchema, request.query).id)));
  app.get(P.currentCall, seatUser, async (request) => {
    const { id, customerId } = parse(CurrentCallQuerySchema, request.query);
    return ok(await calls.current(actorOf(request), id, customerId));
  });
  app.post(P.recordUpdate, readers, async (request) => {
    await calls.update(actorOf(request), parseBody(UpdateCallSchema, request));
    return { success: true, message: Messages.saveOk };
  });
  app.post(P.recordCreate, seatUser, async (request) => ({ success: true, message: Messages.saveOk, data: await calls.create(actorOf(request), parseBody(CreateCallSchema, request)) }));
  exportRoute(app, exports, {
    path: P.recordExport,
    schema: ExportCallsSchema,
    roles: CALL_READERS,
    source: 'call-records',
    filter: (rest, who) => ({ ...rest, viewer: { userId: who.userId, role: who.role } }),
  });

  app.get(P.seatDetails, { config: { allowExpired: true } }, async (request) => ok(await seats.mine(actorOf(request))));
  app.get(P.seatCollect, readers, async (request) => ok(await seats.all(actorOf(request))));
  app.post(P.seatSave, admins, async (request) => {
    await seats.save(actorOf(request), parseBody(SaveSeatSchema, request));
    return { success: true, message: Messages.saveOk };
  });
  app.delete(P.seatDelete, admins, async (request) => {
    await seats.remove(actorOf(request), parse(SeatQuerySchema, request.query).userId);
    return { success: true, message: Messages.deleteOk };
  });
  app.post(P.seatState, seatUser, async (request) => ({ success: true, message: Messages.statusChanged, data: await seats.move(actorOf(request), parseBody(SeatStateSchema, request).op) }));
  app.get(P.seatHistory, seatUser, async (request) => ok(await seats.history(actorOf(request), parse(SeatQuerySchema, request.query).userId)));
  app.post(P.dial, seatUser, async (request) => ({ success: true, data: await calls.dial(actorOf(request), parseBody(DialSchema, request)) }));
  app.post(P.hangUp, seatUser, async (request) => {
    parseBody(z.object({}), request);
    await calls.hangUp(actorOf(request));
    return { success: true };
  });
  app.post(P.transfer, seatUser, async (request) => ok(await calls.transfer(actorOf(request), parseBody(TransferSchema, request))));

  app.get(P.statisticsLineChart, readers, async (request) => {
    paying(request);
    return ok(await seats.lineChart(actorOf(request), parse(StatsQuerySchema, request.query)));
  });
  app.get(P.statisticsSeatList, readers, async (request) => {
    paying(request);
    return ok(await seats.seatList(actorOf(request), parse(StatsQuerySchema, request.query)));
  });

  // The SIP path: the enterprise's PBX, the seat's softphone account, and the softphone's call events.
  app.get(P.sipSettings, admins, async (request) => ok(await sip.settings(actorOf(request))));
  app.post(P.sipSettingsSave, admins, async (request) => {
    await sip.saveSettings(actorOf(request), parseBody(SipSettingsSchema, request));
    return { success: true, message: Messages.saveOk };
  });
  app.post(P.sipSettingsDelete, admins, async (request) => {
    parseBody(z.object({}), request);
    await sip.deleteSettings(actorOf(request));
    return { success: true, message: Messages.deleteOk };
  });
  // POST, not GET, and not stored: the one answer that carries a SIP password (the seat's own, opened for its softphone).
  app.post(P.sipAccount, seatUser, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await sip.account(actorOf(request)));
  });
  app.post(P.sipEvents, seatUser, async (request) => ok(await sip.report(actorOf(request), parseBody(SipEventSchema, request))));

  // TCCC's data push: no session; the push URL's token, compared in constant time.
  app.post(P.providerEvents, { config: { auth: 'public' } }, async (request) => {
    const token = parse(z.object({ token: z.string().max(200).default('') }).loose(), request.query).token;
    if (!(telephony instanceof TcccTelephony) || !pushToken || !sameText(token, pushToken)) throw notFound();
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new AppError(400, '推送内容须为 JSON 对象');
    telephony.receivePush(body as TcccPush);
    return { ErrCode: 0, ErrMsg: '' };
  });

  // The fake provider's simulated caller and far end, and its recordings (dev and tests only).
  app.post(P.simulate, seatUser, async (request) => {
    if (!(telephony instanceof FakeTelephony)) throw notFound();
    const input = parseBody(SimulateSchema, request);
    const actor = actorOf(request);
    try {
      if (input.action === 'ring') return ok({ callId: telephony.ring(actor.enterpriseId, input.phone, input.extension) });
      if (!(await calls.hasCall(actor, input.callId))) throw notFound(CallCenterErrors.recordNotFound);
      if (input.action === 'answer') telephony.answer(input.callId);
      else telephony.farHangUp(input.callId);
      return ok({ callId: input.callId });
    } catch (error) {
      if (error instanceof TelephonyRefused) throw new AppError(409, `${CallCenterErrors.providerRefused}（${error.code}）`);
      throw error;
    }
  });
  app.get(P.recording, seatUser, async (request, reply) => {
    if (!(telephony instanceof FakeTelephony)) throw forbidden();
    parse(z.object({ callId: z.string().max(100) }), request.query);
    return reply.type('audio/wav').send(toneWav(2));
  });
}
