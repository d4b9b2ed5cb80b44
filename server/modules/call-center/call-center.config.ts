import { z } from 'zod';

/** Tencent Cloud Contact Center (TCCC): the app's instance and API key. */
export interface TcccConfig {
  secretId: string;
  secretKey: string;
  sdkAppId: number;
  /** https://ccc.tencentcloudapi.com (ccc.intl.tencentcloudapi.com outside the mainland). */
  apiBase: string;
  region: string;
  /** The token TCCC's data push URL carries (?token=…): pushes without it are refused. */
  pushToken: string;
}

export type CallCenterConfig = { provider: 'tccc'; tccc: TcccConfig } | { provider: 'fake' } | { provider: 'none' };

const filled = z.string().trim().min(1);
const TcccEnv = z.object({
  TCCC_SECRET_ID: filled,
  TCCC_SECRET_KEY: filled,
  TCCC_SDK_APP_ID: z.string().regex(/^\d+$/, '必须是数字'),
  TCCC_API_BASE: z.string().url().refine((u) => /^https?:/.test(u), '必须是 http(s) 地址').default('https://ccc.tencentcloudapi.com'),
  TCCC_REGION: z.string().trim().default(''),
  TCCC_PUSH_TOKEN: z.string().trim().min(16, '至少16位'),
});

/**
 * Which telephony the app uses (CALL_CENTER_PROVIDER = tccc | fake | none). TCCC needs all of its
 * variables and fails the start naming the one missing or malformed; the fake provider (simulated
 * callers, dev and tests) is the default outside production, none in production.
 */
export function loadCallCenterConfig(env: NodeJS.ProcessEnv = process.env): CallCenterConfig {
  const anyTccc = Object.keys(env).some((k) => k.startsWith('TCCC_') && env[k]);
  const provider = env.CALL_CENTER_PROVIDER?.trim() || (anyTccc ? 'tccc' : env.NODE_ENV === 'production' ? 'none' : 'fake');
  if (provider === 'fake' || provider === 'none') return { provider };
  if (provider !== 'tccc') throw new Error(`环境变量 CALL_CENTER_PROVIDER 只能是 tccc、fake 或 none: ${provider}`);
  const parsed = TcccEnv.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`呼叫中心配置错误: 环境变量 ${issue.path.join('.')} ${issue.code === 'invalid_type' ? '缺失' : issue.message}`);
  }
  const e = parsed.data;
  return {
    provider: 'tccc',
    tccc: { secretId: e.TCCC_SECRET_ID, secretKey: e.TCCC_SECRET_KEY, sdkAppId: Number(e.TCCC_SDK_APP_ID), apiBase: e.TCCC_API_BASE, region: e.TCCC_REGION, pushToken: e.TCCC_PUSH_TOKEN },
  };
}
