import type { z } from 'zod';

export type SettingsCheck<T> = { data: T; issue?: undefined } | { data?: undefined; issue: string };

/**
 * Settings about to be saved, checked with the domain schema the server uses. The first problem
 * reads as the user would say it: an entry of a list is named by its place ('第2条：请选择通知对象').
 */
export function checkSettings<S extends z.ZodType>(schema: S, value: unknown): SettingsCheck<z.output<S>> {
  const result = schema.safeParse(value);
  if (result.success) return { data: result.data };
  const [issue] = result.error.issues;
  const index = issue.path.find((p) => typeof p === 'number');
  return { issue: typeof index === 'number' ? `第${index + 1}条：${issue.message}` : issue.message };
}
