import { and, count, desc, eq } from 'drizzle-orm';
import { freeEditionNotice } from '@domain/common/messages';
import type { Paging } from '@domain/common/paging';
import { AnnouncementTexts, type AnnouncementRow, type PublishAnnouncementInput } from '@domain/notices/announcements.schemas';
import { Plan, type PlanType } from '@domain/shell/plans';
import type { RoleType } from '@domain/shell/roles';
import type { Database, Tx } from '../../db/database';
import { announcements } from '../../db/schema/announcements';
import { forbidden, notFound } from '../../lib/app-error';
import type { Jobs } from '../../plugins/jobs';
import { recordOperation } from '../audit/audit.public';
import { userNames } from '../users/users.public';
import { ANNOUNCEMENT_DELIVER_JOB, type AnnouncementDelivery } from './announcement-delivery.job';

export interface AnnouncementActor {
  enterpriseId: number;
  userId: number;
  planType: PlanType;
}

type Announcement = typeof announcements.$inferSelect;
const ofEnterprise = (enterpriseId: number) => eq(announcements.enterpriseId, enterpriseId);

/** Announcements (/noticeManage): publishing adds the row and a job that delivers it as notices. */
export class AnnouncementsService {
  constructor(
    private readonly db: Database,
    private readonly jobs: Jobs,
    private readonly hotline: string,
  ) {}

  list(enterpriseId: number, { pageIndex, pageSize }: Paging): Promise<AnnouncementRow[]> {
    return this.db.tenant(enterpriseId, async (tx) => {
      const rows = await tx
        .select()
        .from(announcements)
        .where(ofEnterprise(enterpriseId))
        .orderBy(desc(announcements.publishedAt), desc(announcements.id))
        .limit(pageSize)
        .offset(pageIndex * pageSize);
      return toRows(tx, enterpriseId, rows);
    });
  }

  count(enterpriseId: number): Promise<number> {
    return this.db.tenant(enterpriseId, async (tx) => {
      const [row] = await tx.select({ n: count() }).from(announcements).where(ofEnterprise(enterpriseId));
      return row.n;
    });
  }

  publish(actor: AnnouncementActor, input: PublishAnnouncementInput): Promise<AnnouncementRow> {
    this.assertPaying(actor);
    const { enterpriseId, userId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      const [row] = await tx
        .insert(announcements)
        .values({ enterpriseId, title: input.title, content: input.content, roles: input.roles, publishedBy: userId })
        .returning();
      const payload: AnnouncementDelivery = { announcementId: row.id };
      await this.jobs.enqueue(tx, { enterpriseId, kind: ANNOUNCEMENT_DELIVER_JOB, payload });
      await recordOperation(tx, {
        enterpriseId,
        userId,
        module: 'announcements',
        action: 'publish',
        targetId: row.id,
        summary: `发布公告：${row.title}`,
        after: input,
      });
      const [shown] = await toRows(tx, enterpriseId, [row]);
      return shown;
    });
  }

  /** Deletes the announcement; the notices already delivered stay with their readers. */
  remove(actor: AnnouncementActor, id: number): Promise<void> {
    this.assertPaying(actor);
    const { enterpriseId, userId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      const [gone] = await tx
        .delete(announcements)
        .where(and(ofEnterprise(enterpriseId), eq(announcements.id, id)))
        .returning();
      if (!gone) throw notFound(AnnouncementTexts.notFound);
      await recordOperation(tx, {
        enterpriseId,
        userId,
        module: 'announcements',
        action: 'delete',
        targetId: id,
        summary: `删除公告：${gone.title}`,
        before: { title: gone.title, content: gone.content, roles: gone.roles },
      });
    });
  }

  private assertPaying(actor: AnnouncementActor) {
    if (actor.planType === Plan.free) throw forbidden(freeEditionNotice(AnnouncementTexts.feature, this.hotline));
  }
}

async function toRows(tx: Tx, enterpriseId: number, rows: Announcement[]): Promise<AnnouncementRow[]> {
  const names = new Map((await userNames(tx, enterpriseId, [...new Set(rows.map((r) => r.publishedBy))])).map((u) => [u.id, u.name]));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    content: r.content,
    roles: r.roles as RoleType[],
    publisherName: names.get(r.publishedBy) ?? null,
    publishTime: r.publishedAt.toISOString(),
  }));
}
