import { Plan } from '@domain/shell/plans';
import { Role, type RoleType } from '@domain/shell/roles';
import type { Database } from '../../db/database';
import { AppError, badRequest, forbidden } from '../../lib/app-error';
import { TRIAL_DAYS, TRIAL_HEADCOUNT } from '../auth/auth.public';
import type { SessionStore } from '../auth/auth.public';
import { setUpEnterprise } from '../enterprises/enterprises.public';
import type { HostName } from './hosts.config';
import * as q from './hosts.queries';
import { HostCallFailed, HostCodeRejected, type HostUser, type OpenPlatform } from './open-platform';
import { addHostUser, phoneOf, type QuickDeploy } from './quick-deploy.service';
import type { MarketLink } from './market-link';

export const HostErrors = {
  notConfigured: (host: HostName) => `未配置${host === 'wecom' ? '企业微信' : '钉钉'}应用`,
  otherCorp: '该企业未安装本应用，请从本企业的工作台进入',
  disabled: '您的账号已停用或已被移出企业，请联系管理员',
  uninstalled: '该企业已停用本应用，请管理员在应用市场重新安装',
} as const;

const HOST_NAMES: Record<HostName, string> = { wecom: '企业微信', dingtalk: '钉钉' };

/** Turns a host failure into an answer: a refused code is the caller's 400, an outage a 502. */
export async function askHost<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HostCodeRejected) throw badRequest(error.message);
    if (error instanceof HostCallFailed) throw new AppError(502, error.message);
    throw error;
  }
}

/**
 * Sign-in by a host's auth code. The host says which member the code belongs to; the corp is the
 * configured app's, so a code can only ever open the enterprise installed for that corp. A new
 * corp's first member creates the enterprise (and becomes its administrator) and starts the quick
 * deploy of the directory.
 */
export class HostsService {
  constructor(
    private readonly db: Database,
    private readonly sessions: SessionStore,
    private readonly platforms: Partial<Record<HostName, OpenPlatform>>,
    private readonly deploy: QuickDeploy,
    private readonly market: MarketLink,
  ) {}

  /** The configured in-house app of the host, if any. */
  ownPlatform(host: HostName): OpenPlatform | undefined {
    return this.platforms[host];
  }

  /** The host market's suite (third-party mode) as the page needs it, if the host's market mode is on. */
  suite(host: HostName) {
    return this.market.suite(host);
  }

  platform(host: HostName): OpenPlatform {
    const p = this.platforms[host];
    if (!p) throw badRequest(HostErrors.notConfigured(host));
    return p;
  }

  /**
   * The app a corp reaches: the configured in-house app for its own corp, else the app market's
   * authorisation of that corp (third-party mode), whose token is that corp's alone. A corp the
   * market saw uninstall is refused; any other corp is not ours.
   */
  async platformOf(host: HostName, corpId?: string): Promise<OpenPlatform> {
    const own = this.platforms[host];
    if (own && (!corpId || corpId === own.corpId)) return own;
    const market = corpId ? await this.market.resolve(host, corpId) : undefined;
    if (market?.state === 'uninstalled') throw forbidden(HostErrors.uninstalled);
    if (market) return market.platform;
    if (!own && !corpId) throw badRequest(HostErrors.notConfigured(host));
    throw badRequest(HostErrors.otherCorp);
  }

  /** The app of the corp an enterprise was installed from (in-house or market). */
  async platformOfEnterprise(enterpriseId: number): Promise<OpenPlatform> {
    const corp = await q.corpOfEnterprise(this.db.system, enterpriseId);
    if (!corp) throw badRequest('本企业不是从企业微信或钉钉安装的');
    return this.platformOf(corp.host, corp.corpId);
  }

  async signIn(host: HostName, code: string, corpId?: string) {
    // DingTalk tells the page its corp (?corpid=); a page of another corp must not use our app's identity.
    // A code for any corp but the in-house app's is the market suite's where the host signs in that way
    // (WeCom's getuserinfo3rd): the host, not the page, names the corp.
    const own = this.platforms[host];
    const bySuite = !own || (corpId !== undefined && corpId !== own.corpId) ? await askHost(() => this.market.identify(host, code)) : undefined;
    if (bySuite && corpId && bySuite.corpId !== corpId) throw badRequest(HostErrors.otherCorp);
    const platform = await this.platformOf(host, bySuite?.corpId ?? corpId);
    const member = await askHost(() => (bySuite ? platform.user(bySuite.userId) : platform.userByCode(code)));
    const { enterpriseId, userId, phone } = await this.memberOf(platform, member);
    const { token, csrfToken } = await this.sessions.create({ phone, userId, enterpriseId, host });
    return { token, csrfToken, enterpriseId };
  }

  private async memberOf(platform: OpenPlatform, member: HostUser): Promise<{ enterpriseId: number; userId: number; phone: string }> {
    const { host, corpId } = platform;
    const corp = await q.corpOf(this.db.system, host, corpId);
    if (!corp) return this.install(platform, member);
    const mapped = await q.activeMappedUser(this.db.system, corp.enterpriseId, host, member.userId);
    if (mapped) {
      if (mapped.status !== 1) throw forbidden(HostErrors.disabled);
      return { enterpriseId: corp.enterpriseId, userId: mapped.id, phone: mapped.phone };
    }
    // A member who joined the corp after the quick deploy joins the enterprise on first sign-in.
    const userId = await this.db.system.transaction(async (tx) => {
      const existing = await q.localIdOf(tx, corp.enterpriseId, host, 'user', member.userId);
      if (existing) throw forbidden(HostErrors.disabled); // mapped but removed
      const departmentId =
        (member.departmentIds[0] && (await q.localIdOf(tx, corp.enterpriseId, host, 'department', member.departmentIds[0]))) ||
        (await q.rootDepartment(tx, corp.enterpriseId));
      const id = await addHostUser(tx, corp.enterpriseId, host, member, departmentId, [Role.employee as RoleType]);
      await q.mapMember(tx, { enterpriseId: corp.enterpriseId, host, kind: 'user', hostId: member.userId, localId: id });
      return id;
    });
    return { enterpriseId: corp.enterpriseId, userId, phone: phoneOf(host, member) };
  }

  private async install(platform: OpenPlatform, member: HostUser): Promise<{ enterpriseId: number; userId: number; phone: string }> {
    const { host, corpId } = platform;
    const phone = phoneOf(host, member);
    let created: { enterpriseId: number; adminUserId: number };
    try {
      created = await this.db.system.transaction(async (tx) => {
        const made = await setUpEnterprise(tx, {
          name: `${HOST_NAMES[host]}企业 ${corpId}`,
          planType: Plan.trial,
          serviceExpiresAt: new Date(Date.now() + TRIAL_DAYS * 86_400_000),
          purchasedHeadcount: TRIAL_HEADCOUNT,
          corpId,
          admin: { name: member.name, phone },
        });
        await q.insertCorp(tx, { enterpriseId: made.enterpriseId, host, corpId });
        await q.mapMember(tx, { enterpriseId: made.enterpriseId, host, kind: 'user', hostId: member.userId, localId: made.adminUserId });
        await q.setProgress(tx, made.enterpriseId, 0);
        return made;
      });
    } catch (error) {
      // Two first members at once: the other one created the enterprise; join it instead.
      if (await q.corpOf(this.db.system, host, corpId)) return this.memberOf(platform, member);
      throw error;
    }
    void this.deploy.run(created.enterpriseId, platform);
    return { enterpriseId: created.enterpriseId, userId: created.adminUserId, phone };
  }

  /**
   * A corp authorised the app in the market: its enterprise (the installing member its administrator)
   * through the quick deploy. A corp back within the retention keeps its enterprise; its directory is
   * imported again for members added meanwhile.
   */
  async installFromMarket(platform: OpenPlatform, admin: HostUser): Promise<{ enterpriseId: number }> {
    const corp = await q.corpOf(this.db.system, platform.host, platform.corpId);
    if (!corp) return this.install(platform, admin);
    void this.deploy.run(corp.enterpriseId, platform);
    return { enterpriseId: corp.enterpriseId };
  }

  /** The host corp of an enterprise, for the INVITE call and re-running the quick deploy. */
  async corpOfEnterprise(enterpriseId: number) {
    return q.corpOfEnterprise(this.db.system, enterpriseId);
  }
}
