import type { HostName } from './hosts.config';
import type { HostUser, OpenPlatform } from './open-platform';

/** What the market knows of a corp: its platform while installed, or that it uninstalled the app. */
export type MarketCorp = { state: 'installed'; platform: OpenPlatform; enterpriseId: number | null } | { state: 'uninstalled' };

/**
 * The link between the hosts module (sign-in, quick deploy, work messages) and the app market
 * (third-party app mode: corps that installed the app from the WeCom or DingTalk market). The hosts
 * module sits below the market in the module layers, so the market fills `resolve` as its plugin
 * registers, and calls `install` (filled by the hosts module) when a new corp authorises the app.
 */
export class MarketLink {
  /** The market's corp for a host corp id; undefined when the market never saw the corp (or market mode is off). */
  resolve: (host: HostName, corpId: string) => Promise<MarketCorp | undefined> = async () => undefined;
  /**
   * The member and corp of a suite's sign-in code (WeCom's third-party web sign-in: the code is
   * exchanged with the suite token); undefined when the host's market does not sign in this way.
   */
  identify: (host: HostName, code: string) => Promise<{ corpId: string; userId: string } | undefined> = async () => undefined;
  /**
   * The host market's suite as the page needs it (WeCom's third-party web sign-in names the suite id as the
   * OAuth appid, at oauthBase); undefined when the host's market mode is off.
   */
  suite: (host: HostName) => { suiteId: string; oauthBase: string } | undefined = () => undefined;
  /** Creates the enterprise of a newly authorised corp, its administrator the installing member, and starts the quick deploy. */
  install: (platform: OpenPlatform, admin: HostUser) => Promise<{ enterpriseId: number }> = async () => {
    throw new Error('hosts module not registered');
  };
  /** The app of the corp an enterprise came from (filled by the hosts module); throws a 400 for a standalone enterprise. */
  platformOfEnterprise: (enterpriseId: number) => Promise<OpenPlatform> = async () => {
    throw new Error('hosts module not registered');
  };
}
