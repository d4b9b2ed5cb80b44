import { Tag } from '@arco-design/web-react';
import { INTERNAL_REPAIR_STATE_NAMES, type InternalRepairStateValue } from '@domain/repair/internal-repair.constants';

const COLORS: Record<InternalRepairStateValue, string> = { 0: 'orange', 1: 'arcoblue', 2: 'green', 3: 'gray' };

export const InternalRepairStateTag = ({ state }: { state: InternalRepairStateValue }) => <Tag color={COLORS[state]}>{INTERNAL_REPAIR_STATE_NAMES[state]}</Tag>;
