import { Button, Card, Descriptions, Empty, List, Popconfirm, Tag, Typography } from '@arco-design/web-react';
import { formatDistance } from '@domain/geo/geo';
import { nearestStaff, type AssignMapOrder, type AssignMapStaff } from '@domain/orders/assign-map';
import { PRIORITY_NAMES } from '@domain/orders/order.constants';
import { runBatch } from '../hooks/use-batch-action';
import { useAssignOrdersMutation } from '../orders.api';

export interface AssignMapPanelProps {
  order: AssignMapOrder;
  staff: readonly AssignMapStaff[];
  /** The order was assigned (the map drops it). */
  onAssigned: () => void;
}

/** The chosen order and the service staff nearest to it first, each with the distance and one-click assign. */
export function AssignMapPanel({ order, staff, onAssigned }: AssignMapPanelProps) {
  const [assign, { isLoading }] = useAssignOrdersMutation();
  const ranked = nearestStaff(staff, order.position);

  const handleAssign = async (person: AssignMapStaff) => {
    const done = await runBatch(assign({ ids: [order.id], versions: [order.version], ownerId: person.id, collaboratorIds: [], remark: '' }).unwrap(), `已指派给${person.name}`);
    if (done.length > 0) onAssigned();
  };

  return (
    <Card size="small" title={`工单 ${order.orderNo}`} className="assign-map-panel">
      <Descriptions
        column={1}
        size="small"
        data={[
          { label: '标题', value: order.title },
          { label: '客户', value: order.customerName },
          { label: '地址', value: order.address || '—' },
          { label: '优先级', value: PRIORITY_NAMES[order.priority] },
        ]}
      />
      <Typography.Text type="secondary">选择服务人员（距离近的在前）</Typography.Text>
      {ranked.length === 0 ? (
        <Empty description="没有可指派的服务人员" />
      ) : (
        <List
          size="small"
          aria-label="服务人员"
          dataSource={ranked}
          render={(person) => (
            <List.Item
              key={person.id}
              actions={[
                <Popconfirm key="assign" title={`确定将工单指派给${person.name}？`} onOk={() => handleAssign(person)}>
                  <Button type="primary" size="mini" loading={isLoading} aria-label={`指派给${person.name}`}>
                    指派
                  </Button>
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta
                title={person.name}
                description={
                  <>
                    {person.distanceKm === null ? <Tag size="small">无位置</Tag> : <Tag size="small" color="arcoblue">{formatDistance(person.distanceKm)}</Tag>}
                    <span style={{ marginLeft: 6 }}>手上工单 {person.openOrders}</span>
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
