import type { FastifyInstance } from 'fastify';
import { Messages } from '@domain/common/messages';
import { PagingSchema } from '@domain/common/paging';
import { ReminderIdSchema, ReminderStateSchema, SaveReminderSchema } from '@domain/reminders/reminders.schemas';
import { Role } from '@domain/shell/roles';
import { parse, parseBody } from '../../lib/parse';
import { caller, type Caller } from '../../plugins/auth';
import { ReminderPaths } from '@domain/reminders/reminders.paths';
import type { ReminderActor, RemindersService } from './reminders.service';

const managers = { config: { roles: [Role.admin, Role.dispatcher] } };
const actorOf = ({ user, enterprise }: Caller): ReminderActor => ({ enterpriseId: enterprise.id, userId: user.id });

/** /timerNotice 定时提醒: reminders to chosen users once or on a cycle, sent by the 'reminders.tick' job. */
export async function remindersRoutes(app: FastifyInstance, { service }: { service: RemindersService }) {
  app.get(ReminderPaths.list, managers, async (request) => {
    const paging = parse(PagingSchema, request.query);
    return { success: true, data: await service.list(caller(request).enterprise.id, paging) };
  });

  app.get(ReminderPaths.count, managers, async (request) => ({
    success: true,
    data: await service.count(caller(request).enterprise.id),
  }));

  app.post(ReminderPaths.save, managers, async (request) => {
    const input = parseBody(SaveReminderSchema, request);
    return { success: true, message: Messages.saveOk, data: await service.save(actorOf(caller(request)), input) };
  });

  app.put(ReminderPaths.updateState, managers, async (request) => {
    const { id, enabled } = parseBody(ReminderStateSchema, request);
    return { success: true, message: Messages.statusChanged, data: await service.setEnabled(actorOf(caller(request)), id, enabled) };
  });

  app.delete(ReminderPaths.delete, managers, async (request) => {
    const { id } = parse(ReminderIdSchema, request.query);
    await service.remove(actorOf(caller(request)), id);
    return { success: true, message: Messages.deleteOk };
  });
}
