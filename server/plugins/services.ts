import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GrantsService } from '../modules/shell/grants.service';
import { MenuEntries } from '../modules/shell/menu-entries';
import { HeadcountService } from '../modules/users/headcount.service';

declare module 'fastify' {
  interface FastifyInstance {
    grants: GrantsService;
    headcount: HeadcountService;
    /** Menu entries that areas above the shell provide (custom applications). */
    menuEntries: MenuEntries;
  }
}

/** Cross-module read services with caches that the bus keeps fresh. */
async function servicesPlugin(app: FastifyInstance) {
  app.decorate('grants', new GrantsService(app.db, app.bus));
  app.decorate('headcount', new HeadcountService(app.db, app.bus));
  app.decorate('menuEntries', new MenuEntries());
}

export default fp(servicesPlugin, { name: 'grants', dependencies: ['database', 'cluster'] });
