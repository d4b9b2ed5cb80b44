import { z } from 'zod';

export const HOSTS = ['wecom', 'dingtalk'] as const;
const host = z.enum(HOSTS, { message: '必须是 wecom 或 dingtalk' });
const code = z.string().trim().min(1, '必填').max(512, '过长');

export const HostQuerySchema = z.object({ host });

export const HostSignInSchema = z.object({ host, code, corpId: z.string().trim().min(1).max(128).optional() });

export const PcAuthCodeSchema = z.object({ host, code });

export const YonSuiteSchema = z.object({ code });

export const JsapiConfigSchema = z.object({
  host,
  url: z.string().trim().url('必须是完整的页面地址').max(2048, '过长'),
  /** WeCom: corp config or app (agentConfig) signature; DingTalk has one. */
  type: z.enum(['corp', 'agent']).default('corp'),
});

/** Spec part 1 section 7: "Invite to use the app and contact admin (type INVITE) with corpId and id". */
export const InviteSchema = z.object({
  type: z.literal('INVITE', { message: '必须是 INVITE' }),
  corpId: z.string().trim().min(1, '必填').max(128),
  id: z.coerce.number().int().positive(),
});

export const ResolveHostUsersSchema = z.object({
  host,
  userIds: z.array(z.string().trim().min(1).max(128)).min(1, '至少一个').max(1000),
});

export interface ResolvedHostUser {
  hostUserId: string;
  userId: number;
  name: string;
}
