import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { DownloadTexts, type ExportFormatType } from '@domain/downloads/downloads.constants';
import type { RoleType } from '@domain/shell/roles';
import { parseBody } from '../../lib/parse';
import { caller } from '../../plugins/auth';
import type { ExportService } from './export.service';

/** Who asks for an export: the download item is theirs, and lists that depend on the viewer see them. */
export interface ExportCaller {
  enterpriseId: number;
  userId: number;
  role: RoleType;
}

export interface ExportRouteOptions<Body extends { format: ExportFormatType }, Filter> {
  /** POST: the list's filter and the file format; answers the download item that will hold the file. */
  path: string;
  /** The body: `format` and whatever the source's filter is made of. */
  schema: z.ZodType<Body>;
  /** Who may export (absent: every role the module's plugin lets in). */
  roles?: readonly RoleType[];
  /**
   * The source's filter, from the body without its format; may refuse (throw) before anything is
   * queued. Absent: the rest of the body as it is.
   */
  filter?: (rest: Omit<Body, 'format'>, caller: ExportCaller, request: FastifyRequest) => Filter | Promise<Filter>;
  /** The key its module registered the list under (server/jobs/exports/export-sources.ts), or one read from the filter. */
  source: string | ((filter: Filter) => string);
}

/**
 * The export of one list into the download centre: parse the body, build the source's filter, queue
 * the job, answer the item. The exports' counterpart of `sheetImportRoutes`.
 */
export function exportRoute<Body extends { format: ExportFormatType }, Filter = Omit<Body, 'format'>>(
  app: FastifyInstance,
  exports: ExportService,
  options: ExportRouteOptions<Body, Filter>,
) {
  app.post(options.path, options.roles ? { config: { roles: options.roles } } : {}, async (request) => {
    const { format, ...rest } = parseBody(options.schema, request) as Body;
    const { user, enterprise } = caller(request);
    const who: ExportCaller = { enterpriseId: enterprise.id, userId: user.id, role: user.currentRole as RoleType };
    const filter = options.filter ? await options.filter(rest as Omit<Body, 'format'>, who, request) : (rest as Filter);
    const source = typeof options.source === 'string' ? options.source : options.source(filter);
    const data = await exports.start({ enterpriseId: who.enterpriseId, userId: who.userId }, { source, format, filter });
    return { success: true, message: DownloadTexts.queued, data };
  });
}
