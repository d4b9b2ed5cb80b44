import type { FastifyInstance } from 'fastify';
import { loadUploadSecret } from './upload-ticket';
import { uploadsRoutes } from './uploads.routes';
import { UploadsService } from './uploads.service';

/** Uploads: the service, signing with the server's one upload secret, and its routes. */
export async function uploadsPlugin(app: FastifyInstance, options: { dataDir: string }) {
  await app.register(uploadsRoutes, { service: new UploadsService(app.db, app.storage, await loadUploadSecret(options.dataDir)) });
}
