import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FileStore } from '../lib/storage/file-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** User files: uploads, download-centre files, import files (server/lib/storage). */
    storage: FileStore;
  }
}

/** The app's file store; the app owns it and closes it. */
async function storagePlugin(app: FastifyInstance, options: { store: FileStore }) {
  app.decorate('storage', options.store);
  app.addHook('onClose', () => options.store.close());
}

export default fp(storagePlugin, { name: 'storage' });
