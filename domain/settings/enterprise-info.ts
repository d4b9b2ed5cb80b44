import { z } from 'zod';
import { INDUSTRIES } from '@domain/auth/auth.schemas';

const INDUSTRY_CODES = Object.keys(INDUSTRIES) as [keyof typeof INDUSTRIES, ...(keyof typeof INDUSTRIES)[]];

/** POST /enterprise/info/save (/infomation/setting 企业信息). */
export const SaveEnterpriseInfoSchema = z.object({
  name: z.string({ error: '请输入企业名称' }).trim().min(2, '企业名称至少2个字').max(60, '企业名称最多60个字'),
  industry: z.enum(INDUSTRY_CODES, { error: 'industry: 请选择所属行业' }),
  /** The enterprise's own customer-service number: the {{客服热线}} of its messages. Empty clears it. */
  hotline: z
    .string({ error: 'hotline: 请输入客服热线' })
    .trim()
    .max(20, '客服热线最多20个字符')
    .regex(/^[0-9+\-() ]*$/, '客服热线只能包含数字、空格和 + - ( )')
    .transform((v) => v || null),
});
export type SaveEnterpriseInfoInput = z.infer<typeof SaveEnterpriseInfoSchema>;

/** GET /enterprise/info. */
export interface EnterpriseInfo {
  name: string;
  industry: keyof typeof INDUSTRIES;
  hotline: string | null;
}
