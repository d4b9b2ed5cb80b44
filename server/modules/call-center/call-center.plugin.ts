import type { FastifyInstance } from 'fastify';
import { registerExportSource } from '../../jobs/exports/export-sources';
import { ExportService } from '../downloads/downloads.public';
import { callCenterRoutes } from './call-center.routes';
import { callRecordsExport } from './calls.export';
import { CallsService } from './calls.service';
import { SeatsService } from './seats.service';
import { SipSecretBox } from './sip-secret';
import { SeatRoutedTelephony } from './sip.adapter';
import { SipService } from './sip.service';
import type { TelephonyAdapter } from './telephony';

export interface CallCenterOptions {
  telephony: TelephonyAdapter;
  pushToken?: string;
  /** CALL_CENTER_SECRET_KEY (`loadSipSecret`): seals the seats' SIP passwords; null: none can be saved. */
  sipSecret: string | null;
  /** The product's hotline, named in the free plan's upgrade notice. */
  hotline: string;
}

/**
 * The call centre: the adapter's events write the call records (a ringing inbound call goes over the
 * bus to the node holding the seat's socket, which pops it up) and so do a SIP seat's softphone's reports,
 * the record list's export, the routes.
 */
export async function callCenterPlugin(app: FastifyInstance, { telephony, pushToken, sipSecret, hotline }: CallCenterOptions) {
  registerExportSource('call-records', callRecordsExport);
  // Seats with an account at the enterprise's own PBX run their commands in their softphone (the SIP path).
  const perSeat = new SeatRoutedTelephony(telephony);
  const calls = new CallsService(app.db, perSeat, app.notifications, (call) => app.bus.publish('call-ringing', call));
  const stop = telephony.onEvent((event) => {
    calls.applyEvent(event).catch((error: unknown) => app.log.error({ err: error, callId: event.callId, kind: event.kind }, 'call event not recorded'));
  });
  app.addHook('onClose', async () => stop());
  const secrets = sipSecret === null ? null : new SipSecretBox(sipSecret);
  const sip = new SipService(app.db, calls, secrets);
  // Passwords saved before they were sealed are sealed now.
  app.addHook('onReady', async () => {
    const sealed = await sip.sealClearPasswords();
    if (sealed > 0) app.log.info({ sealed }, 'SIP passwords sealed');
  });
  await app.register(callCenterRoutes, { calls, seats: new SeatsService(app.db, perSeat, secrets), sip, exports: new ExportService(app.db, app.jobs), telephony, pushToken, hotline });
}
