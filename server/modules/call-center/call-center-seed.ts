import { and, eq, inArray } from 'drizzle-orm';
import { CallEndReason, CallType } from '@domain/call-center/call-center.constants';
import { Role } from '@domain/shell/roles';
import type { Database } from '../../db/database';
import { enterprises, users } from '../../db/schema/tenancy';
import { CallsService } from './calls.service';
import { updateRecord } from './records.queries';
import { SeatsService } from './seats.service';
import type { TelephonyAdapter } from './telephony';

/** Demo seats: 孙接待 (reception, 8001) and 王管理 (8000); a fortnight of 孙接待's calls for the list and the charts (one refused busy, one transferred). */
export async function seedDemoCallCenter(database: Database, enterpriseName: string, telephony: TelephonyAdapter): Promise<void> {
  const db = database.system;
  const [ep] = await db.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.name, enterpriseName));
  if (!ep) return;
  const people = await db.select({ id: users.id, name: users.name }).from(users).where(and(eq(users.enterpriseId, ep.id), inArray(users.name, ['孙接待', '王管理'])));
  const reception = people.find((p) => p.name === '孙接待');
  const admin = people.find((p) => p.name === '王管理');
  if (!reception || !admin) return;
  const seats = new SeatsService(database, telephony, null); // no SIP accounts in the demo
  const adminActor = { enterpriseId: ep.id, userId: admin.id, role: Role.admin };
  await seats.save(adminActor, { userId: reception.id, line: '4008006688', extension: '8001' });
  await seats.save(adminActor, { userId: admin.id, line: '4008006688', extension: '8000' });
  // Calls written by hand tell no one of a missed call, so the seed needs no notification engine.
  const calls = new CallsService(database, telephony, { notify: async () => null }, () => {});
  const actor = { enterpriseId: ep.id, userId: reception.id, role: Role.reception };
  const now = Date.now();
  for (let i = 0; i < 28; i++) {
    const start = new Date(now - (i % 14) * 86_400_000 - (i + 1) * 1_800_000);
    const inbound = i % 3 !== 0;
    const { id } = await calls.create(actor, {
      type: inbound ? CallType.inbound : CallType.outbound,
      // Most callers are the demo customers' contacts (so the list and the pop-up name them); every fourth is a stranger.
      phone: i % 4 === 3 ? `1390000${1000 + i}` : `1880000${1000 + (i % 10)}`,
      startTime: start.toISOString(),
      duration: i % 5 === 0 ? 0 : 30 + ((i * 37) % 400),
      notes: i % 4 === 0 ? '客户咨询保修期' : '',
    });
    // How two of them ended, as the screens note it: one refused while the seat was busy, one handed to 王管理.
    if (i === 5) await updateRecord(db, ep.id, id, { endReason: CallEndReason.busy });
    if (i === 1) await updateRecord(db, ep.id, id, { endReason: CallEndReason.transferred, transferredTo: '8000 王管理' });
  }
}
