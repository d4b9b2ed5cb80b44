import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { PlanType } from '@domain/shell/plans';
import type { RoleType } from '@domain/shell/roles';
import type { Database } from '../../db/database';
import { enterprises, users } from '../../db/schema/tenancy';
import { sessions } from '../../db/schema/auth';
import type { Bus } from '../../lib/bus';
import { TtlCache } from '../../lib/ttl-cache';

export const SESSION_COOKIE = 'fsm_sid';
const SESSION_DAYS = 7;
const DAY_MS = 86_400_000;

export interface SessionUserRow {
  id: number;
  enterpriseId: number;
  departmentId: number | null;
  name: string;
  phone: string;
  avatar: string | null;
  roles: RoleType[];
  /** Null when the user holds no role: such a user may only see /errorRole. */
  currentRole: RoleType | null;
  stateTagId: number | null;
  /** 1 PC, 0 mobile, null: not chosen (POST /user/changePcVersion). */
  pcVersion: number | null;
}

export interface SessionEnterprise {
  id: number;
  name: string;
  planType: PlanType;
  serviceExpiresAt: Date | null;
  purchasedHeadcount: number | null;
  hotline: string | null;
  corpId: string | null;
}

/** What every request knows about its caller after one (usually cached) lookup. */
export interface Session {
  tokenHash: string;
  phone: string;
  csrfToken: string;
  host: 'standalone' | 'wecom' | 'dingtalk';
  expiresAt: Date;
  /** Null until the caller has chosen one of the enterprises its phone belongs to. */
  user: SessionUserRow | null;
  enterprise: SessionEnterprise | null;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Sessions are rows in the database; lookups are cached for a short time and dropped at once when
 * the bus says the session, its user or its enterprise changed, so a removed user or a changed role
 * takes effect on the next request.
 */
export class SessionStore {
  private readonly cache = new TtlCache<string, Session | null>(30_000);

  constructor(
    private readonly db: Database,
    private readonly bus: Bus,
  ) {
    bus.subscribe('session-ended', ({ tokenHash }) => this.cache.delete(tokenHash));
    bus.subscribe('user-changed', ({ userId }) => this.cache.deleteWhere((s) => s?.user?.id === userId));
    bus.subscribe('enterprise-changed', ({ enterpriseId }) =>
      this.cache.deleteWhere((s) => s?.enterprise?.id === enterpriseId),
    );
  }

  async lookup(token: string): Promise<Session | null> {
    const tokenHash = hashToken(token);
    const cached = this.cache.get(tokenHash);
    if (cached !== undefined) return cached && cached.expiresAt.getTime() > Date.now() ? cached : null;
    const session = await this.load(tokenHash);
    this.cache.set(tokenHash, session);
    if (session && session.expiresAt.getTime() - Date.now() < (SESSION_DAYS - 1) * DAY_MS) await this.extend(tokenHash);
    return session;
  }

  async create(input: { phone: string; userId?: number; enterpriseId?: number; host?: Session['host'] }) {
    const token = randomBytes(32).toString('base64url');
    const csrfToken = randomBytes(18).toString('base64url');
    await this.db.system.insert(sessions).values({
      tokenHash: hashToken(token),
      phone: input.phone,
      userId: input.userId ?? null,
      enterpriseId: input.enterpriseId ?? null,
      csrfToken,
      host: input.host ?? 'standalone',
      expiresAt: new Date(Date.now() + SESSION_DAYS * DAY_MS),
    });
    return { token, csrfToken };
  }

  async bindUser(tokenHash: string, userId: number, enterpriseId: number): Promise<void> {
    await this.db.system.update(sessions).set({ userId, enterpriseId }).where(eq(sessions.tokenHash, tokenHash));
    this.cache.delete(tokenHash);
  }

  async destroy(tokenHash: string): Promise<void> {
    await this.db.system.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    // Through the bus: every cache forgets it, and the session's chat sockets close.
    this.bus.publish('session-ended', { tokenHash });
  }

  /** Ends every session of an enterprise (its app was uninstalled from the host's market). */
  async destroyEnterprise(enterpriseId: number): Promise<void> {
    const ended = await this.db.system.delete(sessions).where(eq(sessions.enterpriseId, enterpriseId)).returning({ tokenHash: sessions.tokenHash });
    for (const { tokenHash } of ended) this.bus.publish('session-ended', { tokenHash });
  }

  private async extend(tokenHash: string) {
    const expiresAt = new Date(Date.now() + SESSION_DAYS * DAY_MS);
    await this.db.system.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, tokenHash));
    this.cache.delete(tokenHash);
  }

  private async load(tokenHash: string): Promise<Session | null> {
    const [row] = await this.db.system
      .select({ session: sessions, user: users, enterprise: enterprises })
      .from(sessions)
      .leftJoin(users, and(eq(users.id, sessions.userId), eq(users.status, 1), sql`${users.deletedAt} is null`))
      .leftJoin(enterprises, eq(enterprises.id, users.enterpriseId))
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())));
    if (!row) return null;
    const { session, user, enterprise } = row;
    // A session bound to a user that is gone (removed or disabled) is no session at all.
    if (session.userId && !user) return null;
    return {
      tokenHash,
      phone: session.phone,
      csrfToken: session.csrfToken,
      host: session.host as Session['host'],
      expiresAt: session.expiresAt,
      user: user
          ? {
              id: user.id,
              enterpriseId: user.enterpriseId,
              departmentId: user.departmentId,
              name: user.name,
              phone: user.phone,
              avatar: user.avatar,
              roles: user.roles as RoleType[],
              currentRole: (user.currentRole as RoleType | null) ?? null,
              stateTagId: user.stateTagId,
              pcVersion: user.pcVersion,
            }
          : null,
      enterprise: enterprise
        ? {
            id: enterprise.id,
            name: enterprise.name,
            planType: enterprise.planType as PlanType,
            serviceExpiresAt: enterprise.serviceExpiresAt,
            purchasedHeadcount: enterprise.purchasedHeadcount,
            hotline: enterprise.hotline,
            corpId: enterprise.corpId,
          }
        : null,
    };
  }
}
