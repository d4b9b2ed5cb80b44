import type { FastifyInstance } from 'fastify';
import { detailFormsRoutes } from './detail-forms.routes';
import { DetailFormsService } from './detail-forms.service';
import { eventTemplatesRoutes } from './event-templates.routes';
import { EventTemplatesService } from './event-templates.service';
import { orderTypesRoutes } from './order-types.routes';
import { OrderTypesService } from './order-types.service';
import { RecycleBinService } from './recycle-bin.service';
import { templatesRoutes } from './templates.routes';

/** The template centre: order types, event templates, detail-control forms and the template-field recycle bin. */
export async function templatesPlugin(app: FastifyInstance, options: { hotline: string }) {
  await app.register(orderTypesRoutes, { service: new OrderTypesService(app.db, options.hotline) });
  await app.register(eventTemplatesRoutes, { service: new EventTemplatesService(app.db) });
  await app.register(detailFormsRoutes, { service: new DetailFormsService(app.db) });
  await app.register(templatesRoutes, { bin: new RecycleBinService(app.db) });
}
