import type { FastifyInstance } from 'fastify';
import { registerExportSource } from '../../jobs/exports/export-sources';
import { ExportService } from '../downloads/downloads.public';
import { callCenterRoutes } from './call-center.routes';
import { callRecordsExport } from './calls.export';
import { CallsService } from './calls.service';
import { SeatsService } from './seats.service';
import type { TelephonyAdapter } from './telephony';

export interface CallCenterOptions {
  telephony: TelephonyAdapter;
  pushToken?: string;
}

/**
 * The call centre: the adapter's events write the call records (a ringing inbound call goes over the
 * bus to the node holding the seat's socket, which pops it up), the record list's export, the routes.
 */
export async function callCenterPlugin(app: FastifyInstance, { telephony, pushToken }: CallCenterOptions) {
  registerExportSource('call-records', callRecordsExport);
  const calls = new CallsService(app.db, telephony, (call) => app.bus.publish('call-ringing', call));
  const stop = telephony.onEvent((event) => {
    calls.applyEvent(event).catch((error: unknown) => app.log.error({ err: error, callId: event.callId, kind: event.kind }, 'call event not recorded'));
  });
  app.addHook('onClose', async () => stop());
  await app.register(callCenterRoutes, { calls, seats: new SeatsService(app.db, telephony), exports: new ExportService(app.db, app.jobs), telephony, pushToken });
}
