import type { NoticeListQuery } from '@domain/notices/notices.schemas';
import type { NoticeCount, NoticeItem } from '@domain/settings/notices.schemas';
import { announceOnCommit, type Database, type Tx } from '../../db/database';
import { activeUsersAmong } from '../users/users.public';
import * as q from './notices.queries';
import type { NoticeReader } from './notices.queries';

export type { NoticeReader } from './notices.queries';

export interface NewNotices {
  enterpriseId: number;
  userIds: number[];
  title: string;
  content: string;
  link?: string | null;
}

/**
 * Puts one in-app notice for each distinct user of the enterprise, in the caller's tenant
 * transaction; ids of other enterprises' users and of removed or disabled users are ignored.
 * Returns how many notices were put.
 */
export async function createNotices(tx: Tx, input: NewNotices): Promise<number> {
  const { enterpriseId, title, content } = input;
  const members = await activeUsersAmong(tx, enterpriseId, input.userIds);
  const rows = members.map((u) => ({ enterpriseId, userId: u.id, title, content, link: input.link ?? null }));
  await q.insertNotices(tx, rows);
  // Their open chat sockets hear of it once committed, so badges and lists refresh at once.
  if (rows.length) announceOnCommit(tx, 'notices-created', { enterpriseId, userIds: members.map((u) => u.id) });
  return rows.length;
}

/** The caller's in-app notices: the home page's card and the notice centre. */
export class NoticesService {
  constructor(private readonly db: Database) {}

  async list(reader: NoticeReader, { read, ...paging }: NoticeListQuery): Promise<NoticeItem[]> {
    const rows = await this.db.tenant(reader.enterpriseId, (tx) => q.listNotices(tx, reader, read, paging));
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
    return this.db.tenant(reader.enterpriseId, (tx) => q.countNotices(tx, reader));
  }

  /** Marks the given notices read; ids that are not the caller's unread notices change nothing. */
  markRead(reader: NoticeReader, ids: number[]): Promise<number> {
    return this.db.tenant(reader.enterpriseId, (tx) => q.markRead(tx, reader, ids));
  }

  clearUnread(reader: NoticeReader): Promise<number> {
    return this.db.tenant(reader.enterpriseId, (tx) => q.markRead(tx, reader));
  }
}
