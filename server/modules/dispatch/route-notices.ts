import { wallClock } from '@domain/dispatch/day-time';
import { DispatchNoticeLinks, DispatchNoticeTitles, routeChangedText, type NoticeStop } from '@domain/dispatch/dispatch-notices';
import type { Tx } from '../../db/database';
import { createNotices } from '../notices/notices.public';
import { userNames } from '../users/users.public';

/** One visit an accepted optimisation set: who held it and when before, who holds it and when now. */
export interface AppliedVisit {
  orderNo: string;
  title: string;
  fromUserId: number | null;
  before: Date | null;
  toUserId: number;
  after: Date;
}

/**
 * Tells each engineer whose day the accepted optimisation changed (a visit's time, a visit handed to
 * them or away) their new stops in order, in the message centre; engineers whose day stays the same
 * hear nothing.
 */
export async function tellRouteChanges(tx: Tx, enterpriseId: number, day: string, applied: readonly AppliedVisit[]): Promise<void> {
  const moved = (a: AppliedVisit) => a.fromUserId !== a.toUserId;
  const touched = new Set<number>();
  for (const a of applied) {
    if (moved(a) || a.before?.getTime() !== a.after.getTime()) touched.add(a.toUserId);
    if (moved(a) && a.fromUserId !== null) touched.add(a.fromUserId);
  }
  if (touched.size === 0) return;
  const ids = [...new Set([...touched, ...applied.flatMap((a) => (a.fromUserId === null ? [] : [a.fromUserId]))])];
  const names = new Map((await userNames(tx, enterpriseId, ids)).map((u) => [u.id, u.name]));
  for (const userId of touched) {
    const stops: NoticeStop[] = applied
      .filter((a) => a.toUserId === userId)
      .sort((a, b) => a.after.getTime() - b.after.getTime())
      .map((a) => ({ time: wallClock(a.after).slice(11), orderNo: a.orderNo, title: a.title, from: moved(a) && a.fromUserId !== null ? (names.get(a.fromUserId) ?? null) : null }));
    const given = applied.filter((a) => moved(a) && a.fromUserId === userId).map((a) => ({ orderNo: a.orderNo, to: names.get(a.toUserId) ?? '' }));
    await createNotices(tx, { enterpriseId, userIds: [userId], title: DispatchNoticeTitles.routeChanged, content: routeChangedText(day, stops, given), link: DispatchNoticeLinks.myDay(day) });
  }
}
