import { z } from 'zod';
import { commaIdsSchema } from '../users/users.schemas';

/** The enterprise's own name lists behind the T+ names calls. */
export const NamedListKind = { bankAccount: 1, settlementMode: 2 } as const;
export type NamedListKindCode = (typeof NamedListKind)[keyof typeof NamedListKind];
export const NAMED_LIST_NAMES: Record<NamedListKindCode, string> = { 1: '银行账户', 2: '结算方式' };

export const SaveNamedEntrySchema = z.object({
  id: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int('id 须为正整数').positive('id 须为正整数').optional()),
  name: z.string({ error: '请输入名称' }).trim().min(1, '请输入名称').max(50, 'name 最多50个字'),
});
export const NamedIdsParamSchema = z.object({ ids: commaIdsSchema(200) });
export const NamedDeleteQuerySchema = z.object({ ids: commaIdsSchema().refine((l) => l.length > 0, '请选择需要删除的行') });

export interface NamedEntry {
  id: number;
  name: string;
}
