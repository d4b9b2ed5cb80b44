import { freeEditionNotice } from '@domain/common/messages';
import type { Paging } from '@domain/common/paging';
import { AnnouncementTexts, type AnnouncementRow, type PublishAnnouncementInput } from '@domain/notices/announcements.schemas';
import { Plan, type PlanType } from '@domain/shell/plans';
import type { RoleType } from '@domain/shell/roles';
import type { Database, Tx } from '../../db/database';
import { forbidden, notFound } from '../../lib/app-error';
import type { Jobs } from '../../plugins/jobs';
import { recordOperation } from '../audit/audit.public';
import { userNames } from '../users/users.public';
import { ANNOUNCEMENT_DELIVER_JOB, type AnnouncementDelivery } from './announcement-delivery.job';
import * as q from './announcements.queries';
import type { Announcement } from './announcements.queries';

export interface AnnouncementActor {
  enterpriseId: number;
  userId: number;
  planType: PlanType;
}

/** Announcements (/noticeManage): publishing adds the row and a job that delivers it as notices. */
export class AnnouncementsService {
  constructor(
    private readonly db: Database,
    private readonly jobs: Jobs,
    private readonly hotline: string,
  ) {}

  list(enterpriseId: number, paging: Paging): Promise<AnnouncementRow[]> {
    return this.db.tenant(enterpriseId, async (tx) => toRows(tx, enterpriseId, await q.listAnnouncements(tx, enterpriseId, paging)));
  }

  count(enterpriseId: number): Promise<number> {
    return this.db.tenant(enterpriseId, (tx) => q.countAnnouncements(tx, enterpriseId));
  }

  publish(actor: AnnouncementActor, input: PublishAnnouncementInput): Promise<AnnouncementRow> {
    this.assertPaying(actor);
    const { enterpriseId, userId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      const row = await q.insertAnnouncement(tx, { enterpriseId, title: input.title, content: input.content, roles: input.roles, publishedBy: userId });
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
      const gone = await q.deleteAnnouncement(tx, enterpriseId, id);
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
