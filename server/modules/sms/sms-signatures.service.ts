import { sql } from 'drizzle-orm';
import { NotifyErrors } from '@domain/notifications/errors';
import { SignatureState, type SmsSignatureItem } from '@domain/notifications/sms.schemas';
import type { Database, Executor } from '../../db/database';
import { conflict } from '../../lib/app-error';
import { recordOperation } from '../audit/audit.public';
import * as q from './sms.queries';

export interface SmsActor {
  enterpriseId: number;
  userId: number;
}

/**
 * SMS signatures (/smsMEssage/applyMessage). There is no SMS provider here to review them, so an
 * application stays 审核中 (state 1) until a platform operator decides: on the owner connection
 * they set the row's state to 2 (approved) or 3 (rejected, with a `remark` the administrator
 * reads), e.g. `update sms_signatures set state = 2 where id = ...`. No tenant call can approve.
 */
export class SmsSignaturesService {
  constructor(private readonly db: Database) {}

  list(enterpriseId: number): Promise<SmsSignatureItem[]> {
    return this.db.tenant(enterpriseId, (tx) => q.listSignatures(tx, enterpriseId));
  }

  /** One application under review at a time; an approved signature stays in use until a new one is approved. */
  apply(actor: SmsActor, signature: string): Promise<SmsSignatureItem> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      // Two applications sent at once must not both pass the check below.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sms-signature:${enterpriseId}`}, 0))`);
      if (await q.latestSignature(tx, enterpriseId, SignatureState.applied)) throw conflict(NotifyErrors.signaturePending);
      const created = await q.insertSignature(tx, enterpriseId, signature);
      await recordOperation(tx, {
        ...actor,
        module: 'sms',
        action: 'apply-signature',
        targetId: created.id,
        summary: `申请短信签名：${signature}`,
        after: created,
      });
      return created;
    });
  }
}

/** The enterprise's approved signature, put before its SMS as 【签名】; null while it has none. */
export async function approvedSignature(tx: Executor, enterpriseId: number): Promise<string | null> {
  return (await q.latestSignature(tx, enterpriseId, SignatureState.approved))?.signature ?? null;
}
