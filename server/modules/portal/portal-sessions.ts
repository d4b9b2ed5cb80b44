import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database, Executor, Tx } from '../../db/database';
import { portalAccounts, portalSessions } from '../../db/schema/portal';
import { AccountStatus } from '@domain/portal/portal.constants';

const SESSION_DAYS = 30;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Who a portal request comes from: an active account of one customer of one enterprise. */
export interface PortalCaller {
  tokenHash: string;
  csrfToken: string;
  accountId: number;
  enterpriseId: number;
  customerId: number;
  name: string;
  phone: string;
}

/** Portal sessions: rows apart from staff sessions, looked up on every portal call (a disabled or deleted account is out at once). */
export async function createPortalSession(tx: Tx, enterpriseId: number, accountId: number): Promise<{ token: string; csrfToken: string }> {
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(18).toString('base64url');
  await tx.insert(portalSessions).values({ tokenHash: hash(token), accountId, enterpriseId, csrfToken, expiresAt: new Date(Date.now() + SESSION_DAYS * 86_400_000) });
  return { token, csrfToken };
}

export async function lookupPortalSession(db: Database, token: string): Promise<PortalCaller | null> {
  const tokenHash = hash(token);
  const [row] = await db.system
    .select({ session: portalSessions, account: portalAccounts })
    .from(portalSessions)
    .innerJoin(
      portalAccounts,
      and(eq(portalAccounts.id, portalSessions.accountId), eq(portalAccounts.enterpriseId, portalSessions.enterpriseId), isNull(portalAccounts.deletedAt), eq(portalAccounts.status, AccountStatus.active)),
    )
    .where(and(eq(portalSessions.tokenHash, tokenHash), gt(portalSessions.expiresAt, new Date())));
  if (!row) return null;
  const { session, account } = row;
  return { tokenHash, csrfToken: session.csrfToken, accountId: account.id, enterpriseId: account.enterpriseId, customerId: account.customerId, name: account.name, phone: account.phone };
}

export const endPortalSession = (db: Database, tokenHash: string) => db.system.delete(portalSessions).where(eq(portalSessions.tokenHash, tokenHash));

/** Ends every portal session of the accounts (edited phone, disabled, deleted). */
export async function endAccountSessions(tx: Executor, enterpriseId: number, accountIds: number[]): Promise<void> {
  if (accountIds.length === 0) return;
  await tx.delete(portalSessions).where(and(eq(portalSessions.enterpriseId, enterpriseId), inArray(portalSessions.accountId, accountIds)));
}
