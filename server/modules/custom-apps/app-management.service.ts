import { builtInAreas } from '@domain/custom-apps/built-in-areas';
import type { AppManageView } from '@domain/custom-apps/custom-apps.schemas';
import { CustomAppErrors } from '@domain/custom-apps/errors';
import { ROLE_TYPES } from '@domain/shell/roles';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/app-error';
import type { Bus } from '../../lib/bus';
import { offerMenuKeys } from '../enterprises/enterprises.public';
import type { GrantsService } from '../shell/shell.public';
import { announceMenuChange, logChange, type CustomAppActor } from './custom-apps-common';
import * as q from './custom-apps.queries';

/**
 * Application management (/application/manage/list and install). A built-in area is installed
 * when some role of the enterprise holds its menu key; installing grants the area's menu entries
 * to their default roles again (as a new enterprise gets them), e.g. after an administrator had
 * taken the area away from every role. Nothing is downloaded: every area ships with the product.
 */
export class AppManagementService {
  constructor(
    private readonly db: Database,
    private readonly grants: GrantsService,
    private readonly bus: Bus,
  ) {}

  async list(enterpriseId: number): Promise<AppManageView> {
    const held = new Set<string>();
    for (const role of ROLE_TYPES) for (const key of await this.grants.menuKeys(enterpriseId, role)) held.add(key);
    const custom = await this.db.tenant(enterpriseId, (tx) => q.listApps(tx, enterpriseId));
    return {
      areas: builtInAreas().map(({ keys: _keys, ...area }) => ({ ...area, installed: held.has(area.key) })),
      custom,
    };
  }

  async install(actor: CustomAppActor, key: string): Promise<void> {
    const area = builtInAreas().find((a) => a.key === key);
    if (!area) throw notFound(`key: ${CustomAppErrors.areaNotFound}`);
    await this.db.tenant(actor.enterpriseId, async (tx) => {
      await offerMenuKeys(tx, actor.enterpriseId, area.keys);
      await logChange(tx, actor, { action: 'application.install', targetId: key, summary: `安装应用：${area.name}` });
    });
    announceMenuChange(this.bus, actor.enterpriseId);
  }
}
