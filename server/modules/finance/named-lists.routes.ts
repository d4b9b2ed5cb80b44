import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Messages } from '@domain/common/messages';
import { FinancePaths } from '@domain/finance/finance.paths';
import { NamedDeleteQuerySchema, NamedIdsParamSchema, NamedListKind, SaveNamedEntrySchema, type NamedListKindCode } from '@domain/finance/named-lists.schemas';
import { Role } from '@domain/shell/roles';
import { parse, parseBody } from '../../lib/parse';
import { caller } from '../../plugins/auth';
import type { NamedListsService } from './named-lists.service';

const financeOnly = { config: { roles: [Role.finance, Role.admin] } };

/** GET /tplusBankAccount/names/{ids}, /tplusSettlementModesSetting/names/{ids} (every user), and finance's list, save and delete of each. */
export async function namedListsRoutes(app: FastifyInstance, { lists }: { lists: NamedListsService }) {
  const ctx = (request: FastifyRequest) => {
    const { user, enterprise } = caller(request);
    return { enterpriseId: enterprise.id, userId: user.id };
  };
  const routes = [
    { kind: NamedListKind.bankAccount, names: FinancePaths.bankAccountNames, list: FinancePaths.bankAccountList, save: FinancePaths.bankAccountSave, del: FinancePaths.bankAccountDelete },
    { kind: NamedListKind.settlementMode, names: FinancePaths.settlementModeNames, list: FinancePaths.settlementModeList, save: FinancePaths.settlementModeSave, del: FinancePaths.settlementModeDelete },
  ];
  for (const r of routes) {
    const kind = r.kind as NamedListKindCode;
    app.get(r.names, async (request) => {
      const { ids } = parse(NamedIdsParamSchema, request.params);
      return { success: true, data: await lists.names(ctx(request).enterpriseId, kind, ids) };
    });
    app.get(r.list, async (request) => ({ success: true, data: await lists.list(ctx(request).enterpriseId, kind) }));
    app.post(r.save, financeOnly, async (request) => {
      const { id, name } = parseBody(SaveNamedEntrySchema, request);
      return { success: true, message: Messages.saveOk, data: await lists.save(ctx(request), kind, id, name) };
    });
    app.delete(r.del, financeOnly, async (request) => {
      const { ids } = parse(NamedDeleteQuerySchema, request.query);
      await lists.remove(ctx(request), kind, ids);
      return { success: true, message: Messages.deleteOk };
    });
  }
}
