import { Message, Notification } from '@arco-design/web-react';
import type { BatchResult } from '@domain/orders/orders.types';
import { errorMessage } from '@/lib/errors';

/** Each refused order by its number, with the server's reason. */
export const refusalText = (refused: BatchResult['refused']) => refused.map((r) => (r.orderNo ? `${r.orderNo}：${r.message}` : r.message)).join('；');

/**
 * Runs a batch call on the chosen orders and says how it went: the success text for those done,
 * and each refusal with its order (a batch never half-fails silently). Resolves to the ids done.
 */
export async function runBatch(call: Promise<BatchResult>, okText: string): Promise<number[]> {
  try {
    const { done, refused } = await call;
    if (done.length > 0) Message.success(refused.length ? `${okText}（${done.length}个）` : okText);
    if (refused.length > 0) {
      Notification.warning({ title: `${refused.length}个工单未处理`, content: refusalText(refused) });
    }
    return done;
  } catch (error) {
    Message.error(errorMessage(error));
    return [];
  }
}
