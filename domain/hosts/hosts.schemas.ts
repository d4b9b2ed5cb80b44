import { z } from 'zod';

export const HOSTS = ['wecom', 'dingtalk'] as const;
const host = z.enum(HOSTS, { message: '必须是 wecom 或 dingtalk' });
const code = z.string().trim().min(1, '必填').max(512, '过长');

export const HostQuerySchema = z.object({ host });

/** The host app's public identity; with `corpId`, that corp's app (a corp that installed the app from the host's market). */
export const HostAppQuerySchema = z.object({ host, corpId: z.string().trim().min(1).max(128).optional() });

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

const hostIds = (max: number) => z.array(z.string().trim().min(1).max(128)).max(max).default([]);

/** What the host's contact picker returned: host user ids and host department ids. */
export const ResolveHostContactsSchema = z
  .object({ host, userIds: hostIds(1000), departmentIds: hostIds(100) })
  .refine((v) => v.userIds.length + v.departmentIds.length > 0, { message: '至少选择一个人员或部门', path: ['userIds'] });

export interface ResolvedHostUser {
  hostUserId: string;
  userId: number;
  name: string;
}

export interface ResolvedHostDepartment {
  hostDepartmentId: string;
  /** Active product users of the department and the departments below it. */
  members: { userId: number; name: string }[];
}

/** The picked contacts known in this enterprise; unknown ids are left out. */
export interface ResolvedHostContacts {
  users: ResolvedHostUser[];
  departments: ResolvedHostDepartment[];
}
