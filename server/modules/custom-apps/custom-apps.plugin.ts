import type { FastifyInstance } from 'fastify';
import { CUSTOM_APP_MENU_KEY } from '@domain/custom-apps/custom-apps.constants';
import { AppManagementService } from './app-management.service';
import { CustomAppMenu } from './custom-app-menu';
import { customAppsRoutes } from './custom-apps.routes';
import { CustomAppsService } from './custom-apps.service';
import { CustomRecordsService } from './custom-records.service';

/** Custom applications: their services, their entries in the shell's menu, their routes. */
export async function customAppsPlugin(app: FastifyInstance) {
  app.menuEntries.register(CUSTOM_APP_MENU_KEY, new CustomAppMenu(app.db, app.bus));
  await app.register(customAppsRoutes, {
    settings: new CustomAppsService(app.db, app.bus),
    records: new CustomRecordsService(app.db, app.grants),
    management: new AppManagementService(app.db, app.grants, app.bus),
  });
}
