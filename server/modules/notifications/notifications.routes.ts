import type { FastifyInstance } from 'fastify';
import { Messages } from '@domain/common/messages';
import {
  DeliveryCountQuerySchema,
  DeliveryListQuerySchema,
  HostNotifySettingSchema,
  SaveNotifyRuleSchema,
} from '@domain/notifications/notifications.schemas';
import { NotifyChannel } from '@domain/notifications/triggers';
import { Role } from '@domain/shell/roles';
import { parse, parseBody } from '../../lib/parse';
import { caller, type Caller } from '../../plugins/auth';
import { NotificationPaths } from '@domain/notifications/notifications.paths';
import type { DeliveriesService } from './deliveries.service';
import type { NotifySettingsService, NotifyActor } from './notify-settings.service';

const adminOnly = { config: { roles: [Role.admin] } };
const actorOf = ({ user, enterprise }: Caller): NotifyActor => ({ enterpriseId: enterprise.id, userId: user.id });

/** Notification settings (/messageSetting), the host notify setting and the deliveries list; administrators only. */
export async function notificationsRoutes(app: FastifyInstance, { settings, deliveries }: { settings: NotifySettingsService; deliveries: DeliveriesService }) {
  app.get(NotificationPaths.ruleList, adminOnly, async (request) => ({
    success: true,
    data: await settings.listRules(caller(request).enterprise.id),
  }));

  app.post(NotificationPaths.ruleSave, adminOnly, async (request) => {
    const input = parseBody(SaveNotifyRuleSchema, request);
    return { success: true, message: Messages.saveOk, data: await settings.saveRule(actorOf(caller(request)), input) };
  });

  // Spec part 1 section 7 "notify setting query and update": the host work-message channel.
  app.get(NotificationPaths.dingTalkSetting, adminOnly, async (request) => ({
    success: true,
    data: await settings.hostSetting(caller(request).enterprise.id),
  }));

  app.post(NotificationPaths.dingTalkSetting, adminOnly, async (request) => {
    const input = parseBody(HostNotifySettingSchema, request);
    const data = await settings.saveRule(actorOf(caller(request)), { ...input, channel: NotifyChannel.host });
    return { success: true, message: Messages.saveOk, data };
  });

  app.get(NotificationPaths.deliveryList, adminOnly, async (request) => {
    const { state, ...paging } = parse(DeliveryListQuerySchema, request.query);
    return { success: true, data: await deliveries.list(caller(request).enterprise.id, state, paging) };
  });

  app.get(NotificationPaths.deliveryCount, adminOnly, async (request) => {
    const { state } = parse(DeliveryCountQuerySchema, request.query);
    return { success: true, data: await deliveries.count(caller(request).enterprise.id, state) };
  });
}
