import { DINGTALK_CORPS, WECOM_CORPS } from './directory';
import type { FakeHost } from './fake-open-platform';

/** The server's host configuration pointing at a fake open platform (its first corp is "our" corp). */
export function mockServerEnv(host: FakeHost, platformUrl: string): Record<string, string> {
  if (host === 'wecom') {
    const corp = WECOM_CORPS[0];
    return {
      WECOM_CORP_ID: corp.corpId,
      WECOM_AGENT_ID: corp.agentId,
      WECOM_SECRET: corp.secret,
      WECOM_API_BASE: platformUrl,
      WECOM_OAUTH_BASE: platformUrl,
    };
  }
  const corp = DINGTALK_CORPS[0];
  return {
    DINGTALK_CORP_ID: corp.corpId,
    DINGTALK_AGENT_ID: corp.agentId,
    DINGTALK_APP_KEY: corp.key,
    DINGTALK_APP_SECRET: corp.secret,
    DINGTALK_OAPI_BASE: platformUrl,
    DINGTALK_API_BASE: platformUrl,
  };
}

/** Where the mock host page lives, framing the app at appUrl (WeCom: opened from a customer's chat toolbar). */
export function hostPageUrl(host: FakeHost, platformUrl: string, appUrl: string): string {
  const url = new URL('/__mock/host', platformUrl);
  url.searchParams.set('app', appUrl);
  if (host === 'wecom') {
    url.searchParams.set('entry', 'single_chat_tools');
    url.searchParams.set('external', WECOM_CORPS[0].externalContacts![0].externalUserId);
  }
  return url.toString();
}
