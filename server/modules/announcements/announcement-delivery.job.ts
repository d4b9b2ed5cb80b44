import { and, eq } from 'drizzle-orm';
import type { RoleType } from '@domain/shell/roles';
import type { Database, Tx } from '../../db/database';
import { announcements } from '../../db/schema/announcements';
import type { JobHandler } from '../../jobs/worker';
import { createNotices } from '../notices/notices.public';
import { activeUsersWithRole } from '../users/users.public';

export const ANNOUNCEMENT_DELIVER_JOB = 'announcement.deliver';

export interface AnnouncementDelivery {
  announcementId: number;
}

/** Active users holding any of the roles; no roles means everyone. */
async function recipients(tx: Tx, enterpriseId: number, roles: RoleType[]): Promise<number[]> {
  if (roles.length === 0) return (await activeUsersWithRole(tx, enterpriseId)).map((u) => u.id);
  const ids = new Set<number>();
  for (const role of roles) for (const u of await activeUsersWithRole(tx, enterpriseId, role)) ids.add(u.id);
  return [...ids];
}

/**
 * Delivers a published announcement as one notice per recipient, all in one transaction so a
 * retry never leaves a half-delivered announcement. One deleted before delivery goes to nobody.
 */
export function announcementDeliveryHandler(db: Database): JobHandler<AnnouncementDelivery> {
  return {
    async run(job, { log }) {
      const { enterpriseId } = job;
      await db.tenant(enterpriseId, async (tx) => {
        const [announcement] = await tx
          .select()
          .from(announcements)
          .where(and(eq(announcements.enterpriseId, enterpriseId), eq(announcements.id, job.payload.announcementId)));
        if (!announcement) return;
        const userIds = await recipients(tx, enterpriseId, announcement.roles as RoleType[]);
        const delivered = await createNotices(tx, { enterpriseId, userIds, title: announcement.title, content: announcement.content });
        log.info({ announcementId: announcement.id, delivered }, 'announcement delivered');
      });
    },
  };
}
