import { z } from 'zod';
import type { SettingValue } from './system-settings';

export const SettingsListQuerySchema = z.object({
  /** Comma-joined codes; omitted or empty means every setting. */
  codes: z.preprocess(
    (v) => v ?? '',
    z.string().transform((s) => [...new Set(s.split(',').map((c) => c.trim()).filter(Boolean))]),
  ),
});

export const BatchSaveSettingsSchema = z.object({
  items: z
    .array(
      z.object({
        code: z.string({ error: '请提供设置项' }).trim().min(1, '请提供设置项'),
        value: z.union([z.number(), z.string(), z.boolean()], { error: '请提供取值' }),
      }),
      { error: '请提供要保存的设置' },
    )
    .min(1, '请提供要保存的设置')
    .max(100),
});

/** GET /systemsetting/list items, defaults filled in. */
export interface SystemSettingItem {
  code: string;
  name: string;
  value: SettingValue;
}
