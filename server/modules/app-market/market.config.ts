import { z } from 'zod';
import { PANEL_CARD_ROUTE_KEY } from '@domain/app-market/app-market.constants';
import type { HostName } from '../hosts/hosts.public';

/** One host's third-party suite (app market mode): ids, secret and the callback's token and key. */
export interface SuiteConfig {
  host: HostName;
  /** WeCom suite_id; DingTalk suiteKey. */
  suiteId: string;
  secret: string;
  /** The callback's Token and EncodingAESKey, as set in the host's developer console. */
  token: string;
  aesKey: string;
  /** https://qyapi.weixin.qq.com or https://oapi.dingtalk.com */
  apiBase: string;
  /** The app's page in the host's market, where the free edition's upgrade prompt leads. */
  purchaseUrl: string;
  /** WeCom: where the third-party web sign-in's OAuth page lives (https://open.weixin.qq.com). */
  oauthBase?: string;
  /** DingTalk: the newer API (https://api.dingtalk.com) where the cool app's cards go. */
  cardApiBase?: string;
  /** DingTalk: the group panel card's template (made in DingTalk's card builder); no card is pushed without it. */
  panelCardTemplateId?: string;
  /**
   * DingTalk: the goods code of the app's in-app goods (应用内购, its items coded as the SKUs, FSM-PRO-<people>-<months>);
   * with it the upgrade leads to DingTalk's SKU page of those goods instead of the app's market page.
   */
  inAppGoodsCode?: string;
  /**
   * DingTalk: where the group card's buttons call back (this app's /api/market/dingtalk/card/callback, as DingTalk
   * reaches it), registered per corp under `routeKey` and signed with `apiSecret`; without it the card only shows.
   */
  cardCallback?: { url: string; apiSecret: string; routeKey: string };
}

export type MarketConfig = Partial<Record<HostName, SuiteConfig>>;

const filled = z.string().trim().min(1);
const url = z.string().url().refine((u) => /^https?:/.test(u), '必须是 http(s) 地址');
const aesKey = z.string().regex(/^[A-Za-z0-9]{43}$/, '必须是 43 位字母或数字');

const WecomSuiteEnv = z.object({
  MARKET_WECOM_SUITE_ID: filled,
  MARKET_WECOM_SUITE_SECRET: filled,
  MARKET_WECOM_TOKEN: filled,
  MARKET_WECOM_AES_KEY: aesKey,
  MARKET_WECOM_API_BASE: url.default('https://qyapi.weixin.qq.com'),
  MARKET_WECOM_PURCHASE_URL: url.default('https://open.work.weixin.qq.com/wwopen/market'),
  MARKET_WECOM_OAUTH_BASE: url.default('https://open.weixin.qq.com'),
});
const DingtalkSuiteEnv = z.object({
  MARKET_DINGTALK_SUITE_KEY: filled,
  MARKET_DINGTALK_SUITE_SECRET: filled,
  MARKET_DINGTALK_TOKEN: filled,
  MARKET_DINGTALK_AES_KEY: aesKey,
  MARKET_DINGTALK_OAPI_BASE: url.default('https://oapi.dingtalk.com'),
  MARKET_DINGTALK_PURCHASE_URL: url.default('https://h5.dingtalk.com/appcenter/index.html'),
  MARKET_DINGTALK_API_BASE: url.default('https://api.dingtalk.com'),
  MARKET_DINGTALK_PANEL_CARD_TEMPLATE: z.string().trim().max(128).default(''),
  MARKET_DINGTALK_INAPP_GOODS_CODE: z.string().trim().max(64).default(''),
  MARKET_DINGTALK_CARD_CALLBACK_URL: url.optional(),
  MARKET_DINGTALK_CARD_API_SECRET: z.string().trim().min(16, '至少 16 位').max(128).optional(),
  MARKET_DINGTALK_CARD_ROUTE_KEY: z.string().trim().regex(/^[A-Za-z0-9_-]{1,64}$/, '只能是字母、数字、下划线或连字符').default(PANEL_CARD_ROUTE_KEY),
}).refine((e) => !e.MARKET_DINGTALK_CARD_CALLBACK_URL === !e.MARKET_DINGTALK_CARD_API_SECRET, {
  path: ['MARKET_DINGTALK_CARD_API_SECRET'],
  message: '与 MARKET_DINGTALK_CARD_CALLBACK_URL 须同时设置',
});

function section<S extends z.ZodObject>(schema: S, env: NodeJS.ProcessEnv, prefix: string, label: string): z.infer<S> | undefined {
  // The market mode of a host is on when any of its variables is set; then all of them must be right.
  if (!Object.keys(env).some((k) => k.startsWith(prefix) && env[k])) return undefined;
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new Error(`${label}应用市场配置错误: 环境变量 ${issue.path.join('.')} ${issue.code === 'invalid_type' ? '缺失' : issue.message}`);
}

/**
 * Reads the third-party suites (MARKET_WECOM_*, MARKET_DINGTALK_*): a host with a suite runs in app
 * market mode beside its in-house app, if one is configured too. A malformed value fails the start.
 */
export function loadMarketConfig(env: NodeJS.ProcessEnv = process.env): MarketConfig {
  const w = section(WecomSuiteEnv, env, 'MARKET_WECOM_', '企业微信');
  const d = section(DingtalkSuiteEnv, env, 'MARKET_DINGTALK_', '钉钉');
  return {
    wecom: w && {
      host: 'wecom',
      suiteId: w.MARKET_WECOM_SUITE_ID,
      secret: w.MARKET_WECOM_SUITE_SECRET,
      token: w.MARKET_WECOM_TOKEN,
      aesKey: w.MARKET_WECOM_AES_KEY,
      apiBase: w.MARKET_WECOM_API_BASE,
      purchaseUrl: w.MARKET_WECOM_PURCHASE_URL,
      oauthBase: w.MARKET_WECOM_OAUTH_BASE,
    },
    dingtalk: d && {
      host: 'dingtalk',
      suiteId: d.MARKET_DINGTALK_SUITE_KEY,
      secret: d.MARKET_DINGTALK_SUITE_SECRET,
      token: d.MARKET_DINGTALK_TOKEN,
      aesKey: d.MARKET_DINGTALK_AES_KEY,
      apiBase: d.MARKET_DINGTALK_OAPI_BASE,
      purchaseUrl: d.MARKET_DINGTALK_PURCHASE_URL,
      cardApiBase: d.MARKET_DINGTALK_API_BASE,
      panelCardTemplateId: d.MARKET_DINGTALK_PANEL_CARD_TEMPLATE,
      inAppGoodsCode: d.MARKET_DINGTALK_INAPP_GOODS_CODE || undefined,
      cardCallback:
        d.MARKET_DINGTALK_CARD_CALLBACK_URL && d.MARKET_DINGTALK_CARD_API_SECRET
          ? { url: d.MARKET_DINGTALK_CARD_CALLBACK_URL, apiSecret: d.MARKET_DINGTALK_CARD_API_SECRET, routeKey: d.MARKET_DINGTALK_CARD_ROUTE_KEY }
          : undefined,
    },
  };
}
