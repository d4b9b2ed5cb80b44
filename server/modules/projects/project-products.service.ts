import type { Paging } from '@domain/common/paging';
import { ProjectErrors } from '@domain/projects/errors';
import { ProjectOp, projectMachine } from '@domain/projects/project.machine';
import { PROJECT_PRODUCT_KIND_NAMES, ProjectProductKind, type ProjectProductKindValue } from '@domain/projects/projects.constants';
import type { LinkProjectProductsInput, ProjectProductView } from '@domain/projects/projects.schemas';
import type { Database, Executor, Tx } from '../../db/database';
import { badRequest, notFound } from '../../lib/app-error';
import { findCustomerProducts, findProducts } from '../products/products.public';
import * as x from './project-extras.queries';
import { logProjectChange, type ProjectActor } from './project-log';
import { machineProject, visibleProject } from './project-view';
import type { ProjectRecord } from './projects.queries';
import { enforce } from './projects.service';

type Described = { name: string; detail: string; customerName: string | null };

/** The products among `ids` of `kind`, by id, through the products module's face. */
async function describe(tx: Executor, enterpriseId: number, kind: ProjectProductKindValue, ids: number[]): Promise<Map<number, Described>> {
  if (ids.length === 0) return new Map();
  if (kind === ProjectProductKind.customer) {
    const rows = await findCustomerProducts(tx, enterpriseId, '', ids);
    return new Map(rows.map((p) => [p.id, { name: p.name, detail: p.serialNumber, customerName: p.customerName }]));
  }
  const rows = await findProducts(tx, enterpriseId, ids);
  return new Map(rows.map((p) => [p.id, { name: p.name, detail: p.model, customerName: null }]));
}

/** Product links as the list shows them: each product's name and detail, or 产品已删除 for one deleted since. */
export async function describedLinks(tx: Executor, enterpriseId: number, links: x.ProductLinkRecord[]): Promise<ProjectProductView[]> {
  const described = new Map<ProjectProductKindValue, Map<number, Described>>();
  for (const kind of [ProjectProductKind.customer, ProjectProductKind.catalogue]) {
    described.set(kind, await describe(tx, enterpriseId, kind, links.filter((l) => l.kind === kind).map((l) => l.productId)));
  }
  return links.map((l) => {
    const product = described.get(l.kind)?.get(l.productId);
    return {
      id: l.id,
      kind: l.kind,
      productId: l.productId,
      name: product?.name ?? '产品已删除',
      detail: product?.detail ?? '',
      customerName: product?.customerName ?? null,
      createTime: l.createdAt.toISOString(),
    };
  });
}

/**
 * A project's products (spec: production list, count, delete, access): customer products or archive products
 * linked to it. Everyone who sees the project reads them; linking and unlinking is an edit of the project, so
 * the project machine's `edit` decides (its creator, an administrator or a template editor, not while an approval waits).
 */
export class ProjectProductsService {
  constructor(private readonly db: Database) {}

  list(actor: ProjectActor, projectId: number, paging: Paging): Promise<ProjectProductView[]> {
    return this.db.tenantRead(actor.enterpriseId, async (tx) => {
      await visibleProject(tx, actor, projectId);
      return describedLinks(tx, actor.enterpriseId, await x.productLinks(tx, actor.enterpriseId, projectId, paging));
    });
  }

  count(actor: ProjectActor, projectId: number): Promise<number> {
    return this.db.tenantRead(actor.enterpriseId, async (tx) => {
      await visibleProject(tx, actor, projectId);
      return x.countProductLinks(tx, actor.enterpriseId, projectId);
    });
  }

  /** Links products of the enterprise (one already linked stays once). */
  access(actor: ProjectActor, { projectId, kind, productIds }: LinkProjectProductsInput): Promise<number> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const project = await this.editable(tx, actor, projectId);
      const found = await describe(tx, actor.enterpriseId, kind, productIds);
      if (found.size !== productIds.length) throw notFound(`productIds: ${ProjectErrors.productNotFound}`);
      await x.insertProductLinks(tx, actor.enterpriseId, projectId, actor.userId, kind, productIds);
      const names = productIds.map((id) => found.get(id)!.name).join('、');
      await logProjectChange(tx, actor, 'projectProduct.add', projectId, `项目关联${PROJECT_PRODUCT_KIND_NAMES[kind]}：${project.projectNo} ${names}`);
      return x.countProductLinks(tx, actor.enterpriseId, projectId);
    });
  }

  /** Unlinks products of the project, all or none. */
  remove(actor: ProjectActor, projectId: number, ids: number[]): Promise<void> {
    if (ids.length === 0) throw badRequest('ids: 请选择产品');
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const project = await this.editable(tx, actor, projectId);
      const links = await x.productLinks(tx, actor.enterpriseId, projectId, undefined, ids);
      if (links.length !== ids.length) throw notFound(ProjectErrors.productNotFound);
      await x.deleteProductLinks(tx, actor.enterpriseId, projectId, ids);
      await logProjectChange(tx, actor, 'projectProduct.delete', projectId, `项目移除产品：${project.projectNo}`, links);
    });
  }

  private async editable(tx: Tx, actor: ProjectActor, projectId: number): Promise<ProjectRecord> {
    const project = await visibleProject(tx, actor, projectId, true);
    enforce(projectMachine.decide(machineProject(project), actor, ProjectOp.edit));
    return project;
  }

}
