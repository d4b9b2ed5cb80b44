import { HANDLER_ROLES } from '@domain/events/event.machine';
import { EventOp } from '@domain/events/events.constants';
import type { Tx } from '../../db/database';
import { conflict } from '../../lib/app-error';
import type { Handover, HandoverStep } from '../users/users.public';
import { insertMessage, openEventsHeldBy, updateEvent } from './events.queries';

/**
 * The from-user's open events go to the to-user: as owner, collaborator or escalated person. Only a
 * handler (service staff, dispatcher, administrator) may take over an owned event. Closed and
 * completed events keep their history as it was.
 */
export const eventsHandoverStep: HandoverStep = {
  name: '事件',
  async run(tx: Tx, { enterpriseId, from, to }: Handover) {
    const held = await openEventsHeldBy(tx, enterpriseId, from.id);
    if (held.some((e) => e.principalUserId === from.id) && !to.roles.some((r) => HANDLER_ROLES.includes(r))) {
      throw conflict(`${to.name}不是服务人员或派单员，不能接手事件`);
    }
    const now = new Date();
    for (const event of held) {
      const swap = (id: number | null) => (id === from.id ? to.id : id);
      const owner = swap(event.principalUserId);
      const collaborators = [...new Set(event.collaboratorIds.map((id) => swap(id)!))].filter((id) => id !== owner);
      await updateEvent(tx, enterpriseId, event.id, { principalUserId: owner, collaboratorIds: collaborators, toUpgradeUserId: swap(event.toUpgradeUserId) }, now);
      await insertMessage(tx, { enterpriseId, eventId: event.id, op: EventOp.redispatch, content: `${from.name}的工作交接给${to.name}`, userId: null, createdAt: now });
    }
    return held.length;
  },
};
