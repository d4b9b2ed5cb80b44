import { receptionHandoverRefused } from '@domain/reception/errors';
import { RECEPTION_ROLES } from '@domain/reception/reception.schemas';
import type { Tx } from '../../db/database';
import { conflict } from '../../lib/app-error';
import type { Handover, HandoverStep } from '../users/users.public';
import { deletePersonnel, findPerson, reassignPerson } from './reception.queries';

/**
 * The from-user's reception seat goes to the to-user with its settings, unless the to-user already
 * has one (then the from-user's seat is simply removed). Only a user who may receive takes a seat.
 */
export const receptionHandoverStep: HandoverStep = {
  name: '接待人员',
  async run(tx: Tx, { enterpriseId, from, to }: Handover) {
    if (!(await findPerson(tx, enterpriseId, from.id))) return 0;
    if (!to.roles.some((r) => RECEPTION_ROLES.includes(r))) throw conflict(receptionHandoverRefused(to.name));
    if (await findPerson(tx, enterpriseId, to.id)) await deletePersonnel(tx, enterpriseId, [from.id]);
    else await reassignPerson(tx, enterpriseId, from.id, to.id);
    return 1;
  },
};
