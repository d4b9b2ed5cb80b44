import { z } from 'zod';
import { TAG_CODES, type TagCodeValue } from '@domain/settings/tags';
import { commaIdsSchema } from '@domain/users/users.schemas';

const code = z.coerce
  .number()
  .refine((n) => (TAG_CODES as number[]).includes(n), `code 只能是 ${TAG_CODES.join(', ')}`)
  .transform((n) => n as TagCodeValue);

export const TagListQuerySchema = z.object({ code });

export const SaveTagSchema = z.object({
  id: z.coerce.number().int().positive().optional(),
  code,
  name: z.string({ error: '请输入标签名称' }).trim().min(1, '请输入标签名称').max(20, '标签名称最多20个字'),
  color_rgb: z
    .string({ error: '请选择颜色' })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, '颜色须为 #rrggbb')
    .transform((c) => c.toLowerCase()),
});
export type SaveTagInput = z.infer<typeof SaveTagSchema>;

export const DeleteTagsQuerySchema = z.object({ ids: commaIdsSchema() });

export const UpdateStateTagSchema = z.object({ tagId: z.coerce.number().int().positive('请选择状态') });

/** A tag as /v2/epTag/list and /v2/epTag/getUserStateLabel return it. */
export interface EpTag {
  id: number;
  name: string;
  color_rgb: string;
}
