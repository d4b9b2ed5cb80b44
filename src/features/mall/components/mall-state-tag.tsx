import { Tag } from '@arco-design/web-react';
import { MALL_ORDER_STATE_NAMES, type MallOrderStateValue } from '@domain/mall/mall-states';

const COLORS: Record<MallOrderStateValue, string> = { 1: 'orange', 2: 'purple', 3: 'arcoblue', 4: 'cyan', 5: 'green', 6: 'gray' };

export const MallStateTag = ({ state }: { state: MallOrderStateValue }) => <Tag color={COLORS[state]}>{MALL_ORDER_STATE_NAMES[state]}</Tag>;
