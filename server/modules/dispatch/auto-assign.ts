import { reasonLine } from '@domain/dispatch/candidates';
import { AutoMode } from '@domain/dispatch/dispatch.constants';
import { autoAssignedText, DispatchNoticeLinks, DispatchNoticeTitles } from '@domain/dispatch/dispatch-notices';
import { createNotices } from '../notices/notices.public';
import { autoAssignOrder, type OrderRouting } from '../orders/orders.public';
import { dispatchOrder } from '../orders/read-models/orders-read-models.public';
import { findRule, insertDecision } from './dispatch.queries';
import { candidatesFor } from './dispatch.service';

/** Decision kinds kept on the order. */
export const DecisionKind = { suggest: 1, autoAssign: 2, route: 3 } as const;

/**
 * The order type's automatic assignment rule, run when an order reaches 待指派 (created, accepted,
 * approved) or is put back by a refusal: off does nothing; suggest keeps the best candidate and why
 * on the order; assign gives it to them (自动指派, the reason in the log line). A refusal goes to the
 * next candidate (the refuser left out); with no candidate the order waits as it is, the why-not kept.
 * The engineer an order is given to gets a notice saying why.
 */
export const dispatchRouting: OrderRouting = async (tx, notifier, actor, order, context) => {
  const rule = await findRule(tx, actor.enterpriseId, order.templateId);
  if (!rule || rule.mode === AutoMode.off) return order;
  const facts = await dispatchOrder(tx, actor.enterpriseId, order.id);
  if (!facts) return order;
  const { list } = await candidatesFor(tx, actor.enterpriseId, facts, new Date(), undefined, context.refusedBy);
  const best = list.candidates[0];
  if (!best) {
    const why = list.excluded.slice(0, 5).map((e) => `${e.name}：${e.text}`).join('；');
    await insertDecision(tx, actor.enterpriseId, { orderId: order.id, kind: DecisionKind.suggest, userId: null, score: null, reasons: list.excluded, text: `自动派单：没有合适的人员${why ? `（${why}）` : ''}` });
    return order;
  }
  const text = `自动派单：${reasonLine(best)}`;
  if (rule.mode === AutoMode.suggest) {
    await insertDecision(tx, actor.enterpriseId, { orderId: order.id, kind: DecisionKind.suggest, userId: best.userId, score: best.score, reasons: best.reasons, text: `派单推荐：${reasonLine(best)}` });
    return order;
  }
  const after = await autoAssignOrder(tx, notifier, actor, order.id, best.userId, text);
  await insertDecision(tx, actor.enterpriseId, { orderId: order.id, kind: DecisionKind.autoAssign, userId: best.userId, score: best.score, reasons: best.reasons, text });
  // The engineer hears of it in the message centre, with why it is theirs.
  const content = autoAssignedText(facts.orderNo, facts.title, best.reasons.map((r) => r.text));
  await createNotices(tx, { enterpriseId: actor.enterpriseId, userIds: [best.userId], title: DispatchNoticeTitles.autoAssigned, content, link: DispatchNoticeLinks.order(order.id) });
  return after;
};
