import { and, eq } from 'drizzle-orm';
import { NotifyErrors } from '@domain/notifications/errors';
import type { Database } from '../../db/database';
import { hostMembers } from '../../db/schema/hosts';
import type { HostMessage, HostMessageSender, HostRecipient } from '../notifications/notifications.public';
import type { HostName } from './hosts.config';
import { corpOfEnterprise } from './hosts.queries';
import type { MarketLink } from './market-link';
import type { OpenPlatform } from './open-platform';

const HOST_LABELS: Record<HostName, string> = { wecom: '企业微信', dingtalk: '钉钉' };

/**
 * The notification engine's host channel: a work message from the app, in the host (WeCom or
 * DingTalk) the enterprise was installed from, to the member behind the product user. A refusal
 * is thrown, so the send job retries it and, after its last attempt, shows it to the administrator.
 */
export class HostWorkMessages implements HostMessageSender {
  constructor(
    private readonly db: Database,
    private readonly platforms: Partial<Record<HostName, OpenPlatform>>,
    private readonly market?: MarketLink,
  ) {}

  /** The app of the enterprise's corp (configured in-house, or authorised in the market), if the enterprise came from one. */
  private async platformOf(enterpriseId: number): Promise<OpenPlatform | undefined> {
    const corp = await corpOfEnterprise(this.db.system, enterpriseId);
    if (!corp) return undefined;
    const platform = this.platforms[corp.host];
    if (platform && platform.corpId === corp.corpId) return platform;
    const market = await this.market?.resolve(corp.host, corp.corpId);
    return market?.state === 'installed' ? market.platform : undefined;
  }

  async connected(enterpriseId: number): Promise<boolean> {
    return (await this.platformOf(enterpriseId)) !== undefined;
  }

  /** The enterprise's host app and the host member behind the product user. */
  private async recipient(enterpriseId: number, userId: number): Promise<{ platform: OpenPlatform; hostId: string }> {
    const platform = await this.platformOf(enterpriseId);
    if (!platform) throw new Error(NotifyErrors.hostDeliveryFailed);
    const [member] = await this.db.tenant(enterpriseId, (tx) =>
      tx
        .select({ hostId: hostMembers.hostId })
        .from(hostMembers)
        .where(and(eq(hostMembers.enterpriseId, enterpriseId), eq(hostMembers.host, platform.host), eq(hostMembers.kind, 'user'), eq(hostMembers.localId, userId)))
        .limit(1),
    );
    if (!member) throw new Error(`该成员没有${HOST_LABELS[platform.host]}账号`);
    return { platform, hostId: member.hostId };
  }

  async send({ enterpriseId, userId, title, content }: HostMessage): Promise<string | null> {
    const { platform, hostId } = await this.recipient(enterpriseId, userId);
    return platform.sendWorkMessage(hostId, title ? `【${title}】${content}` : content);
  }

  async confirm({ enterpriseId, userId }: HostRecipient, taskId: string): Promise<void> {
    const { platform, hostId } = await this.recipient(enterpriseId, userId);
    await platform.confirmWorkMessage?.(taskId, hostId);
  }
}
