import type { FastifyInstance } from 'fastify';
import { Power } from '@domain/shell/permissions';
import { badRequest } from '../../lib/app-error';
import { caller } from '../../plugins/auth';
import type { HostsService } from './hosts.service';
import type { QuickDeploy } from './quick-deploy.service';
import { HostPaths } from '@domain/hosts/hosts.paths';

const shellAccess = { allowNoRole: true, allowExpired: true };

/**
 * /schema/*: the quick deploy of an enterprise installed from a host (its directory imported) and
 * the novice guide. Standalone enterprises are set up at registration and never need it.
 */
export async function quickDeployRoutes(app: FastifyInstance, options: { hosts: HostsService; deploy: QuickDeploy }) {
  const { hosts, deploy } = options;

  app.get(HostPaths.isQuickDeploy, { config: shellAccess }, async (request) => {
    const { enterprise } = caller(request);
    const state = await deploy.state(enterprise.id);
    const corp = await hosts.corpOfEnterprise(enterprise.id);
    return { success: true, data: { is_quick_deploy: corp && state.progress < 100 ? 1 : 0 } };
  });

  app.get(HostPaths.progress, { config: shellAccess }, async (request) => {
    const { enterprise } = caller(request);
    const state = await deploy.state(enterprise.id);
    const corp = await hosts.corpOfEnterprise(enterprise.id);
    const running = deploy.isRunning(enterprise.id);
    return {
      success: true,
      data: { progress: state.progress, done: state.progress >= 100, running, error: running ? null : (corp?.installError ?? null) },
    };
  });

  /** Runs the quick deploy again (after a failure, or to bring in members and departments added since). */
  app.post(HostPaths.install, { config: { power: Power.quickDeployCheck, allowExpired: true } }, async (request) => {
    const { enterprise } = caller(request);
    const corp = await hosts.corpOfEnterprise(enterprise.id);
    if (!corp) throw badRequest('本企业不是从企业微信或钉钉安装的，无需快速部署');
    void deploy.run(enterprise.id, await hosts.platformOfEnterprise(enterprise.id));
    return { success: true, data: { started: true } };
  });

  app.get(HostPaths.isNoviceGuide, { config: shellAccess }, async (request) => {
    const { enterprise } = caller(request);
    const { noviceGuideDone } = await deploy.state(enterprise.id);
    return { success: true, data: { is_novice_guide: noviceGuideDone ? 0 : 1 } };
  });
}
