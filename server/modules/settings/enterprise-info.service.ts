import type { EnterpriseInfo, SaveEnterpriseInfoInput } from '@domain/settings/enterprise-info';
import type { Database } from '../../db/database';
import type { Bus } from '../../lib/bus';
import { recordOperation } from '../audit/audit.public';
import * as q from './settings.queries';

const FIELD_NAMES: Record<keyof EnterpriseInfo, string> = { name: '企业名称', industry: '所属行业', hotline: '客服热线' };

/** /infomation/setting 企业信息: the enterprise's name, industry and customer-service hotline. */
export class EnterpriseInfoService {
  constructor(
    private readonly db: Database,
    private readonly bus: Bus,
  ) {}

  get(enterpriseId: number): Promise<EnterpriseInfo> {
    return this.db.tenant(enterpriseId, (tx) => q.enterpriseInfo(tx, enterpriseId));
  }

  async save(actor: { enterpriseId: number; userId: number }, input: SaveEnterpriseInfoInput): Promise<EnterpriseInfo> {
    const { enterpriseId } = actor;
    const before = await this.get(enterpriseId);
    const changed = (Object.keys(FIELD_NAMES) as (keyof EnterpriseInfo)[]).filter((k) => before[k] !== input[k]);
    if (changed.length === 0) return before;
    await this.db.tenant(enterpriseId, async (tx) => {
      await q.updateEnterpriseInfo(tx, enterpriseId, input);
      await recordOperation(tx, {
        ...actor,
        module: 'settings',
        action: 'enterprise-info.save',
        summary: `修改企业信息：${changed.map((k) => FIELD_NAMES[k]).join('、')}`,
        before: Object.fromEntries(changed.map((k) => [k, before[k]])),
        after: Object.fromEntries(changed.map((k) => [k, input[k]])),
      });
    });
    // Sessions carry the enterprise's name and hotline: the next request reads them afresh.
    this.bus.publish('enterprise-changed', { enterpriseId });
    return input;
  }
}
