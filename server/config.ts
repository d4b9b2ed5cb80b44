import path from 'node:path';
import { z } from 'zod';
import type { S3StoreConfig } from './lib/storage/s3-file-store';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy';

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, '必须是 redis:// 或 rediss:// 地址').optional(),
  NODE_ENV: z.string().default('development'),
  DEMO_MODE: z.enum(['0', '1']).optional(),
  LOG_LEVEL: z.string().default('info'),
  SERVICE_HOTLINE: z.string().default('400-800-6688'),
  APP_DOWNLOAD_URL: z.string().default('https://app.example.invalid/fsm'),
  PAYMENT_URL: z.string().default('https://pay.example.invalid/fsm/upgrade'),
  TRUST_PROXY: z.string().optional(),
  S3_ENDPOINT: z.string().regex(/^https?:\/\/[^/]+/, '必须是 http:// 或 https:// 地址').optional(),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, '必须是 3–63 个小写字母、数字、点或连字符').optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1'], '必须是 0 或 1').optional(),
}).superRefine((e, ctx) => {
  const s3Set = [e.S3_ENDPOINT, e.S3_REGION, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY, e.S3_FORCE_PATH_STYLE].some((v) => v !== undefined);
  if (s3Set && !e.S3_BUCKET) ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: '使用 S3 存储时必须设置存储桶（其他 S3_* 变量已设置）' });
  if (e.S3_ACCESS_KEY_ID && !e.S3_SECRET_ACCESS_KEY) ctx.addIssue({ code: 'custom', path: ['S3_SECRET_ACCESS_KEY'], message: '设置了 S3_ACCESS_KEY_ID 时必须一起设置' });
  if (e.S3_SECRET_ACCESS_KEY && !e.S3_ACCESS_KEY_ID) ctx.addIssue({ code: 'custom', path: ['S3_ACCESS_KEY_ID'], message: '设置了 S3_SECRET_ACCESS_KEY 时必须一起设置' });
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Several API nodes share this Redis (bus relay, rate limits); unset: one process. */
  redisUrl?: string;
  /** User files in an S3-compatible bucket (S3_BUCKET set); unset: under DATA_DIR. */
  s3?: S3StoreConfig;
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
    redisUrl: e.REDIS_URL,
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION ?? 'us-east-1',
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === '1',
        }
      : undefined,
    production,
    demo: e.DEMO_MODE ? e.DEMO_MODE === '1' : false,
    logLevel: e.LOG_LEVEL,
    hotline: e.SERVICE_HOTLINE,
    appDownloadUrl: e.APP_DOWNLOAD_URL,
    paymentUrl: e.PAYMENT_URL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
  };
}
