import { Button, Message, Popconfirm, Space } from '@arco-design/web-react';
import { Messages } from '@domain/common/messages';
import { ACCEPTANCE_ROLES } from '@domain/orders/order.machine';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { runBatch } from '../hooks/use-batch-action';
import { useDecideBatchAcceptanceMutation } from '../orders.api';
import type { OrderListContext } from '../order-batch';

/** 批量受理 on 受理工单's chosen orders: pass them on to assignment, or reject them as invalid; refusals come back by order number. */
export function BatchAcceptanceButtons({ context }: { context: OrderListContext }) {
  const { data: user } = useGetSessionUserQuery();
  const [decideBatchAcceptance, { isLoading }] = useDecideBatchAcceptanceMutation();
  if (!user || !ACCEPTANCE_ROLES.includes(user.sysrole)) return null;
  const count = context.selected.length;
  const run = async (result: 'pass' | 'reject') => {
    if (count === 0) return void Message.warning(Messages.nothingSelected);
    const text = result === 'pass' ? '受理通过' : '受理驳回';
    if ((await runBatch(decideBatchAcceptance({ ...context.chosen, result, remark: '' }).unwrap(), `${text}成功`)).length > 0) context.clearSelection();
  };
  const button = (result: 'pass' | 'reject', label: string, primary = false) => (
    <Popconfirm title={`确定${label}选中的${count}个工单吗？`} disabled={count === 0} onOk={() => run(result)}>
      <Button type={primary ? 'primary' : 'default'} loading={isLoading} onClick={() => count === 0 && run(result)}>
        {label}
      </Button>
    </Popconfirm>
  );
  return (
    <Space>
      {button('pass', '批量受理', true)}
      {button('reject', '批量驳回')}
    </Space>
  );
}
