import { Messages } from '@domain/common/messages';
import type { RoleType } from '@domain/shell/roles';
import { receptionRoleRequired, ReceptionErrors } from '@domain/reception/errors';
import { RECEPTION_ROLES, type ReceptionPerson, type SaveReceptionPersonInput } from '@domain/reception/reception.schemas';
import { UserErrors } from '@domain/users/errors';
import { UserStatus } from '@domain/users/users.schemas';
import type { Database, Tx } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { recordOperation, type AuditEntry } from '../audit/audit.public';
import { findUser, memberCards } from '../users/users.public';
import * as q from './reception.queries';

export interface ReceptionActor {
  enterpriseId: number;
  userId: number;
}

/** The enterprise's reception staff: who takes service requests from the channels, and how many at once. */
export class ReceptionService {
  constructor(private readonly db: Database) {}

  /** Staff whose user was removed from the enterprise are left out. */
  list(enterpriseId: number): Promise<ReceptionPerson[]> {
    return this.db.tenant(enterpriseId, async (tx) => {
      const rows = await q.listPersonnel(tx, enterpriseId);
      const cards = new Map((await memberCards(tx, enterpriseId, rows.map((r) => r.userId))).map((u) => [u.id, u]));
      return rows.flatMap((row) => {
        const user = cards.get(row.userId);
        if (!user) return [];
        return [
          {
            userId: row.userId,
            name: user.name,
            phone: user.phone,
            maxConcurrent: row.maxConcurrent,
            enabled: row.enabled,
            userStatus: user.status as ReceptionPerson['userStatus'],
            createTime: row.createdAt.toISOString(),
          },
        ];
      });
    });
  }

  /** Adds an active reception support user (or administrator), or changes an existing one's settings. */
  save(actor: ReceptionActor, input: SaveReceptionPersonInput): Promise<void> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      const user = await findUser(tx, enterpriseId, input.userId);
      if (!user) throw notFound(UserErrors.userNotFound);
      if (user.status !== UserStatus.active) throw conflict(ReceptionErrors.userDisabled);
      if (!user.roles.some((r) => RECEPTION_ROLES.includes(r as RoleType))) throw conflict(receptionRoleRequired(user.name));
      const before = await q.findPerson(tx, enterpriseId, user.id);
      await q.savePerson(tx, enterpriseId, { userId: user.id, maxConcurrent: input.maxConcurrent, enabled: input.enabled });
      await log(tx, actor, {
        action: before ? 'reception.update' : 'reception.create',
        targetId: user.id,
        summary: `${before ? '修改' : '添加'}接待人员：${user.name}`,
        before: before && { maxConcurrent: before.maxConcurrent, enabled: before.enabled },
        after: { maxConcurrent: input.maxConcurrent, enabled: input.enabled },
      });
    });
  }

  /** Removes all the given staff or none. */
  remove(actor: ReceptionActor, userIds: number[]): Promise<void> {
    if (userIds.length === 0) return Promise.reject(badRequest(Messages.deleteNothingSelected));
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      const removed = await q.deletePersonnel(tx, enterpriseId, userIds);
      if (removed.length !== userIds.length) throw notFound(ReceptionErrors.notFound);
      const names = (await memberCards(tx, enterpriseId, userIds)).map((u) => u.name);
      await log(tx, actor, { action: 'reception.delete', targetId: userIds.join(','), summary: `移除接待人员：${names.join('、')}`, before: removed });
    });
  }
}

const log = (tx: Tx, actor: ReceptionActor, entry: Omit<AuditEntry, 'enterpriseId' | 'userId' | 'module'>) =>
  recordOperation(tx, { enterpriseId: actor.enterpriseId, userId: actor.userId, module: 'reception', ...entry });
