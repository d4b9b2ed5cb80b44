import type {
  CustomAppSettingView,
  CustomAppView,
  CustomFormView,
  SaveCustomAppGroupInput,
  SaveCustomAppInput,
  SortCustomAppsInput,
} from '@domain/custom-apps/custom-apps.schemas';
import { CustomAppType, CUSTOM_APP_TYPE_NAMES } from '@domain/custom-apps/custom-apps.constants';
import { CustomAppErrors } from '@domain/custom-apps/errors';
import type { TemplateForm } from '@domain/templates/template-form.schemas';
import type { Database, Tx } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import type { Bus } from '../../lib/bus';
import { assertDefinition } from '../templates/templates.public';
import { announceMenuChange, lockCustomApps, logChange, type CustomAppActor } from './custom-apps-common';
import * as q from './custom-apps.queries';

const EMPTY_FORM: TemplateForm = { fields: [] };
const sameIds = (a: number[], b: number[]) => a.length === b.length && new Set(a).size === a.length && a.every((id) => b.includes(id));

/** The administrator's side of custom applications: groups, applications, their order and their forms. */
export class CustomAppsService {
  constructor(
    private readonly db: Database,
    private readonly bus: Bus,
  ) {}

  setting(enterpriseId: number): Promise<CustomAppSettingView> {
    return this.db.tenant(enterpriseId, async (tx) => {
      const groups = await q.listGroups(tx, enterpriseId);
      const apps = await q.listApps(tx, enterpriseId);
      const forms = await q.listFormSummaries(tx, enterpriseId);
      return {
        groups: groups.map((g) => ({ id: g.id, name: g.name, sort: g.sort, apps: apps.filter((a) => a.groupId === g.id) })),
        forms,
      };
    });
  }

  saveGroup(actor: CustomAppActor, input: SaveCustomAppGroupInput): Promise<number> {
    return this.write(actor, async (tx, enterpriseId) => {
      const before = input.id ? await q.findGroup(tx, enterpriseId, input.id) : undefined;
      if (input.id && !before) throw notFound(CustomAppErrors.groupNotFound);
      if (await q.groupNameTaken(tx, enterpriseId, input.name, input.id)) throw conflict(CustomAppErrors.groupNameTaken);
      if (before) await q.updateGroup(tx, enterpriseId, before.id, input.name);
      const id = before?.id ?? (await q.insertGroup(tx, enterpriseId, input.name));
      await logChange(tx, actor, {
        action: before ? 'custom-app-group.update' : 'custom-app-group.create',
        targetId: id,
        summary: before ? `修改应用分组：${before.name} → ${input.name}` : `新增应用分组：${input.name}`,
      });
      return id;
    });
  }

  removeGroup(actor: CustomAppActor, id: number): Promise<void> {
    return this.write(actor, async (tx, enterpriseId) => {
      const group = await q.findGroup(tx, enterpriseId, id);
      if (!group) throw notFound(CustomAppErrors.groupNotFound);
      if ((await q.appCount(tx, enterpriseId, { groupId: id })) > 0) throw conflict(CustomAppErrors.groupNotEmpty);
      await q.deleteGroup(tx, enterpriseId, id);
      await logChange(tx, actor, { action: 'custom-app-group.delete', targetId: id, summary: `删除应用分组：${group.name}` });
    });
  }

  /**
   * Creates or edits an application; a form or list application without a form gets a new, empty
   * one. A form an edit leaves unused stays, with its records, to be chosen again.
   */
  saveApp(actor: CustomAppActor, input: SaveCustomAppInput): Promise<CustomAppView> {
    return this.write(actor, async (tx, enterpriseId) => {
      const before = input.id ? await q.findApp(tx, enterpriseId, input.id) : undefined;
      if (input.id && !before) throw notFound(CustomAppErrors.appNotFound);
      if (!(await q.findGroup(tx, enterpriseId, input.groupId))) throw notFound(CustomAppErrors.groupNotFound);
      if (await q.appNameTaken(tx, enterpriseId, input.groupId, input.name, input.id)) throw conflict(CustomAppErrors.appNameTaken);
      const isLink = input.formType === CustomAppType.link;
      let formId: number | null = null;
      if (!isLink) {
        formId = input.formId ?? (before?.formType !== CustomAppType.link ? before?.formId : null) ?? null;
        if (formId !== null && !(await q.findForm(tx, enterpriseId, formId))) throw notFound(`formId: ${CustomAppErrors.formNotFound}`);
        formId ??= await q.insertForm(tx, enterpriseId, input.name, EMPTY_FORM);
      }
      const fields: q.AppFields = {
        groupId: input.groupId,
        name: input.name,
        icon: input.icon,
        formType: input.formType,
        externalUrl: isLink ? input.externalUrl! : null,
        formId,
        roles: input.roles,
        enabled: input.enabled,
      };
      // Moved to another group: it goes last there.
      if (before) await q.updateApp(tx, enterpriseId, before.id, fields, before.groupId !== input.groupId);
      const id = before?.id ?? (await q.insertApp(tx, enterpriseId, fields));
      const after = (await q.findApp(tx, enterpriseId, id))!;
      await logChange(tx, actor, {
        action: before ? 'custom-app.update' : 'custom-app.create',
        targetId: id,
        summary: `${before ? '修改' : '新增'}自定义应用：${after.name}（${CUSTOM_APP_TYPE_NAMES[after.formType]}）`,
        before,
        after,
      });
      return after;
    });
  }

  setEnabled(actor: CustomAppActor, id: number, enabled: boolean): Promise<void> {
    return this.write(actor, async (tx, enterpriseId) => {
      const app = await q.findApp(tx, enterpriseId, id);
      if (!app) throw notFound(CustomAppErrors.appNotFound);
      await q.updateApp(tx, enterpriseId, id, { enabled });
      await logChange(tx, actor, { action: 'custom-app.enable', targetId: id, summary: `${enabled ? '启用' : '停用'}自定义应用：${app.name}` });
    });
  }

  /** Deletes the application; its form and records go with it unless another application still uses the form. */
  removeApp(actor: CustomAppActor, id: number): Promise<void> {
    return this.write(actor, async (tx, enterpriseId) => {
      const app = await q.findApp(tx, enterpriseId, id);
      if (!app) throw notFound(CustomAppErrors.appNotFound);
      await q.deleteApp(tx, enterpriseId, id);
      if (app.formId !== null) await this.dropOrphanForm(tx, enterpriseId, app.formId);
      await logChange(tx, actor, { action: 'custom-app.delete', targetId: id, summary: `删除自定义应用：${app.name}`, before: app });
    });
  }

  /** Orders all groups (no groupId) or all applications of one group as listed. */
  sort(actor: CustomAppActor, input: SortCustomAppsInput): Promise<void> {
    return this.write(actor, async (tx, enterpriseId) => {
      if (input.groupId === undefined) {
        const groups = await q.listGroups(tx, enterpriseId);
        if (!sameIds(input.ids, groups.map((g) => g.id))) throw badRequest(CustomAppErrors.sortGroupsMismatch);
        await q.setGroupOrder(tx, enterpriseId, input.ids);
      } else {
        if (!(await q.findGroup(tx, enterpriseId, input.groupId))) throw notFound(CustomAppErrors.groupNotFound);
        const apps = await q.listApps(tx, enterpriseId, { groupId: input.groupId });
        if (!sameIds(input.ids, apps.map((a) => a.id))) throw badRequest(CustomAppErrors.sortMismatch);
        await q.setAppOrder(tx, enterpriseId, input.ids);
      }
      await logChange(tx, actor, { action: 'custom-app.sort', targetId: input.groupId ?? null, summary: '调整自定义应用顺序', after: input.ids });
    });
  }

  form(enterpriseId: number, formId: number): Promise<CustomFormView> {
    return this.db.tenant(enterpriseId, async (tx) => {
      const form = await q.findForm(tx, enterpriseId, formId);
      if (!form) throw notFound(CustomAppErrors.formNotFound);
      return { id: form.id, name: form.name, form: form.form as TemplateForm };
    });
  }

  /** Saves a form definition whole. Stored values of removed fields stay in their records, unread. */
  saveForm(actor: CustomAppActor, formId: number, input: { name?: string; form: TemplateForm }): Promise<CustomFormView> {
    return this.write(actor, async (tx, enterpriseId) => {
      const before = await q.findForm(tx, enterpriseId, formId);
      if (!before) throw notFound(CustomAppErrors.formNotFound);
      // No field of a custom form is one of a record's own columns.
      const form: TemplateForm = { fields: input.form.fields.map((f) => ({ ...f, fixed: false })) };
      assertDefinition(form);
      await q.updateForm(tx, enterpriseId, formId, { name: input.name, form });
      await logChange(tx, actor, {
        action: 'custom-app-form.save',
        targetId: formId,
        summary: `保存自定义表单：${input.name ?? before.name}`,
        before: before.form,
        after: form,
      });
      return { id: formId, name: input.name ?? before.name, form };
    });
  }

  private async dropOrphanForm(tx: Tx, enterpriseId: number, formId: number) {
    if ((await q.appCount(tx, enterpriseId, { formId })) === 0) await q.deleteForm(tx, enterpriseId, formId);
  }

  private async write<T>(actor: CustomAppActor, work: (tx: Tx, enterpriseId: number) => Promise<T>): Promise<T> {
    const { enterpriseId } = actor;
    const result = await this.db.tenant(enterpriseId, async (tx) => {
      await lockCustomApps(tx, enterpriseId);
      return work(tx, enterpriseId);
    });
    announceMenuChange(this.bus, enterpriseId);
    return result;
  }
}
