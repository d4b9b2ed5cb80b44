import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Past this many unread bytes the upload is cut off after all: draining more would only feed an abuser. */
const DRAIN_CAP_BYTES = 64 * 1024 * 1024;

/** Resolves when the rest of the request body has been read and thrown away (or the cap is passed). */
function drain(raw: IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    let bytes = 0;
    const done = () => {
      raw.off('data', onData).off('end', done).off('close', done).off('error', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > DRAIN_CAP_BYTES) done();
    };
    raw.on('data', onData).on('end', done).on('close', done).on('error', done);
    raw.resume();
  });
}

/**
 * An answer given before the body was read (413 over the size limit, 401 from a hook) is held until
 * the client has finished sending: closing the socket with unread data resets the connection, and
 * the client sees a broken upload (EPIPE, ECONNRESET) instead of the answer.
 */
async function unreadBodyPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (request) => {
    const { raw } = request;
    if (!raw.complete && !raw.readableEnded && !raw.destroyed) await drain(raw);
  });
}

export default fp(unreadBodyPlugin, { name: 'unread-body' });
