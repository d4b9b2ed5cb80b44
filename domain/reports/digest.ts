import { SUBSCRIPTION_ITEMS, SUBSCRIPTION_TYPES, SubscriptionType, type SubscriptionTypeValue } from '../subscriptions/subscriptions';

/**
 * The daily digests the subscription dialog promises (spec part 1 section 9): to-do items at 8:00
 * and statistics at 8:30, China time. A digest is due from its time until two hours later, so a
 * tick missed by a restart or a busy worker still sends it, while someone subscribing in the
 * afternoon waits for the next morning.
 */
export const DIGEST_WINDOW_MINUTES = 120;

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** The digest types due at `now`. */
export function dueDigests(now: Date): SubscriptionTypeValue[] {
  const local = new Date(now.getTime() + 8 * 3_600_000);
  const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
  return ([SubscriptionType.todo, SubscriptionType.statistics] as const).filter((type) => {
    const from = minutesOf(SUBSCRIPTION_TYPES[type].sendAt);
    return minute >= from && minute < from + DIGEST_WINDOW_MINUTES;
  });
}


/** One line of a digest: a notice code's text and its figure. */
export interface DigestLine {
  code: string;
  text: string;
}

/** The digest's content ({{订阅内容}}): the lines of the notices the user keeps on. */
export function digestContent(type: SubscriptionTypeValue, lines: DigestLine[]): string {
  const names = new Map(SUBSCRIPTION_ITEMS[type].map((i) => [i.code, i.descri]));
  return lines.length ? lines.map((l) => `${names.get(l.code) ?? l.code}：${l.text}`).join('；') : '暂无内容';
}
