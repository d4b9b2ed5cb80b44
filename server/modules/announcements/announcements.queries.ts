import { and, count, desc, eq } from 'drizzle-orm';
import type { Paging } from '@domain/common/paging';
import type { Executor } from '../../db/database';
import { announcements } from '../../db/schema/announcements';

export type Announcement = typeof announcements.$inferSelect;
const ofEnterprise = (enterpriseId: number) => eq(announcements.enterpriseId, enterpriseId);

/** A page of the enterprise's announcements, newest first. */
export function listAnnouncements(tx: Executor, enterpriseId: number, { pageIndex, pageSize }: Paging): Promise<Announcement[]> {
  return tx
    .select()
    .from(announcements)
    .where(ofEnterprise(enterpriseId))
    .orderBy(desc(announcements.publishedAt), desc(announcements.id))
    .limit(pageSize)
    .offset(pageIndex * pageSize);
}

export async function countAnnouncements(tx: Executor, enterpriseId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(announcements).where(ofEnterprise(enterpriseId));
  return row.n;
}

export async function insertAnnouncement(tx: Executor, announcement: typeof announcements.$inferInsert): Promise<Announcement> {
  const [row] = await tx.insert(announcements).values(announcement).returning();
  return row;
}

/** Deletes an announcement; undefined when there was none. */
export async function deleteAnnouncement(tx: Executor, enterpriseId: number, id: number): Promise<Announcement | undefined> {
  const [gone] = await tx
    .delete(announcements)
    .where(and(ofEnterprise(enterpriseId), eq(announcements.id, id)))
    .returning();
  return gone;
}
