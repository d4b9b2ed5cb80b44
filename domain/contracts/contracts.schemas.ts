import { z } from 'zod';
import { ExportFormatSchema } from '../downloads/downloads.schemas';
import { PagingSchema } from '../common/paging';
import { commaIdsSchema } from '../users/users.schemas';
import type { ContractOpValue } from './contract.machine';
import { APPROVAL_ACTIONS, APPROVAL_STATES, CONTRACT_STATUSES, type ApprovalStateValue, type ContractStatusValue } from './contracts.constants';

const id = z.coerce.number({ error: 'id 须为正整数' }).int('id 须为正整数').positive('id 须为正整数');
const optionalParam = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
const DATE_RULE = '日期格式须为 YYYY-MM-DD';
const realDate = (s: string) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
const dateText = z.string({ error: DATE_RULE }).regex(/^\d{4}-\d{2}-\d{2}$/, DATE_RULE).refine(realDate, '日期不存在');
const optionalDate = z.preprocess((v) => (v === '' || v === undefined ? null : v), z.union([z.null(), dateText]));
const status = z.literal(CONTRACT_STATUSES, { error: '合同状态只能是 1 已签订、2 执行中、3 已完成、4 已终止' });

export const SaveContractSchema = z.object({
  id: id.optional(),
  contractNo: z.string({ error: '请输入合同编号' }).trim().min(1, '请输入合同编号').max(50, '合同编号最多50个字'),
  name: z.string({ error: '请输入合同名称' }).trim().min(1, '请输入合同名称').max(100, '合同名称最多100个字'),
  customerId: z.number({ error: '请选择客户' }).int('请选择客户').positive('请选择客户'),
  signedDate: z.string({ error: '请选择签订日期' }).regex(/^\d{4}-\d{2}-\d{2}$/, DATE_RULE).refine(realDate, '日期不存在'),
  status,
  signerUserId: z.preprocess((v) => (v === '' || v === undefined ? null : v), z.union([z.null(), id])),
  startDate: optionalDate,
  endDate: optionalDate,
  customValues: z.record(z.string(), z.unknown(), { error: 'customValues 须为对象' }).default({}),
});
export type SaveContractInput = z.infer<typeof SaveContractSchema>;

export const ContractFilterSchema = z.object({
  keyword: optionalParam(z.string().trim().max(50, 'keyword 最多50个字')),
  customerId: optionalParam(id),
  approvalState: optionalParam(z.coerce.number().pipe(z.literal(APPROVAL_STATES, { error: 'approvalState 只能是 1、2、3' }))),
  status: optionalParam(z.coerce.number().pipe(status)),
});
export type ContractFilter = z.infer<typeof ContractFilterSchema>;
/** POST /v2/saleContract/export: the contract list as filtered. */
export const ExportContractsSchema = ContractFilterSchema.extend({ format: ExportFormatSchema.default('xlsx') });
export const ContractListQuerySchema = ContractFilterSchema.extend(PagingSchema.shape);

export const ContractIdQuerySchema = z.object({ id });
export const DeleteContractsQuerySchema = z.object({ ids: commaIdsSchema() });

export const ApproveContractSchema = z
  .object({
    id,
    action: z.enum(APPROVAL_ACTIONS, { error: `action 只能是 ${APPROVAL_ACTIONS.join('、')}` }),
    reason: z.string({ error: '原因须为文本' }).trim().max(200, '原因最多200个字').default(''),
  })
  .refine((v) => v.action !== 'reject' || v.reason.length > 0, { message: '请填写驳回原因', path: ['reason'] });
export type ApproveContractInput = z.infer<typeof ApproveContractSchema>;

export const ChangeContractStatusSchema = z.object({ id, status });
export type ChangeContractStatusInput = z.infer<typeof ChangeContractStatusSchema>;

export interface ContractRow {
  id: number;
  contractNo: string;
  name: string;
  customerId: number;
  customerName: string | null;
  signedDate: string;
  status: ContractStatusValue;
  approvalState: ApprovalStateValue;
  signer: { id: number; name: string } | null;
  startDate: string | null;
  endDate: string | null;
  customValues: Record<string, unknown>;
  rejectReason: string;
  createdBy: { id: number; name: string } | null;
  approvedBy: { id: number; name: string } | null;
  approvedAt: string | null;
  createTime: string;
}

/** A contract as list, detail and every change send it: the row and what the caller may do with it now (domain/contracts/contract.machine). */
export interface ContractView extends ContractRow {
  operations: ContractOpValue[];
}
