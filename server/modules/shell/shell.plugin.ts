import type { FastifyInstance } from 'fastify';
import { MenuService } from './menu.service';
import { shellRoutes, type ShellOptions } from './shell.routes';

/** The shell: the menu (with the entries areas above it registered in app.menuEntries) and the session calls. */
export async function shellPlugin(app: FastifyInstance, options: ShellOptions) {
  await app.register(shellRoutes, { ...options, menus: new MenuService(app.grants, app.bus, app.menuEntries) });
}
