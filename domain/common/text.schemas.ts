import { z } from 'zod';

/** A required, trimmed text of at most `max` characters, with messages naming it ("请输入公告标题", "公告标题最多60个字"). */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(max, `${label}最多${max}个字`);
