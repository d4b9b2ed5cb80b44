import type { RoleType } from '@domain/shell/roles';
import type { Tx } from '../../db/database';
import { recordOperation } from '../audit/audit.public';

/** The staff member a mall call acts for. */
export interface MallStaff {
  enterpriseId: number;
  userId: number;
  role: RoleType;
  name: string;
}

export const logMallChange = (tx: Tx, actor: MallStaff, action: string, targetId: number, summary: string) =>
  recordOperation(tx, { enterpriseId: actor.enterpriseId, userId: actor.userId, module: 'mall', action, targetId, summary });
