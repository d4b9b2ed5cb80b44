import type { FastifyInstance } from 'fastify';
import { registerExportSource } from '../../jobs/exports/export-sources';
import { departmentsRoutes } from './departments.routes';
import { DepartmentsService } from './departments.service';
import { HandoverService } from './handover.service';
import { rolesRoutes } from './roles.routes';
import { RolesService } from './roles.service';
import { usersExport } from './users.export';
import { usersRoutes } from './users.routes';
import { UsersService } from './users.service';

/** The organisation: users (and their handover), departments and roles; the user list's export. */
export async function usersPlugin(app: FastifyInstance, options: { hotline: string }) {
  registerExportSource('users', usersExport);
  await app.register(usersRoutes, { service: new UsersService(app.db, app.bus), handovers: new HandoverService(app.db) });
  await app.register(departmentsRoutes, { service: new DepartmentsService(app.db) });
  await app.register(rolesRoutes, { service: new RolesService(app.db, app.bus, options.hotline) });
}
