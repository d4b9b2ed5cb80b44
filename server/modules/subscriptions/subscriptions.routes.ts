import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Messages } from '@domain/common/messages';
import {
  SubscriptionTypeQuerySchema,
  UpdateSubscribeContentSchema,
  UpdateSubscribeStatusSchema,
} from '@domain/subscriptions/subscriptions.schemas';
import { parse, parseBody } from '../../lib/parse';
import { caller } from '../../plugins/auth';
import { SubscriptionPaths } from '@domain/subscriptions/subscriptions.paths';
import type { SubscriptionsService, Subscriber } from './subscriptions.service';

const subscriberOf = (request: FastifyRequest): Subscriber => {
  const { user, enterprise } = caller(request);
  return { enterpriseId: enterprise.id, userId: user.id };
};

/** The caller's message subscriptions (spec part 2 section 2; sent daily at 8:00 and 8:30). */
export async function subscriptionsRoutes(app: FastifyInstance, { service }: { service: SubscriptionsService }) {
  app.get(SubscriptionPaths.status, async (request) => {
    const { type } = parse(SubscriptionTypeQuerySchema, request.query);
    return { success: true, data: await service.status(subscriberOf(request), type) };
  });

  app.put(SubscriptionPaths.updateStatus, async (request) => {
    const { type, state } = parseBody(UpdateSubscribeStatusSchema, request);
    await service.setStatus(subscriberOf(request), type, state);
    return { success: true, message: state === 1 ? Messages.subscribed : Messages.unsubscribed };
  });

  app.get(SubscriptionPaths.contentStatus, async (request) => {
    const { type } = parse(SubscriptionTypeQuerySchema, request.query);
    return { success: true, data: await service.items(subscriberOf(request), type) };
  });

  app.put(SubscriptionPaths.updateContentStatus, async (request) => {
    const { code, value } = parseBody(UpdateSubscribeContentSchema, request);
    await service.setItem(subscriberOf(request), code, value);
    return { success: true, message: Messages.saveOk };
  });
}
