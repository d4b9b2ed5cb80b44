import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy';

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.string().url().optional(),
  NODE_ENV: z.string().default('development'),
  DEMO_MODE: z.enum(['0', '1']).optional(),
  LOG_LEVEL: z.string().default('info'),
  SERVICE_HOTLINE: z.string().default('400-800-6688'),
  APP_DOWNLOAD_URL: z.string().default('https://app.example.invalid/fsm'),
  PAYMENT_URL: z.string().default('https://pay.example.invalid/fsm/upgrade'),
  TRUST_PROXY: z.string().optional(),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  production: boolean;
  /** Seed the demo enterprises into an empty database. */
  demo: boolean;
  logLevel: string;
  hotline: string;
  appDownloadUrl: string;
  paymentUrl: string;
  /** Which peers may set the client address with X-Forwarded-For (README, TRUST_PROXY). */
  trustProxy: TrustProxy;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`环境变量 ${issue.path.join('.')} 无效: ${issue.message}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    production,
    demo: e.DEMO_MODE ? e.DEMO_MODE === '1' : false,
    logLevel: e.LOG_LEVEL,
    hotline: e.SERVICE_HOTLINE,
    appDownloadUrl: e.APP_DOWNLOAD_URL,
    paymentUrl: e.PAYMENT_URL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
  };
}
