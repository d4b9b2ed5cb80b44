import { Tag } from '@arco-design/web-react';
import { RETURN_CHANGE_STATE_NAMES, type ReturnChangeStateValue } from '@domain/repair/repair.constants';

const COLORS: Record<ReturnChangeStateValue, string> = { 0: 'orange', 1: 'red', 2: 'green', 3: 'gray' };

export const ReturnChangeStateTag = ({ state }: { state: ReturnChangeStateValue }) => <Tag color={COLORS[state]}>{RETURN_CHANGE_STATE_NAMES[state]}</Tag>;
