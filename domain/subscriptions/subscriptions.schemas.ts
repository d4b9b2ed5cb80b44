import { z } from 'zod';
import type { SubscriptionTypeValue } from './subscriptions';

const type = z.coerce
  .number()
  .refine((n) => n === 1 || n === 2, 'type 只能是 1 或 2')
  .transform((n) => n as SubscriptionTypeValue);
const onOff = z.coerce
  .number()
  .refine((n) => n === 0 || n === 1, '只能是 0 或 1')
  .transform((n) => n as 0 | 1);

export const SubscriptionTypeQuerySchema = z.object({ type });
export const UpdateSubscribeStatusSchema = z.object({ type, state: onOff });
export const UpdateSubscribeContentSchema = z.object({
  code: z.string({ error: '请提供订阅项' }).trim().min(1, '请提供订阅项'),
  value: onOff,
});

/** GET /subscribe/getSubscribeStatus. */
export interface SubscribeStatus {
  type: SubscriptionTypeValue;
  state: 0 | 1;
}

/** GET /subscribe/getSubscribeContentStatus items (spec part 2 section 3, "Subscription notice item"). */
export interface SubscriptionNoticeItem {
  descri: string;
  code: string;
  value: 0 | 1;
}
