import { freeEditionNotice, Messages } from '@domain/common/messages';
import { TAG_KIND_NAMES, TagCode, TagErrors, type TagCodeValue } from '@domain/settings/tags';
import { Plan, type PlanType } from '@domain/shell/plans';
import type { EpTag, SaveTagInput } from '@domain/tags/tags.schemas';
import type { Database } from '../../db/database';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error';
import type { Bus } from '../../lib/bus';
import { clearUserStateTags, setUserStateTag } from '../users/users.public';
import * as q from './tags.queries';

export interface TagActor {
  enterpriseId: number;
  userId: number;
  planType: PlanType;
}

/** Enterprise tags by code, and each user's personal status (a tag of code 1). */
export class TagsService {
  constructor(
    private readonly db: Database,
    private readonly bus: Bus,
    private readonly hotline: string,
  ) {}

  list(enterpriseId: number, code: TagCodeValue): Promise<EpTag[]> {
    return this.db.tenant(enterpriseId, (tx) => q.listTags(tx, enterpriseId, code));
  }

  async stateTag(enterpriseId: number, tagId: number | null): Promise<EpTag | null> {
    if (tagId === null) return null;
    return (await this.db.tenant(enterpriseId, (tx) => q.findTag(tx, enterpriseId, tagId, TagCode.personState))) ?? null;
  }

  async setUserState(actor: TagActor, tagId: number): Promise<void> {
    if (actor.planType === Plan.free) throw forbidden(Messages.freeStatusBlocked);
    await this.db.tenant(actor.enterpriseId, async (tx) => {
      if (!(await q.findTag(tx, actor.enterpriseId, tagId, TagCode.personState))) throw notFound(TagErrors.notFound);
      await setUserStateTag(tx, actor.enterpriseId, actor.userId, tagId);
    });
    this.bus.publish('user-changed', { enterpriseId: actor.enterpriseId, userId: actor.userId });
  }

  save(actor: TagActor, input: SaveTagInput): Promise<EpTag> {
    this.assertPaying(actor, input.code);
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      if (input.id && !(await q.findTag(tx, enterpriseId, input.id, input.code))) throw notFound(TagErrors.notFound);
      if (await q.nameTaken(tx, enterpriseId, input.code, input.name, input.id)) throw conflict(TagErrors.nameTaken);
      return input.id ? q.updateTag(tx, enterpriseId, input.id, input) : q.insertTag(tx, enterpriseId, input);
    });
  }

  /** Deletes all the tags or none; status tags are first taken off the users wearing them. */
  async remove(actor: TagActor, ids: number[]): Promise<void> {
    if (ids.length === 0) throw badRequest(Messages.deleteNothingSelected);
    const { enterpriseId } = actor;
    const affected = await this.db.tenant(enterpriseId, async (tx) => {
      const found = await q.findTagsByIds(tx, enterpriseId, ids);
      if (found.length !== ids.length) throw notFound(TagErrors.notFound);
      this.assertPaying(actor, found[0].code as TagCodeValue);
      const users = await clearUserStateTags(tx, enterpriseId, ids);
      await q.deleteTags(tx, enterpriseId, ids);
      return users;
    });
    for (const userId of affected) this.bus.publish('user-changed', { enterpriseId, userId });
  }

  /** Managing tags is a restricted feature: the free plan gets the upgrade notice with the hotline. */
  private assertPaying(actor: TagActor, code: TagCodeValue) {
    if (actor.planType === Plan.free) throw forbidden(freeEditionNotice(TAG_KIND_NAMES[code], this.hotline));
  }
}
