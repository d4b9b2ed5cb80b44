import { Tag } from '@arco-design/web-react';
import { REPAIR_STATE_NAMES, type RepairStateValue } from '@domain/repair/repair.constants';

const COLORS: Record<RepairStateValue, string> = { 0: 'orange', 1: 'arcoblue', 2: 'green', 3: 'gray', 4: 'purple' };

export const RepairStateTag = ({ state }: { state: RepairStateValue }) => <Tag color={COLORS[state]}>{REPAIR_STATE_NAMES[state]}</Tag>;
