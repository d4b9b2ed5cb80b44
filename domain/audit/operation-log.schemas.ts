import { z } from 'zod';
import { PagingSchema } from '../common/paging';

/** Names of the areas that write the operation log, as the log page shows them. */
export const OPERATION_MODULES = {
  organization: '组织架构',
  roles: '角色权限',
  reception: '接待人员',
  settings: '系统参数',
  catalogue: '服务设置',
  notifications: '消息通知',
  sms: '短信',
  announcements: '公告管理',
  reminders: '定时提醒',
  templates: '模板中心',
  'money-items': '费用项目',
  customers: '客户',
} as const;

export const OperationLogQuerySchema = PagingSchema.extend({
  module: z.string().trim().optional(),
  userId: z.coerce.number().int().positive().optional(),
});
export type OperationLogQuery = z.infer<typeof OperationLogQuerySchema>;

/** One row of GET /operlog/point. */
export interface OperationLogRow {
  id: number;
  userId: number;
  userName: string;
  module: string;
  moduleName: string;
  action: string;
  summary: string;
  before: unknown;
  after: unknown;
  createTime: string;
}
