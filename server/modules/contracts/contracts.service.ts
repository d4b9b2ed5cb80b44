import { sql } from 'drizzle-orm';
import { Messages } from '@domain/common/messages';
import type { Paging } from '@domain/common/paging';
import type { Verdict } from '@domain/common/machine';
import { ContractOp, contractApproval, contractLifecycle, contractOperations, moveTo, type MachineContract } from '@domain/contracts/contract.machine';
import { APPROVAL_ACTION_NAMES, ApprovalAction, ApprovalState, CONTRACT_STATUS_NAMES, type ApprovalStateValue, type ContractStatusValue } from '@domain/contracts/contracts.constants';
import type { ApproveContractInput, ChangeContractStatusInput, ContractFilter, ContractRow, ContractView, SaveContractInput } from '@domain/contracts/contracts.schemas';
import { ContractErrors } from '@domain/contracts/errors';
import { Role, type RoleType } from '@domain/shell/roles';
import { DetailEntityType } from '@domain/templates/fixed-fields';
import type { Database, Tx } from '../../db/database';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
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

/** A stored contract as the machines read it. */
const machineContract = (r: q.ContractRecord): MachineContract => ({
  approvalState: r.approvalState as ApprovalStateValue,
  status: r.status as ContractStatusValue,
  creatorId: r.createdBy,
});
/** The row with what the caller may do with it now. */
const withOperations = (actor: ContractActor, row: ContractRow): ContractView => ({
  ...row,
  operations: contractOperations({ approvalState: row.approvalState, status: row.status, creatorId: row.createdBy?.id ?? null }, actor),
});
/** The state a machine's verdict leads to; its refusal as the caller's error. */
function enforce<To>(verdict: Verdict<To>): To | undefined {
  if (!verdict.ok) throw new AppError(verdict.status, verdict.message);
  return verdict.to;
}

/** Sales contracts (/salesContract): drafts, approval (1 → 2 → 3) and the lifecycle of approved contracts. */
export class ContractsService {
  constructor(private readonly db: Database) {}

  async list(actor: ContractActor, filter: ContractFilter, paging: Paging): Promise<ContractView[]> {
    const rows = await this.db.tenant(actor.enterpriseId, (tx) => q.listContracts(tx, actor, filter, paging));
    return rows.map((row) => withOperations(actor, row));
  }

  count(actor: ContractActor, filter: ContractFilter): Promise<number> {
    return this.db.tenant(actor.enterpriseId, (tx) => q.countContracts(tx, actor, filter));
  }

  async detail(actor: ContractActor, id: number): Promise<ContractView> {
    const row = await this.db.tenant(actor.enterpriseId, (tx) => q.findContract(tx, actor, id));
    if (!row) throw notFound(ContractErrors.notFound);
    return withOperations(actor, row);
  }

  /** Adds a draft or edits one waiting to be submitted; a rejected contract comes back here. */
  async save(actor: ContractActor, input: SaveContractInput): Promise<ContractView> {
    const { enterpriseId } = actor;
    const { id, customValues, ...fields } = input;
    if (fields.startDate && fields.endDate && fields.endDate < fields.startDate) throw badRequest(`endDate: ${ContractErrors.endBeforeStart}`);
    const values = await checkedDetailValues(this.db, enterpriseId, DetailEntityType.saleContract, customValues);
    return this.db.tenant(enterpriseId, async (tx) => {
      await lockContracts(tx, enterpriseId);
      const [before] = id ? await q.findRecords(tx, actor, [id]) : [];
      if (id && !before) throw notFound(ContractErrors.notFound);
      if (before) enforce(contractApproval.decide(machineContract(before), actor, ContractOp.edit));
      await customerSnapshot(tx, fields.customerId, actor);
      if (fields.signerUserId !== null && (await activeUsersAmong(tx, enterpriseId, [fields.signerUserId])).length === 0)
        throw notFound(ContractErrors.signerNotFound);
      if (await q.numberTaken(tx, enterpriseId, fields.contractNo, id)) throw conflict(ContractErrors.numberTaken);
      const stored = { ...fields, customValues: values };
      if (id) await q.updateContract(tx, enterpriseId, id, stored);
      const savedId = id ?? (await q.insertContract(tx, enterpriseId, { ...stored, createdBy: actor.userId }));
      const after = (await q.findContract(tx, actor, savedId))!;
      await logContractChange(tx, actor, before ? 'contract.update' : 'contract.create', savedId, `${before ? '修改' : '新增'}销售合同：${after.contractNo} ${after.name}`, before, after);
      return withOperations(actor, after);
    });
  }

  /** Submit, approve, reject or withdraw, as the approval machine allows (the role is refused before the contract is looked up). */
  approve(actor: ContractActor, input: ApproveContractInput): Promise<ContractView> {
    const { enterpriseId } = actor;
    const byRole = contractApproval.refuseRole(input.action, actor);
    if (byRole) enforce(byRole);
    return this.db.tenant(enterpriseId, async (tx) => {
      await lockContracts(tx, enterpriseId);
      const [before] = await q.findRecords(tx, actor, [input.id]);
      if (!before) throw notFound(ContractErrors.notFound);
      const next = enforce(contractApproval.decide(machineContract(before), actor, input.action))!;
      await q.updateContract(tx, enterpriseId, before.id, {
        approvalState: next,
        rejectReason: input.action === ApprovalAction.reject ? input.reason : '',
        approvedBy: next === ApprovalState.approved ? actor.userId : null,
        approvedAt: next === ApprovalState.approved ? new Date() : null,
      });
      const after = (await q.findContract(tx, actor, before.id))!;
      await logContractChange(tx, actor, `contract.${input.action}`, before.id, `${APPROVAL_ACTION_NAMES[input.action]}：${after.contractNo} ${after.name}`, before, after);
      await this.tell(tx, actor, after, input.action, input.reason);
      return withOperations(actor, after);
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
  changeStatus(actor: ContractActor, input: ChangeContractStatusInput): Promise<ContractView> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      await lockContracts(tx, enterpriseId);
      const [before] = await q.findRecords(tx, actor, [input.id]);
      if (!before) throw notFound(ContractErrors.notFound);
      enforce(contractLifecycle.decide(machineContract(before), actor, moveTo(input.status)));
      const from = before.status as ContractStatusValue;
      await q.updateContract(tx, enterpriseId, before.id, { status: input.status });
      const after = (await q.findContract(tx, actor, before.id))!;
      await logContractChange(tx, actor, 'contract.status', before.id, `合同状态：${after.contractNo} ${CONTRACT_STATUS_NAMES[from]} → ${CONTRACT_STATUS_NAMES[input.status]}`, before, after);
      return withOperations(actor, after);
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
      for (const contract of found) enforce(contractApproval.decide(machineContract(contract), actor, ContractOp.delete));
      await q.deleteContracts(tx, enterpriseId, ids);
      await logContractChange(tx, actor, 'contract.delete', ids.join(','), `删除销售合同：${found.map((c) => c.contractNo).join('、')}`, found);
    });
  }
}
