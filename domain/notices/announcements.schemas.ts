import { z } from 'zod';
import { requiredText } from '../common/text.schemas';
import { isRoleType, type RoleType } from '@domain/shell/roles';

export const ANNOUNCEMENT_TITLE_MAX = 60;
export const ANNOUNCEMENT_CONTENT_MAX = 2000;

/** Texts of /noticeManage 公告管理. */
export const AnnouncementTexts = {
  feature: '公告管理',
  publish: '发布公告',
  published: '公告已发布，正在通知相关人员',
  notFound: '公告不存在',
  everyone: '全部人员',
  confirmDelete: '删除后已送达的消息仍会保留，确定删除该公告吗？',
  empty: '暂无公告',
} as const;

/** POST /announcement/publish. `roles` empty sends to everyone in the enterprise. */
export const PublishAnnouncementSchema = z.object({
  title: requiredText('公告标题', ANNOUNCEMENT_TITLE_MAX),
  content: requiredText('公告内容', ANNOUNCEMENT_CONTENT_MAX),
  roles: z
    .array(z.number().refine(isRoleType, 'roles 只能是 1 到 10'), { error: 'roles 须为角色列表' })
    .default([])
    .transform((roles) => [...new Set(roles)].sort((a, b) => a - b) as RoleType[]),
});
export type PublishAnnouncementInput = z.infer<typeof PublishAnnouncementSchema>;

export const AnnouncementIdSchema = z.object({ id: z.coerce.number().int('id 须为正整数').positive('id 须为正整数') });

/** A row of GET /announcement/list, newest first. */
export interface AnnouncementRow {
  id: number;
  title: string;
  content: string;
  /** Empty: everyone. */
  roles: RoleType[];
  publisherName: string | null;
  publishTime: string;
}
