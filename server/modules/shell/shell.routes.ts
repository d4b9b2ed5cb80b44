import type { FastifyInstance } from 'fastify';
import { Messages } from '@domain/common/messages';
import { ChangeRoleSchema, type PackageDetail } from '@domain/shell/session.schemas';
import { Role, type RoleType } from '@domain/shell/roles';
import { PLAN_NAMES } from '@domain/shell/plans';
import { badRequest } from '../../lib/app-error';
import { parseBody } from '../../lib/parse';
import { caller } from '../../plugins/auth';
import type { MenuService } from './menu.service';
import { setCurrentRole, setPcVersion } from '../users/users.public';
import { toSessionUser } from './session-user';
import { RELEASES } from './releases';
import { ShellPaths } from '@domain/shell/shell.paths';
import { MobilePaths } from '@domain/mobile/mobile.paths';
import { ChangePcVersionSchema } from '@domain/mobile/mobile.schemas';
import { MobileTexts } from '@domain/mobile/mobile.constants';

export interface ShellOptions {
  hotline: string;
  appDownloadUrl: string;
  paymentUrl: string;
}

/** Session and shell calls of spec part 1 section 7. */
export async function shellRoutes(app: FastifyInstance, { menus, ...options }: ShellOptions & { menus: MenuService }) {
  const shellAccess = { allowExpired: true, allowNoRole: true };

  app.get(ShellPaths.sessionUserInfo, { config: shellAccess }, async (request) => {
    const { session, user, enterprise } = caller(request);
    const [rights, userCount] = await Promise.all([
      user.currentRole ? app.grants.rights(enterprise.id, user.currentRole) : Promise.resolve([]),
      app.headcount.count(enterprise.id),
    ]);
    return { success: true, data: toSessionUser(session, rights, userCount) };
  });

  app.get(ShellPaths.menu, { config: { allowExpired: true } }, async (request, reply) => {
    const { user, enterprise } = caller(request);
    const userCount = await app.headcount.count(enterprise.id);
    reply.type('application/json; charset=utf-8');
    return menus.menuJson(enterprise.id, user.currentRole, { ...enterprise, userCount }, user.id);
  });

  app.get(ShellPaths.packageDetail, { config: { roles: [Role.admin], allowExpired: true } }, async (request) => {
    const { enterprise } = caller(request);
    const data: PackageDetail = {
      buy_person_num: enterprise.purchasedHeadcount,
      userNum: await app.headcount.count(enterprise.id),
      is_charge_user: enterprise.planType,
      packageName: PLAN_NAMES[enterprise.planType],
    };
    return { success: true, data };
  });

  app.post(ShellPaths.changeRole, { config: shellAccess }, async (request) => {
    const { user, enterprise } = caller(request);
    const { role } = parseBody(ChangeRoleSchema, request);
    if (!user.roles.includes(role as RoleType)) throw badRequest('您没有该角色');
    await app.db.tenant(enterprise.id, (tx) => setCurrentRole(tx, user.id, role as RoleType));
    app.bus.publish('user-changed', { enterpriseId: enterprise.id, userId: user.id });
    return { success: true, message: Messages.roleSwitched };
  });

  // The PC or mobile version, remembered per user (issue 21); the session cache forgets the user at once.
  app.post(MobilePaths.changePcVersion, { config: shellAccess }, async (request) => {
    const { user, enterprise } = caller(request);
    const { pcVersion } = parseBody(ChangePcVersionSchema, request);
    await app.db.tenant(enterprise.id, (tx) => setPcVersion(tx, user.id, pcVersion));
    app.bus.publish('user-changed', { enterpriseId: enterprise.id, userId: user.id });
    return { success: true, message: MobileTexts.switched, data: { pcVersion } };
  });

  app.get(ShellPaths.servicePhone, { config: { auth: 'public' } }, async () => ({
    success: true,
    data: { phone: options.hotline, paymentUrl: options.paymentUrl },
  }));

  app.get(ShellPaths.versionInfo, { config: { auth: 'public' } }, async () => ({
    success: true,
    data: { download_link: options.appDownloadUrl, version: RELEASES[0].version },
  }));

  app.get(ShellPaths.releases, { config: { auth: 'public' } }, async () => ({ success: true, data: RELEASES }));
}
