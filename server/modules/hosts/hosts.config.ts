import { z } from 'zod';

export type HostName = 'wecom' | 'dingtalk';

export interface WecomAppConfig {
  corpId: string;
  agentId: string;
  secret: string;
  /** https://qyapi.weixin.qq.com */
  apiBase: string;
  /** https://open.weixin.qq.com (the browser goes there for the silent OAuth). */
  oauthBase: string;
}

export interface DingtalkAppConfig {
  corpId: string;
  agentId: string;
  appKey: string;
  appSecret: string;
  /** https://oapi.dingtalk.com */
  oapiBase: string;
  /** The newer API (https://api.dingtalk.com, /v1.0/*): the cool app's cards; that address when unset. */
  apiBase?: string;
}

export interface HostsConfig {
  wecom?: WecomAppConfig;
  dingtalk?: DingtalkAppConfig;
  /** The app's public origin (APP_URL): host invitations link here. Required once a host is configured. */
  appOrigin?: string;
  /**
   * The only origins whose pages get a JSAPI signature: APP_URL's and APP_ORIGINS (comma separated).
   * Never the request's Host or X-Forwarded-Host: any member could name a foreign site there.
   */
  appOrigins: string[];
}

const url = z.string().url().refine((u) => /^https?:/.test(u), '必须是 http(s) 地址');
const filled = z.string().trim().min(1);

const WecomEnv = z.object({
  WECOM_CORP_ID: filled,
  WECOM_AGENT_ID: z.string().regex(/^\d+$/, '必须是数字'),
  WECOM_SECRET: filled,
  WECOM_API_BASE: url.default('https://qyapi.weixin.qq.com'),
  WECOM_OAUTH_BASE: url.default('https://open.weixin.qq.com'),
});

const DingtalkEnv = z.object({
  DINGTALK_CORP_ID: filled,
  DINGTALK_AGENT_ID: z.string().regex(/^\d+$/, '必须是数字'),
  DINGTALK_APP_KEY: filled,
  DINGTALK_APP_SECRET: filled,
  DINGTALK_OAPI_BASE: url.default('https://oapi.dingtalk.com'),
  /** The newer API (cool app cards); https://api.dingtalk.com when unset. */
  DINGTALK_API_BASE: url.optional(),
});

function section<S extends z.ZodObject>(schema: S, env: NodeJS.ProcessEnv, prefix: string, label: string): z.infer<S> | undefined {
  // A host is configured when any of its variables is set; then all of them must be right.
  if (!Object.keys(env).some((k) => k.startsWith(prefix) && env[k])) return undefined;
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new Error(`${label}配置错误: 环境变量 ${issue.path.join('.')} ${issue.message === 'Invalid input: expected string, received undefined' ? '缺失' : issue.message}`);
}

/** Reads the host apps from the environment; a missing or malformed value fails the start. */
export function loadHostsConfig(env: NodeJS.ProcessEnv = process.env): HostsConfig {
  const w = section(WecomEnv, env, 'WECOM_', '企业微信');
  const d = section(DingtalkEnv, env, 'DINGTALK_', '钉钉');
  const origins = (env.APP_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean);
  for (const origin of origins) if (!url.safeParse(origin).success) throw new Error(`环境变量 APP_ORIGINS 无效: ${origin}`);
  const appUrl = env.APP_URL?.trim();
  if (appUrl && !url.safeParse(appUrl).success) throw new Error(`环境变量 APP_URL 无效: ${appUrl}`);
  if ((w || d) && !appUrl) throw new Error('宿主应用配置错误: 环境变量 APP_URL 缺失（本应用的公网地址，如 https://fsm.example.com）');
  const appOrigin = appUrl ? new URL(appUrl).origin : undefined;
  return {
    wecom: w && {
      corpId: w.WECOM_CORP_ID,
      agentId: w.WECOM_AGENT_ID,
      secret: w.WECOM_SECRET,
      apiBase: w.WECOM_API_BASE,
      oauthBase: w.WECOM_OAUTH_BASE,
    },
    dingtalk: d && {
      corpId: d.DINGTALK_CORP_ID,
      agentId: d.DINGTALK_AGENT_ID,
      appKey: d.DINGTALK_APP_KEY,
      appSecret: d.DINGTALK_APP_SECRET,
      oapiBase: d.DINGTALK_OAPI_BASE,
      apiBase: d.DINGTALK_API_BASE,
    },
    appOrigin,
    appOrigins: [...new Set([...(appOrigin ? [appOrigin] : []), ...origins.map((o) => new URL(o).origin)])],
  };
}
