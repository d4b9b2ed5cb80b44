import { AccountOp, accountMachine, type PortalActor } from '@domain/portal/account.machine';
import { PortalErrors } from '@domain/portal/errors';
import { ACCOUNT_STATUS_NAMES, AccountStatus, MAX_ADDRESSES, MAX_CHILDREN, type AccountStatusValue } from '@domain/portal/portal.constants';
import type { AccountFilter, AccountStatusInput, PortalAccountDetail, PortalAccountRow, PortalAddressRow, SaveAccountInput, SaveAddressInput } from '@domain/portal/portal.schemas';
import type { Paging } from '@domain/common/paging';
import type { Database, Tx } from '../../db/database';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import { recordOperation } from '../audit/audit.public';
import { customerSnapshot } from '../customers/customers.public';
import * as q from './accounts.queries';
import { endAccountSessions } from './portal-sessions';

const verdict = <To>(v: { ok: true; to?: To } | { ok: false; status: 403 | 409; message: string }): To | undefined => {
  if (!v.ok) throw new AppError(v.status, v.message);
  return v.to;
};
const log = (tx: Tx, actor: PortalActor, action: string, targetId: number, summary: string) =>
  recordOperation(tx, { enterpriseId: actor.enterpriseId, userId: actor.userId, module: 'portal', action, targetId, summary });

/** Portal accounts (/home_account): main accounts of customers, their child accounts and addresses, the recycle bin. */
export class PortalAccountsService {
  constructor(private readonly db: Database) {}

  list(actor: PortalActor, filter: AccountFilter, paging: Paging): Promise<{ list: PortalAccountRow[]; total: number }> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const f = { ...filter, parentId: null };
      return { list: await q.listAccounts(tx, actor, f, paging), total: await q.countAccounts(tx, actor, f) };
    });
  }

  recycleBin(actor: PortalActor, filter: AccountFilter, paging: Paging): Promise<{ list: PortalAccountRow[]; total: number }> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const f = { ...filter, deleted: true };
      return { list: await q.listAccounts(tx, actor, f, paging), total: await q.countAccounts(tx, actor, f) };
    });
  }

  children(actor: PortalActor, parentId: number): Promise<PortalAccountRow[]> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      await this.live(tx, actor, parentId);
      return q.listAccounts(tx, actor, { parentId }, { pageIndex: 0, pageSize: MAX_CHILDREN });
    });
  }

  detail(actor: PortalActor, id: number): Promise<PortalAccountDetail> {
    return this.db.tenant(actor.enterpriseId, async (tx) => this.detailOf(tx, actor, await this.live(tx, actor, id)));
  }

  /** Opens an account (active: staff open it) or edits its name and phone. */
  save(actor: PortalActor, input: SaveAccountInput): Promise<PortalAccountDetail> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      await q.lockPortal(tx, actor.enterpriseId);
      if (await q.livePhoneTaken(tx, actor.enterpriseId, input.phone, input.id)) throw conflict(PortalErrors.phoneTaken);
      if (input.id) {
        const record = await this.live(tx, actor, input.id, true);
        await q.updateAccount(tx, actor.enterpriseId, record.id, { name: input.name, phone: input.phone });
        await endAccountSessions(tx, actor.enterpriseId, [record.id]);
        await log(tx, actor, 'account.edit', record.id, `编辑门户账号：${input.name} ${input.phone}`);
        return this.detailOf(tx, actor, (await q.findAccount(tx, actor, record.id))!);
      }
      let customerId = input.customerId;
      let parentId: number | null = null;
      if (input.parentId) {
        const parent = await q.findAccount(tx, actor, input.parentId, { lock: true });
        if (!parent) throw badRequest(`parentId: ${PortalErrors.accountNotFound}`);
        if (parent.parentId !== null) throw badRequest(`parentId: ${PortalErrors.childOfChild}`);
        if ((await q.countAccounts(tx, actor, { parentId: parent.id })) >= MAX_CHILDREN) throw conflict(PortalErrors.tooManyChildren);
        customerId = parent.customerId;
        parentId = parent.id;
      }
      if (!customerId) throw badRequest('customerId: 请选择客户');
      await customerSnapshot(tx, customerId, actor).catch((e: unknown) => {
        throw e instanceof AppError && e.statusCode === 404 ? badRequest(`customerId: ${PortalErrors.customerNotFound}`) : e;
      });
      const created = await q.insertAccount(tx, {
        enterpriseId: actor.enterpriseId,
        customerId,
        parentId,
        name: input.name,
        phone: input.phone,
        status: AccountStatus.active,
        createdBy: actor.userId,
      });
      await log(tx, actor, parentId ? 'child.create' : 'account.create', created.id, `开通门户${parentId ? '子' : ''}账号：${input.name} ${input.phone}`);
      return this.detailOf(tx, actor, created);
    });
  }

  changeStatus(actor: PortalActor, input: AccountStatusInput): Promise<PortalAccountDetail> {
    verdict(accountMachine.refuseRole(input.op, actor) ?? { ok: true });
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const record = await this.live(tx, actor, input.id, true);
      const to = verdict(accountMachine.decide({ status: record.status as AccountStatusValue }, actor, input.op))!;
      await q.updateAccount(tx, actor.enterpriseId, record.id, { status: to });
      if (to !== AccountStatus.active) await endAccountSessions(tx, actor.enterpriseId, [record.id]);
      await log(tx, actor, `account.${input.op}`, record.id, `门户账号 ${record.name}：${ACCOUNT_STATUS_NAMES[record.status as AccountStatusValue]} → ${ACCOUNT_STATUS_NAMES[to]}`);
      return this.detailOf(tx, actor, (await q.findAccount(tx, actor, record.id))!);
    });
  }

  /** To the recycle bin, all or none; a main account takes its child accounts with it. Their portal sessions end. */
  remove(actor: PortalActor, ids: number[]): Promise<void> {
    verdict(accountMachine.refuseRole(AccountOp.delete, actor) ?? { ok: true });
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      await q.lockPortal(tx, actor.enterpriseId);
      const now = new Date();
      for (const id of ids) {
        const record = await this.live(tx, actor, id, true);
        verdict(accountMachine.decide({ status: record.status as AccountStatusValue }, actor, AccountOp.delete));
        const gone = await q.recycleFamily(tx, actor.enterpriseId, record.id, now);
        await endAccountSessions(tx, actor.enterpriseId, gone.map((g) => g.id));
        await log(tx, actor, 'account.delete', record.id, `删除门户账号：${record.name} ${record.phone}`);
      }
    });
  }

  /** POST /home/account/relegation: restores accounts from the recycle bin, unless their phone was given to another account meanwhile. */
  restore(actor: PortalActor, ids: number[]): Promise<void> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      await q.lockPortal(tx, actor.enterpriseId);
      for (const id of ids) {
        const record = await q.findAccount(tx, actor, id, { deleted: true, lock: true });
        if (!record) throw notFound(PortalErrors.notInRecycleBin);
        if (record.parentId !== null && !(await q.findAccount(tx, actor, record.parentId))) throw conflict(`${record.name}：请先恢复其主账号`);
        for (const member of await q.recycledFamily(tx, actor.enterpriseId, record.id))
          if (await q.livePhoneTaken(tx, actor.enterpriseId, member.phone, member.id)) throw conflict(`${member.phone}：${PortalErrors.phoneTaken}`);
        await q.recycleFamily(tx, actor.enterpriseId, record.id, null);
        await log(tx, actor, 'account.restore', record.id, `恢复门户账号：${record.name} ${record.phone}`);
      }
    });
  }

  /** POST /home/account/children/setDefault: the main account's default child (its first contact). */
  setDefaultChild(actor: PortalActor, id: number): Promise<void> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const record = await this.live(tx, actor, id, true);
      if (record.parentId === null) throw badRequest('id: 只能将子账号设为默认');
      await q.clearDefaultChild(tx, actor.enterpriseId, record.parentId);
      await q.updateAccount(tx, actor.enterpriseId, record.id, { isDefault: true });
    });
  }

  addresses(actor: PortalActor, accountId: number): Promise<PortalAddressRow[]> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      await this.live(tx, actor, accountId);
      return q.listAddresses(tx, actor.enterpriseId, accountId);
    });
  }

  saveAddress(actor: PortalActor, input: SaveAddressInput): Promise<PortalAddressRow[]> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const account = await this.live(tx, actor, input.accountId, true);
      const existing = await q.listAddresses(tx, actor.enterpriseId, account.id);
      if (input.id && !existing.some((a) => a.id === input.id)) throw notFound(PortalErrors.addressNotFound);
      if (!input.id && existing.length >= MAX_ADDRESSES) throw conflict(PortalErrors.tooManyAddresses);
      const isDefault = input.isDefault || existing.length === 0;
      if (isDefault) await q.clearDefaultAddress(tx, actor.enterpriseId, account.id);
      const values = { contactName: input.contactName, phone: input.phone, address: input.address, isDefault };
      if (input.id) await q.updateAddress(tx, actor.enterpriseId, input.id, values);
      else await q.insertAddress(tx, { ...values, enterpriseId: actor.enterpriseId, accountId: account.id });
      return q.listAddresses(tx, actor.enterpriseId, account.id);
    });
  }

  setDefaultAddress(actor: PortalActor, id: number): Promise<PortalAddressRow[]> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const address = await q.findAddress(tx, actor.enterpriseId, id);
      if (!address) throw notFound(PortalErrors.addressNotFound);
      await this.live(tx, actor, address.accountId, true).catch(() => {
        throw notFound(PortalErrors.addressNotFound);
      });
      await q.clearDefaultAddress(tx, actor.enterpriseId, address.accountId);
      await q.updateAddress(tx, actor.enterpriseId, id, { isDefault: true });
      return q.listAddresses(tx, actor.enterpriseId, address.accountId);
    });
  }

  removeAddress(actor: PortalActor, id: number): Promise<void> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const address = await q.findAddress(tx, actor.enterpriseId, id);
      if (!address) throw notFound(PortalErrors.addressNotFound);
      await this.live(tx, actor, address.accountId, true).catch(() => {
        throw notFound(PortalErrors.addressNotFound);
      });
      await q.deleteAddress(tx, actor.enterpriseId, id);
    });
  }

  private async live(tx: Tx, actor: PortalActor, id: number, lock = false): Promise<q.AccountRecord> {
    const record = await q.findAccount(tx, actor, id, { lock });
    if (!record) throw notFound(PortalErrors.accountNotFound);
    return record;
  }

  private async detailOf(tx: Tx, actor: PortalActor, record: q.AccountRecord): Promise<PortalAccountDetail> {
    const row = await q.accountRow(tx, actor, record);
    return { ...row, allowedOperations: accountMachine.allowedOperations({ status: row.status }, actor) };
  }
}
