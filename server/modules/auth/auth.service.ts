import { CodePurpose } from '@domain/auth/auth.schemas';
import { Plan } from '@domain/shell/plans';
import type { Database } from '../../db/database';
import { badRequest, AppError } from '../../lib/app-error';
import { setUpEnterprise } from '../enterprises/enterprises.public';
import * as q from './accounts.queries';
import { claimSignInTry, lockAccount, MAX_FAILED_LOGINS } from './sign-in-tries';
import { hashPassword, verifyPassword } from './passwords';
import type { Session, SessionStore } from './session-store';
import { CodeErrors, type SmsCodeService } from './sms-codes.service';

// Checked against when the phone has no password, so that answer takes as long as a wrong password.
const decoyHash = hashPassword('decoy password never used');

export const AuthErrors = {
  wrongPassword: '手机号或密码错误',
  locked: '密码错误次数过多，请15分钟后再试',
  notMember: '您不是该企业的成员',
  phoneTaken: '该手机号已注册，请直接登录',
} as const;

export const TRIAL_DAYS = 30;
export const TRIAL_HEADCOUNT = 10;

export interface MembershipSummary {
  enterpriseId: number;
  enterpriseName: string;
  userName: string;
}

export interface SignInResult {
  token: string;
  csrfToken: string;
  /** More than one enterprise: the caller picks one with POST /stand/login/epList. */
  chooseEnterprise: boolean;
  enterprises: MembershipSummary[];
  hasPassword: boolean;
}

export class AuthService {
  constructor(
    private readonly db: Database,
    private readonly sessions: SessionStore,
    private readonly codes: SmsCodeService,
  ) {}

  /** Unknown phones get the same answer as known ones and nothing is sent, so the call tells no one who is registered. */
  async sendCode(phone: string, purpose: number, ip: string) {
    const known = (await this.memberships(phone)).length > 0;
    if (purpose === CodePurpose.register && (await this.account(phone))?.passwordHash && known)
      throw badRequest(AuthErrors.phoneTaken);
    await this.codes.send(phone, purpose, ip, { deliver: purpose === CodePurpose.register || known });
  }

  async signInWithCode(phone: string, code: string): Promise<SignInResult> {
    await this.codes.consume(phone, CodePurpose.login, code);
    // Only a member can have received a login code; one disabled meanwhile gets the wrong-code answer.
    if ((await this.memberships(phone)).length === 0) throw badRequest(CodeErrors.wrong);
    return this.startSession(phone);
  }

  /**
   * Each try is claimed atomically before the (slow) hash check, so concurrent guesses check at most
   * five; an unknown phone costs the same hash check and gets the same answer as a wrong password.
   */
  async signInWithPassword(phone: string, password: string): Promise<SignInResult> {
    const account = await this.account(phone);
    if (!account?.passwordHash || (await this.memberships(phone)).length === 0) {
      await verifyPassword(await decoyHash, password);
      throw badRequest(AuthErrors.wrongPassword);
    }
    const tries = await claimSignInTry(this.db, phone);
    if (tries === null) throw new AppError(429, AuthErrors.locked);
    if (!(await verifyPassword(account.passwordHash, password))) {
      if (tries < MAX_FAILED_LOGINS) throw badRequest(AuthErrors.wrongPassword);
      await lockAccount(this.db, phone);
      throw new AppError(429, AuthErrors.locked);
    }
    await q.clearFailedLogins(this.db.system, phone);
    return this.startSession(phone);
  }

  async resetPassword(phone: string, code: string, password: string) {
    await this.codes.consume(phone, CodePurpose.resetPassword, code);
    if (!(await this.account(phone))) throw badRequest(CodeErrors.wrong);
    await this.setPassword(phone, password);
  }

  async setPassword(phone: string, password: string) {
    await q.setPasswordHash(this.db.system, phone, await hashPassword(password));
  }

  /** Registers an enterprise on a 30-day trial for 10 people, with the caller as its administrator. */
  async registerEnterprise(input: { enterpriseName: string; industry: string; name: string; mobile: string; code: string; password?: string }) {
    await this.codes.consume(input.mobile, CodePurpose.register, input.code);
    const created = await this.db.system.transaction((tx) =>
      setUpEnterprise(tx, {
        name: input.enterpriseName,
        industry: input.industry,
        planType: Plan.trial,
        serviceExpiresAt: new Date(Date.now() + TRIAL_DAYS * 86_400_000),
        purchasedHeadcount: TRIAL_HEADCOUNT,
        admin: { name: input.name, phone: input.mobile },
      }),
    );
    if (input.password && !(await this.account(input.mobile))?.passwordHash) await this.setPassword(input.mobile, input.password);
    const session = await this.sessions.create({ phone: input.mobile, userId: created.adminUserId, enterpriseId: created.enterpriseId });
    return { ...session, enterpriseId: created.enterpriseId };
  }

  async chooseEnterprise(session: Session, enterpriseId: number) {
    const member = (await this.memberships(session.phone)).find((m) => m.enterpriseId === enterpriseId);
    if (!member) throw badRequest(AuthErrors.notMember);
    await this.sessions.bindUser(session.tokenHash, member.userId, enterpriseId);
  }

  /** Active memberships of a phone across enterprises (owner connection: no tenant is known yet). */
  async memberships(phone: string) {
    return q.membershipsOf(this.db.system, phone);
  }

  async startSession(phone: string, host: Session['host'] = 'standalone'): Promise<SignInResult> {
    const list = await this.memberships(phone);
    const only = list.length === 1 ? list[0] : undefined;
    const { token, csrfToken } = await this.sessions.create({
      phone,
      userId: only?.userId,
      enterpriseId: only?.enterpriseId,
      host,
    });
    return {
      token,
      csrfToken,
      chooseEnterprise: !only,
      enterprises: list.map(({ enterpriseId, enterpriseName, userName }) => ({ enterpriseId, enterpriseName, userName })),
      hasPassword: Boolean((await this.account(phone))?.passwordHash),
    };
  }

  private async account(phone: string) {
    return q.accountOf(this.db.system, phone);
  }
}
