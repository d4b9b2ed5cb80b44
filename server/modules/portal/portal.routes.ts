import type { FastifyInstance, FastifyRequest } from 'fastify';
import { freeEditionNotice, Messages } from '@domain/common/messages';
import { Plan } from '@domain/shell/plans';
import type { PortalActor } from '@domain/portal/account.machine';
import { PORTAL_READERS, PORTAL_SETTERS, PORTAL_WRITERS } from '@domain/portal/portal.roles';
import { PortalPaths as P } from '@domain/portal/portal.paths';
import {
  AccountListQuerySchema,
  AccountStatusSchema,
  AddressListQuerySchema,
  ChildListQuerySchema,
  IdBodySchema,
  IdQuerySchema,
  IdsBodySchema,
  IdsQuerySchema,
  SaveAccountSchema,
  SaveAddressSchema,
  SavePortalSettingSchema,
} from '@domain/portal/portal.schemas';
import { parse, parseBody } from '../../lib/parse';
import { forbidden } from '../../lib/app-error';
import { caller } from '../../plugins/auth';
import type { PortalAccountsService } from './accounts.service';
import type { PortalSettingsService } from './settings.service';

const readers = { config: { roles: PORTAL_READERS } };
const writers = { config: { roles: PORTAL_WRITERS } };
const setters = { config: { roles: PORTAL_SETTERS } };

const actorOf = (request: FastifyRequest): PortalActor => {
  const { user, enterprise } = caller(request);
  return { enterpriseId: enterprise.id, userId: user.id, role: user.currentRole };
};
const defaultsOf = (request: FastifyRequest) => {
  const { enterprise } = caller(request);
  return { name: enterprise.name, hotline: enterprise.hotline ?? '' };
};
const ok = <T>(data: T) => ({ success: true, data });

/** Staff side of the portal: accounts (/home_account), children, addresses, recycle bin, settings (/portalSetting). */
export async function portalRoutes(
  app: FastifyInstance,
  { accounts, settings, hotline }: { accounts: PortalAccountsService; settings: PortalSettingsService; hotline: string },
) {
  // Portal accounts are on the spec's free-plan list (part 1 section 6); /portalSetting is not.
  const ACCOUNT_CALLS = Object.values(P).filter((path) => path.startsWith('/home/account/'));
  app.addHook('preHandler', async (request) => {
    // The route's url carries the API prefix the plugin is registered under.
    const url = request.routeOptions.url ?? '';
    if (request.session?.enterprise?.planType === Plan.free && ACCOUNT_CALLS.some((path) => url.endsWith(path))) {
      throw forbidden(freeEditionNotice('门户账号', hotline));
    }
  });
  app.get(P.accountList, readers, async (request) => {
    const { pageIndex, pageSize, ...filter } = parse(AccountListQuerySchema, request.query);
    return ok(await accounts.list(actorOf(request), filter, { pageIndex, pageSize }));
  });
  app.get(P.accountDetail, readers, async (request) => ok(await accounts.detail(actorOf(request), parse(IdQuerySchema, request.query).id)));
  app.post(P.accountSave, writers, async (request) => {
    const input = parseBody(SaveAccountSchema, request);
    return { success: true, message: Messages.saveOk, data: await accounts.save(actorOf(request), input) };
  });
  app.post(P.accountStatus, writers, async (request) => {
    const input = parseBody(AccountStatusSchema, request);
    return { success: true, message: Messages.statusChanged, data: await accounts.changeStatus(actorOf(request), input) };
  });
  app.delete(P.accountDelete, writers, async (request) => {
    await accounts.remove(actorOf(request), parse(IdsQuerySchema, request.query).ids);
    return { success: true, message: Messages.deleteOk };
  });
  app.get(P.childList, readers, async (request) => ok(await accounts.children(actorOf(request), parse(ChildListQuerySchema, request.query).parentId)));
  app.post(P.childSetDefault, writers, async (request) => {
    await accounts.setDefaultChild(actorOf(request), parseBody(IdBodySchema, request).id);
    return { success: true, message: Messages.saveOk };
  });
  app.get(P.addressList, readers, async (request) => ok(await accounts.addresses(actorOf(request), parse(AddressListQuerySchema, request.query).accountId)));
  app.post(P.addressSave, writers, async (request) => {
    const input = parseBody(SaveAddressSchema, request);
    return { success: true, message: Messages.saveOk, data: await accounts.saveAddress(actorOf(request), input) };
  });
  app.post(P.addressSetDefault, writers, async (request) => ({ success: true, message: Messages.saveOk, data: await accounts.setDefaultAddress(actorOf(request), parseBody(IdBodySchema, request).id) }));
  app.delete(P.addressDelete, writers, async (request) => {
    await accounts.removeAddress(actorOf(request), parse(IdQuerySchema, request.query).id);
    return { success: true, message: Messages.deleteOk };
  });
  app.get(P.recycleBin, writers, async (request) => {
    const { pageIndex, pageSize, ...filter } = parse(AccountListQuerySchema, request.query);
    return ok(await accounts.recycleBin(actorOf(request), filter, { pageIndex, pageSize }));
  });
  app.post(P.relegation, writers, async (request) => {
    await accounts.restore(actorOf(request), parseBody(IdsBodySchema, request).ids);
    return { success: true, message: '恢复成功' };
  });
  app.get(P.settingGet, readers, async (request) => ok(await settings.get(actorOf(request), defaultsOf(request))));
  app.post(P.settingSave, setters, async (request) => {
    const input = parseBody(SavePortalSettingSchema, request);
    return { success: true, message: Messages.saveOk, data: await settings.save(actorOf(request), defaultsOf(request), input) };
  });
}
