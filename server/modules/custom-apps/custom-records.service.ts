import { CUSTOM_APP_MENU_KEY, CustomAppType } from '@domain/custom-apps/custom-apps.constants';
import type { CustomFormView, CustomRecordRow } from '@domain/custom-apps/custom-apps.schemas';
import { CustomAppErrors } from '@domain/custom-apps/errors';
import type { Paging } from '@domain/common/paging';
import { Role, type RoleType } from '@domain/shell/roles';
import type { TemplateForm } from '@domain/templates/template-form.schemas';
import type { Database, Executor } from '../../db/database';
import { badRequest, forbidden, notFound } from '../../lib/app-error';
import { storedFormValues } from '../../lib/form-values';
import type { GrantsService } from '../shell/shell.public';
import { userNames } from '../users/users.public';
import * as q from './custom-apps.queries';

/** Who uses a custom application: the signed-in user in their current role. */
export interface RecordCaller {
  enterpriseId: number;
  userId: number;
  role: RoleType;
}

/** What a caller may do with a form's records. */
type Use = 'enter' | 'read';

/**
 * Records of custom forms. Access follows the menu: a user may enter records through a form or list
 * application they see, and read and delete them through a list application they see (an
 * application is seen when it is enabled, its role list is empty or holds the user's current role,
 * and the role holds the 自定义应用 menu key). Administrators manage every form. A user deletes their
 * own records; an administrator any.
 */
export class CustomRecordsService {
  constructor(
    private readonly db: Database,
    private readonly grants: GrantsService,
  ) {}

  form(who: RecordCaller, formId: number): Promise<CustomFormView> {
    return this.tenant(who, async (tx, section) => {
      const form = await this.usableForm(tx, who, formId, 'enter', section);
      return { id: form.id, name: form.name, form: form.form as TemplateForm };
    });
  }

  list(who: RecordCaller, formId: number, paging: Paging): Promise<CustomRecordRow[]> {
    return this.tenant(who, async (tx, section) => {
      await this.usableForm(tx, who, formId, 'read', section);
      return this.rows(tx, who, await q.listRecords(tx, who.enterpriseId, formId, paging));
    });
  }

  count(who: RecordCaller, formId: number): Promise<number> {
    return this.tenant(who, async (tx, section) => {
      await this.usableForm(tx, who, formId, 'read', section);
      return q.countRecords(tx, who.enterpriseId, formId);
    });
  }

  detail(who: RecordCaller, formId: number, id: number): Promise<CustomRecordRow> {
    return this.tenant(who, async (tx, section) => {
      await this.usableForm(tx, who, formId, 'read', section);
      const found = await q.findRecords(tx, who.enterpriseId, formId, [id]);
      if (found.length === 0) throw notFound(CustomAppErrors.recordNotFound);
      return (await this.rows(tx, who, found))[0];
    });
  }

  /** Checks the values against the form's current definition (first problem refused, naming the field) and stores them with computed fields set. */
  create(who: RecordCaller, formId: number, input: Record<string, unknown>): Promise<CustomRecordRow> {
    return this.tenant(who, async (tx, section) => {
      const stored = await this.usableForm(tx, who, formId, 'enter', section);
      const definition = stored.form as TemplateForm;
      const values = storedFormValues(definition, input, 'values');
      const id = await q.insertRecord(tx, who.enterpriseId, formId, values, who.userId);
      return (await this.rows(tx, who, await q.findRecords(tx, who.enterpriseId, formId, [id])))[0];
    });
  }

  /** Deletes all the records or none. */
  remove(who: RecordCaller, formId: number, ids: number[]): Promise<void> {
    return this.tenant(who, async (tx, section) => {
      await this.usableForm(tx, who, formId, 'read', section);
      if (ids.length === 0) throw badRequest('ids: 请选择需要删除的行');
      const found = await q.findRecords(tx, who.enterpriseId, formId, ids);
      if (found.length !== ids.length) throw notFound(CustomAppErrors.recordNotFound);
      if (who.role !== Role.admin && found.some((r) => r.createdBy !== who.userId)) throw forbidden(CustomAppErrors.notYours);
      await q.deleteRecords(tx, who.enterpriseId, formId, ids);
    });
  }

  /** Opens the caller's tenant transaction knowing whether their role holds the menu section (read first: PGlite has one connection). */
  private async tenant<T>(who: RecordCaller, work: (tx: Executor, section: boolean) => Promise<T>): Promise<T> {
    const section = who.role === Role.admin || (await this.grants.menuKeys(who.enterpriseId, who.role)).has(CUSTOM_APP_MENU_KEY);
    return this.db.tenant(who.enterpriseId, (tx) => work(tx, section));
  }

  private async usableForm(tx: Executor, who: RecordCaller, formId: number, use: Use, section: boolean) {
    const form = await q.findForm(tx, who.enterpriseId, formId);
    if (!form) throw notFound(CustomAppErrors.formNotFound);
    if (who.role === Role.admin) return form;
    const types: number[] = use === 'read' ? [CustomAppType.list] : [CustomAppType.form, CustomAppType.list];
    const apps = await q.listApps(tx, who.enterpriseId, { formId, enabledOnly: true });
    const seen = apps.some((a) => types.includes(a.formType) && (a.roles.length === 0 || a.roles.includes(who.role)));
    if (!seen || !section) throw forbidden(CustomAppErrors.noAccess);
    return form;
  }

  private async rows(tx: Executor, who: RecordCaller, rows: q.RecordRow[]): Promise<CustomRecordRow[]> {
    const names = new Map((await userNames(tx, who.enterpriseId, [...new Set(rows.map((r) => r.createdBy))])).map((u) => [u.id, u.name]));
    return rows.map((r) => ({
      id: r.id,
      values: r.values as Record<string, unknown>,
      createUserId: r.createdBy,
      createUserName: names.get(r.createdBy) ?? '',
      createTime: r.createdAt.toISOString(),
      deletable: who.role === Role.admin || r.createdBy === who.userId,
    }));
  }
}
