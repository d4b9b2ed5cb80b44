import { Tag } from '@arco-design/web-react';
import { APPROVAL_STATE_NAMES, CONTRACT_STATUS_NAMES, type ApprovalStateValue, type ContractStatusValue } from '@domain/contracts/contracts.constants';

const APPROVAL_COLORS: Record<ApprovalStateValue, string> = { 1: 'gray', 2: 'orange', 3: 'green' };
const STATUS_COLORS: Record<ContractStatusValue, string> = { 1: 'arcoblue', 2: 'cyan', 3: 'green', 4: 'red' };

export const ApprovalTag = ({ state }: { state: ApprovalStateValue }) => <Tag color={APPROVAL_COLORS[state]}>{APPROVAL_STATE_NAMES[state]}</Tag>;
export const StatusTag = ({ status }: { status: ContractStatusValue }) => <Tag color={STATUS_COLORS[status]}>{CONTRACT_STATUS_NAMES[status]}</Tag>;
