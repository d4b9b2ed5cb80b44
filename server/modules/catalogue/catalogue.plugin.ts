import type { FastifyInstance } from 'fastify';
import { registerHandoverStep } from '../users/users.public';
import { catalogueRoutes } from './catalogue.routes';
import { serviceGroupLeaderStep, serviceGroupMembershipStep } from './service-groups.handover';
import { ServiceGroupsService } from './service-groups.service';
import { ServiceItemCategoriesService } from './service-item-categories.service';
import { ServiceItemsService } from './service-items.service';

/** The service catalogue: its services, its part of a user handover (membership before leadership), its routes. */
export async function cataloguePlugin(app: FastifyInstance) {
  registerHandoverStep(serviceGroupMembershipStep);
  registerHandoverStep(serviceGroupLeaderStep);
  await app.register(catalogueRoutes, {
    groups: new ServiceGroupsService(app.db),
    categories: new ServiceItemCategoriesService(app.db),
    items: new ServiceItemsService(app.db),
  });
}
