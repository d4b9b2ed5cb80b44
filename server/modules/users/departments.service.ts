import type { z } from 'zod';
import { Messages } from '@domain/common/messages';
import { pathFromRoot, subtreeIds } from '@domain/users/department-tree';
import { DepartmentErrors, UserErrors } from '@domain/users/errors';
import type { AddDepartmentSchema, UpdateDepartmentSchema } from '@domain/users/users.schemas';
import type { Database, Tx } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import * as q from './departments.queries';
import { lockOrganisation, logOrganisationChange, type OrganisationActor } from './organisation-common';

type AddDepartmentInput = z.infer<typeof AddDepartmentSchema>;
type UpdateDepartmentInput = z.infer<typeof UpdateDepartmentSchema>;
type Link = Awaited<ReturnType<typeof q.departmentLinks>>[number];

/** The enterprise's department tree: one root (named after the enterprise) and departments below it. */
export class DepartmentsService {
  constructor(private readonly db: Database) {}

  list(enterpriseId: number) {
    return this.db.tenant(enterpriseId, (tx) => q.listDepartments(tx, enterpriseId));
  }

  async path(enterpriseId: number, id: number): Promise<number[]> {
    const path = pathFromRoot(await this.db.tenant(enterpriseId, (tx) => q.departmentLinks(tx, enterpriseId)), id);
    if (path.length === 0) throw notFound(UserErrors.departmentNotFound);
    return path;
  }

  add(actor: OrganisationActor, input: AddDepartmentInput): Promise<number> {
    return this.change(actor, async (tx, tree) => {
      const parent = tree.get(input.parentId);
      if (!parent) throw badRequest(UserErrors.departmentNotFound);
      if (await q.siblingNameTaken(tx, actor.enterpriseId, parent.id, input.name)) throw conflict(DepartmentErrors.nameTaken);
      const id = await q.insertDepartment(tx, actor.enterpriseId, input.name, parent.id);
      const summary = `新增部门：${input.name}（上级：${parent.name}）`;
      await logOrganisationChange(tx, actor, { action: 'department.create', targetId: id, summary, after: { name: input.name, parentId: parent.id } });
      return id;
    });
  }

  /** Renames and/or moves a department; it cannot go below itself, and the root stays the root. */
  update(actor: OrganisationActor, input: UpdateDepartmentInput): Promise<void> {
    return this.change(actor, async (tx, tree, links) => {
      const department = tree.get(input.id);
      if (!department) throw notFound(UserErrors.departmentNotFound);
      const moving = input.parentId !== undefined && input.parentId !== department.parent_id;
      if (moving && department.parent_id === null) throw conflict(DepartmentErrors.rootNotMovable);
      const parent = moving ? tree.get(input.parentId!) : department.parent_id === null ? undefined : tree.get(department.parent_id);
      if (moving && !parent) throw badRequest(UserErrors.departmentNotFound);
      if (moving && subtreeIds(links, department.id).includes(parent!.id)) throw badRequest(DepartmentErrors.moveIntoOwnSubtree);
      const name = input.name ?? department.name;
      if (!moving && name === department.name) return;
      if (parent && (moving || name !== department.name) && (await q.siblingNameTaken(tx, actor.enterpriseId, parent.id, name, department.id)))
        throw conflict(DepartmentErrors.nameTaken);
      await q.updateDepartment(tx, actor.enterpriseId, department.id, { name, parentId: moving ? parent!.id : undefined });
      const renamed = name === department.name ? name : `${department.name} → ${name}`;
      const summary = moving ? `修改部门：${renamed}，移到${parent!.name}下` : `修改部门：${renamed}`;
      await logOrganisationChange(tx, actor, {
        action: 'department.update',
        targetId: department.id,
        summary,
        before: { name: department.name, parentId: department.parent_id },
        after: { name, parentId: parent?.id ?? null },
      });
    });
  }

  /**
   * Deletes all the departments or none. A department must be empty of members (its
   * sub-departments too) and have no sub-department left that is not deleted with it.
   */
  remove(actor: OrganisationActor, ids: number[]): Promise<void> {
    if (ids.length === 0) return Promise.reject(badRequest(Messages.deleteNothingSelected));
    return this.change(actor, async (tx, tree, links) => {
      const found = ids.map((id) => tree.get(id));
      if (found.some((d) => !d)) throw notFound(UserErrors.departmentNotFound);
      if (found.some((d) => d!.parent_id === null)) throw conflict(DepartmentErrors.rootNotDeletable);
      const below = [...new Set(ids.flatMap((id) => subtreeIds(links, id)))];
      if ((await q.countMembers(tx, actor.enterpriseId, below)) > 0) throw conflict(DepartmentErrors.hasMembers);
      if (below.some((id) => !ids.includes(id))) throw conflict(DepartmentErrors.hasChildren);
      await q.deleteDepartments(tx, actor.enterpriseId, ids);
      const summary = `删除部门：${found.map((d) => d!.name).join('、')}`;
      await logOrganisationChange(tx, actor, { action: 'department.delete', targetId: ids.join(','), summary, before: found });
    });
  }

  /** Runs a change behind the organisation lock with the tree as it stands. */
  private change<T>(actor: OrganisationActor, work: (tx: Tx, tree: Map<number, Link>, links: Link[]) => Promise<T>): Promise<T> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      await lockOrganisation(tx, actor.enterpriseId);
      const links = await q.departmentLinks(tx, actor.enterpriseId);
      return work(tx, new Map(links.map((d) => [d.id, d])), links);
    });
  }
}
