import { sql } from 'drizzle-orm';
import { Messages } from '@domain/common/messages';
import type { Paging } from '@domain/common/paging';
import { APPROVAL_ACTION_NAMES, ApprovalAction, canMoveStatus, isEditable, nextApprovalState } from '@domain/contracts/contract.machine';
import { ApprovalState, CONTRACT_STATUS_NAMES, type ApprovalStateValue, type ContractStatusValue } from '@domain/contracts/contracts.constants';
import type { ApproveContractInput, ChangeContractStatusInput, ContractFilter, ContractRow, SaveContractInput } from '@domain/contracts/contracts.schemas';
import { ContractErrors, approvalRefused, statusRefused } from '@domain/contracts/errors';
import { Role, type RoleType } from '@domain/shell/roles';
import { DetailEntityType } from '@domain/templates/fixed-fields';
import type { Database, Tx } from '../../db/database';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error';
import { recordOperation } from '../audit/audit.public';
import { customerSnapshot } from '../customers/customers.public';
import { createNotices } from '../notices/notices.public';
import { checkedDetailValues } from '../templates/templates.public';
import { activeUsersAmong, activeUsersWithRole } from '../users/users.public';
import * as q from './contracts.queries';

export interface ContractActor {
  enterpriseId: number;
  userId: number;
  role: RoleType;
}

const LOCK_NAMESPACE = 7306;
export const lockContracts = (tx: Tx, enterpriseId: number) => tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}::int, ${enterpriseId % 2 ** 31}::int)`);
export const logContractChange = (tx: Tx, actor: Pick<ContractActor, 'enterpriseId' | 'userId'>, action: string, targetId: string | number | null, summary: string, before?: unknown, after?: unknown) =>
  recordOperation(tx, { enterpriseId: actor.enterpriseId, userId: actor.userId, module: 'contracts', action, targetId, summary, before, after });
const link = (id: number) => `/salesContractDetail?id=${id}`;

/** Sales contracts (/salesContract): drafts, approval (1 → 2 → 3) and the lifecycle of approved contracts. */
export class ContractsService {
  constructor(private readonly db: Database) {}

  list(actor: ContractActor, filter: ContractFilter, paging: Paging): Promise<ContractRow[]> {
    return this.db.tenant(actor.enterpriseId, (tx) => q.listContracts(tx, actor, filter, paging));
  }

  count(actor: ContractActor, filter: ContractFilter): Promise<number> {
    return this.db.tenant(actor.enterpriseId, (tx) => q.countContracts(tx, actor, filter));
  }

  async detail(actor: ContractActor, id: number): Promise<ContractRow> {
    const row = await this.db.tenant(actor.enterpriseId, (tx) => q.findContract(tx, actor, id));
    if (!row) throw notFound(ContractErrors.notFound);
    return row;
  }

  /** Adds a draft or edits one waiting to be submitted; a rejected contract comes back here. */
  async save(actor: ContractActor, input: SaveContractInput): Promise<ContractRow> {
    const { enterpriseId } = actor;
    const { id, customValues, ...fields } = input;
    if (fields.startDate && fields.endDate && fields.endDate < fields.startDate) throw badRequest(`endDate: ${ContractErrors.endBeforeStart}`);
    const values = await checkedDetailValues(this.db, enterpriseId, DetailEntityType.saleContract, customValues);
    return this.db.tenant(enterpriseId, async (tx) => {
      await lockContracts(tx, enterpriseId);
      const [before] = id ? await q.findRecords(tx, actor, [id]) : [];
      if (id && !before) throw notFound(ContractErrors.notFound);
      if (before && !isEditable(before.approvalState as ApprovalStateValue)) throw conflict(ContractErrors.notEditable);
      await customerSnapshot(tx, fields.customerId, actor);
      if (fields.signerUserId !== null && (await activeUsersAmong(tx, enterpriseId, [fields.signerUserId])).length === 0)
        throw notFound(ContractErrors.signerNotFound);
      if (await q.numberTaken(tx, enterpriseId, fields.contractNo, id)) throw conflict(ContractErrors.numberTaken);
      const stored = { ...fields, customValues: values };
      if (id) await q.updateContract(tx, enterpriseId, id, stored);
      const savedId = id ?? (await q.insertContract(tx, enterpriseId, { ...stored, createdBy: actor.userId }));
      const after = (await q.findContract(tx, actor, savedId))!;
      await logContractChange(tx, actor, before ? 'contract.update' : 'contract.create', savedId, `${before ? '修改' : '新增'}销售合同：${after.contractNo} ${after.name}`, before, after);
      return after;
    });
  }

  /**
   * Submit, approve, reject or withdraw. Writers submit and withdraw; approvers approve and reject,
   * never a contract they wrote themselves unless they are the administrator.
   */
  approve(actor: ContractActor, input: ApproveContractInput, approvers: readonly RoleType[], writers: readonly RoleType[]): Promise<ContractRow> {
    const { enterpriseId } = actor;
    const deciding = input.action === ApprovalAction.approve || input.action === ApprovalAction.reject;
    if (!(deciding ? approvers : writers).includes(actor.role)) throw forbidden();
    return this.db.tenant(enterpriseId, async (tx) => {
      await lockContracts(tx, enterpriseId);
      const [before] = await q.findRecords(tx, actor, [input.id]);
      if (!before) throw notFound(ContractErrors.notFound);
      const state = before.approvalState as ApprovalStateValue;
      const next = nextApprovalState(state, input.action);
      if (next === null) throw conflict(approvalRefused(input.action, state));
      if (deciding && before.createdBy === actor.userId && actor.role !== Role.admin) throw forbidden(ContractErrors.ownApproval);
      await q.updateContract(tx, enterpriseId, before.id, {
        approvalState: next,
        rejectReason: input.action === ApprovalAction.reject ? input.reason : '',
        approvedBy: next === ApprovalState.approved ? actor.userId : null,
        approvedAt: next === ApprovalState.approved ? new Date() : null,
      });
      const after = (await q.findContract(tx, actor, before.id))!;
      await logContractChange(tx, actor, `contract.${input.action}`, before.id, `${APPROVAL_ACTION_NAMES[input.action]}：${after.contractNo} ${after.name}`, before, after);
      await this.tell(tx, actor, after, input.action, input.reason);
      return after;
    });
  }

  /** In-app notices: approvers learn of a submitted contract, the writer of the decision. */
  private async tell(tx: Tx, actor: ContractActor, contract: ContractRow, action: ApproveContractInput['action'], reason: string) {
    const { enterpriseId } = actor;
    if (action === ApprovalAction.submit) {
      const approvers = [...(await activeUsersWithRole(tx, enterpriseId, Role.admin)), ...(await activeUsersWithRole(tx, enterpriseId, Role.director))];
      const userIds = approvers.map((u) => u.id).filter((id) => id !== actor.userId);
      await createNotices(tx, { enterpriseId, userIds, title: '销售合同待审批', content: `${contract.contractNo} ${contract.name}`, link: link(contract.id) });
    } else if ((action === ApprovalAction.approve || action === ApprovalAction.reject) && contract.createdBy && contract.createdBy.id !== actor.userId) {
      const verdict = action === ApprovalAction.approve ? '已通过审批' : `被驳回：${reason}`;
      await createNotices(tx, { enterpriseId, userIds: [contract.createdBy.id], title: `销售合同${verdict}`, content: `${contract.contractNo} ${contract.name}`, link: link(contract.id) });
    }
  }

  /** Moves an approved contract along its lifecycle (signed → executing → finished, or terminated). */
  changeStatus(actor: ContractActor, input: ChangeContractStatusInput): Promise<ContractRow> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      await lockContracts(tx, enterpriseId);
      const [before] = await q.findRecords(tx, actor, [input.id]);
      if (!before) throw notFound(ContractErrors.notFound);
      if (before.approvalState !== ApprovalState.approved) throw conflict(ContractErrors.notApproved);
      const from = before.status as ContractStatusValue;
      if (!canMoveStatus(from, input.status)) throw conflict(statusRefused(from, input.status));
      await q.updateContract(tx, enterpriseId, before.id, { status: input.status });
      const after = (await q.findContract(tx, actor, before.id))!;
      await logContractChange(tx, actor, 'contract.status', before.id, `合同状态：${after.contractNo} ${CONTRACT_STATUS_NAMES[from]} → ${CONTRACT_STATUS_NAMES[input.status]}`, before, after);
      return after;
    });
  }

  /** Deletes drafts only (all or none): submitted and approved contracts are records. */
  async remove(actor: ContractActor, ids: number[]): Promise<void> {
    if (ids.length === 0) throw badRequest(Messages.deleteNothingSelected);
    const { enterpriseId } = actor;
    await this.db.tenant(enterpriseId, async (tx) => {
      await lockContracts(tx, enterpriseId);
      const found = await q.findRecords(tx, actor, ids);
      if (found.length !== ids.length) throw notFound(ContractErrors.notFound);
      if (found.some((c) => !isEditable(c.approvalState as ApprovalStateValue))) throw conflict(ContractErrors.notEditable);
      await q.deleteContracts(tx, enterpriseId, ids);
      await logContractChange(tx, actor, 'contract.delete', ids.join(','), `删除销售合同：${found.map((c) => c.contractNo).join('、')}`, found);
    });
  }
}
