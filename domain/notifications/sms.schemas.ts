import { z } from 'zod';
import { commaIdsSchema } from '@domain/users/users.schemas';

/** POST /sms/tmpl/save: a reusable SMS text; its variables are checked like a rule's. */
export const SaveSmsTemplateSchema = z.object({
  id: z.coerce.number().int().positive().optional(),
  name: z.string({ error: '请输入模板名称' }).trim().min(1, '请输入模板名称').max(30, '模板名称最多30个字'),
  content: z.string({ error: '请输入短信内容' }).trim().min(1, '请输入短信内容').max(300, '短信内容最多300个字'),
});
export type SaveSmsTemplateInput = z.infer<typeof SaveSmsTemplateSchema>;

export const DeleteSmsTemplatesSchema = z.object({ ids: commaIdsSchema() });

export interface SmsTemplateItem {
  id: number;
  name: string;
  content: string;
  create_time: string;
}

/** POST /sms/signature/apply: the text shown as 【签名】 before every SMS of the enterprise. */
export const ApplySignatureSchema = z.object({
  signature: z
    .string({ error: '请输入短信签名' })
    .trim()
    .min(2, '短信签名为2到12个字')
    .max(12, '短信签名为2到12个字')
    .regex(/^[\p{Script=Han}A-Za-z0-9]+$/u, '短信签名只能包含中文、字母和数字'),
});

/** 1 applied (waiting for the platform), 2 approved, 3 rejected. */
export const SignatureState = { applied: 1, approved: 2, rejected: 3 } as const;
export type SignatureStateValue = (typeof SignatureState)[keyof typeof SignatureState];
export const SIGNATURE_STATE_NAMES: Record<SignatureStateValue, string> = { 1: '审核中', 2: '已通过', 3: '未通过' };

export interface SmsSignatureItem {
  id: number;
  signature: string;
  state: SignatureStateValue;
  remark: string;
  create_time: string;
}
