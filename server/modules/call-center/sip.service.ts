import { createHash } from 'node:crypto';
import { CallType } from '@domain/call-center/call-center.constants';
import type { SipAccount, SipCallPopUp, SipEventInput, SipSettings, SipSettingsInput } from '@domain/call-center/call-center.schemas';
import { CallCenterErrors } from '@domain/call-center/errors';
import type { Database } from '../../db/database';
import { conflict, forbidden, notFound } from '../../lib/app-error';
import type { CallActor } from './call-center-common';
import type { CallsService } from './calls.service';
import { isSealed, type SipSecretBox } from './sip-secret';
import * as sq from './seats.queries';
import * as sipq from './sip.queries';

/** RFC 2617's HA1: MD5 of user:realm:password (MD5 is what SIP digest uses; JsSIP answers a challenge in `realm` with it). */
export const digestHa1 = (user: string, realm: string, password: string) => createHash('md5').update(`${user}:${realm}:${password}`).digest('hex');

/**
 * The SIP path's server side: the enterprise's PBX settings, the seat's own softphone account, and the
 * softphone's reports of its calls, which become provider events folded into the call records.
 */
export class SipService {
  constructor(
    private readonly db: Database,
    private readonly calls: CallsService,
    private readonly secrets: SipSecretBox | null,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  settings(actor: CallActor): Promise<SipSettings | null> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const row = await sipq.findSipSettings(tx, actor.enterpriseId);
      return row ? { wsUrl: row.wsUrl, domain: row.domain, realm: row.realm, updatedAt: row.updatedAt.toISOString() } : null;
    });
  }

  saveSettings(actor: CallActor, input: SipSettingsInput): Promise<void> {
    return this.db.tenant(actor.enterpriseId, (tx) => sipq.saveSipSettings(tx, actor.enterpriseId, input, this.clock()));
  }

  deleteSettings(actor: CallActor): Promise<void> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const inCall = (await sq.listSeats(tx, actor.enterpriseId)).some((s) => s.sipUser && s.currentCallId);
      if (inCall) throw conflict(CallCenterErrors.seatInCall);
      if (!(await sipq.deleteSipSettings(tx, actor.enterpriseId))) throw notFound(CallCenterErrors.noPbx);
    });
  }

  /**
   * What the signed-in seat's softphone registers with; null when the seat is on the provider's path. With the
   * PBX's realm known, HA1 (MD5 of user:realm:password, what the digest is computed from) instead of the
   * password, so the password itself never reaches the browser; else the password opened (the browser then
   * takes the realm from the PBX's challenge).
   */
  account(actor: CallActor): Promise<SipAccount | null> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const seat = await sq.findSeatOfUser(tx, actor.enterpriseId, actor.userId);
      if (!seat) throw forbidden(CallCenterErrors.notASeat);
      const pbx = seat.sipUser && seat.sipPassword ? await sipq.findSipSettings(tx, actor.enterpriseId) : undefined;
      if (!pbx) return null;
      const user = seat.sipUser!;
      const password = this.openPassword(seat.sipPassword!, seat.enterpriseId, seat.userId);
      const where = { wsUrl: pbx.wsUrl, domain: pbx.domain, user };
      return pbx.realm ? { ...where, realm: pbx.realm, ha1: digestHa1(user, pbx.realm, password) } : { ...where, password };
    });
  }

  private openPassword(stored: string, enterpriseId: number, userId: number): string {
    if (!isSealed(stored)) return stored;
    try {
      if (this.secrets) return this.secrets.open(stored, enterpriseId, userId);
    } catch {
      // Sealed under another key: the administrator gives the password again.
    }
    throw conflict(CallCenterErrors.sipPasswordUnreadable);
  }

  /**
   * Seals the passwords written in the clear before sealing existed (at start; a row another node
   * sealed meanwhile is left as it is).
   */
  async sealClearPasswords(): Promise<number> {
    if (!this.secrets) return 0;
    const box = this.secrets;
    return sipq.sealClearPasswords(this.db.system, (s) => box.seal(s.password, s.enterpriseId, s.userId));
  }

  /**
   * A call event the seat's softphone heard: the seat's own line and extension complete it, the server's
   * clock times it, and it folds into the call's record like a provider's (once per call id, any order).
   * A new inbound call's ringing answers with its pop-up (null otherwise).
   */
  async report(actor: CallActor, input: SipEventInput): Promise<SipCallPopUp | null> {
    const seat = await this.db.tenant(actor.enterpriseId, (tx) => sq.findSeatOfUser(tx, actor.enterpriseId, actor.userId));
    if (!seat) throw forbidden(CallCenterErrors.notASeat);
    if (!seat.sipUser) throw conflict(CallCenterErrors.notSipSeat);
    const inbound = input.type === CallType.inbound;
    const ringing = await this.calls.applyEvent(
      {
        enterpriseId: actor.enterpriseId,
        kind: input.kind,
        callId: input.callId,
        type: input.type,
        caller: inbound ? input.phone : seat.line,
        callee: inbound ? seat.line : input.phone,
        extension: seat.extension,
        at: this.clock(),
        durationSec: input.durationSec,
        endReason: input.endReason,
      },
      seat.userId,
    );
    return ringing ? { callId: ringing.callId, id: ringing.id, customerId: ringing.customerId } : null;
  }
}
