import { and, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { NoticeReadFilter, type NoticeListQuery } from '@domain/notices/notices.schemas';
import type { NoticeCount, NoticeItem } from '@domain/settings/notices.schemas';
import { announceOnCommit, type Database, type Tx } from '../../db/database';
import { notices } from '../../db/schema/notices';
import { activeUsersAmong } from '../users/users.public';

export interface NoticeReader {
  enterpriseId: number;
  userId: number;
}

export interface NewNotices {
  enterpriseId: number;
  userIds: number[];
  title: string;
  content: string;
  link?: string | null;
}

/** Rows per INSERT: well under PostgreSQL's 65,535 bound parameters. */
const INSERT_CHUNK = 1000;

/**
 * Puts one in-app notice for each distinct user of the enterprise, in the caller's tenant
 * transaction; ids of other enterprises' users and of removed or disabled users are ignored.
 * Returns how many notices were put.
 */
export async function createNotices(tx: Tx, input: NewNotices): Promise<number> {
  const { enterpriseId, title, content } = input;
  const members = await activeUsersAmong(tx, enterpriseId, input.userIds);
  const rows = members.map((u) => ({ enterpriseId, userId: u.id, title, content, link: input.link ?? null }));
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) await tx.insert(notices).values(rows.slice(i, i + INSERT_CHUNK));
  // Their open chat sockets hear of it once committed, so badges and lists refresh at once.
  if (rows.length) announceOnCommit(tx, 'notices-created', { enterpriseId, userIds: members.map((u) => u.id) });
  return rows.length;
}

const own = (r: NoticeReader) => and(eq(notices.enterpriseId, r.enterpriseId), eq(notices.userId, r.userId));
const READ_CONDITIONS = {
  [NoticeReadFilter.all]: undefined,
  [NoticeReadFilter.unread]: isNull(notices.readAt),
  [NoticeReadFilter.read]: isNotNull(notices.readAt),
};

/** The caller's in-app notices: the home page's card and the notice centre. */
export class NoticesService {
  constructor(private readonly db: Database) {}

  async list(reader: NoticeReader, { read, pageIndex, pageSize }: NoticeListQuery): Promise<NoticeItem[]> {
    const rows = await this.db.tenant(reader.enterpriseId, (tx) =>
      tx
        .select()
        .from(notices)
        .where(and(own(reader), READ_CONDITIONS[read]))
        .orderBy(desc(notices.createdAt), desc(notices.id))
        .limit(pageSize)
        .offset(pageIndex * pageSize),
    );
    return rows.map((n) => ({
      id: n.id,
      title: n.title,
      content: n.content,
      link: n.link,
      read: n.readAt !== null,
      create_time: n.createdAt.toISOString(),
    }));
  }

  count(reader: NoticeReader): Promise<NoticeCount> {
    return this.db.tenant(reader.enterpriseId, async (tx) => {
      const [all] = await tx.select({ n: count() }).from(notices).where(own(reader));
      const [unread] = await tx.select({ n: count() }).from(notices).where(and(own(reader), isNull(notices.readAt)));
      return { total: all.n, unread: unread.n };
    });
  }

  /** Marks the given notices read; ids that are not the caller's unread notices change nothing. */
  markRead(reader: NoticeReader, ids: number[]): Promise<number> {
    return this.markWhere(reader, inArray(notices.id, ids));
  }

  clearUnread(reader: NoticeReader): Promise<number> {
    return this.markWhere(reader);
  }

  private async markWhere(reader: NoticeReader, condition?: SQL): Promise<number> {
    const rows = await this.db.tenant(reader.enterpriseId, (tx) =>
      tx
        .update(notices)
        .set({ readAt: sql`now()` })
        .where(and(own(reader), isNull(notices.readAt), condition))
        .returning({ id: notices.id }),
    );
    return rows.length;
  }
}
