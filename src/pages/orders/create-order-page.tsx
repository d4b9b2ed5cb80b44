import { Card, Empty, Grid, Spin, Tag } from '@arco-design/web-react';
import { useLocation, useSearch } from 'wouter';
import { canCreate } from '@domain/orders/order.machine';
import { TemplateKind, type TemplateKindValue } from '@domain/templates/template.constants';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { useListOrderTypeOptionsQuery } from '@/features/templates/templates.api';
import { onActivateKey } from '@/lib/activate-key';
import { paths } from '@/app/paths';

/** /createOrder: choose the order type; the link's origin (customer, event, product …) goes along. */
export default function CreateOrderPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { data: user } = useGetSessionUserQuery();
  const { data: types = [], isLoading } = useListOrderTypeOptionsQuery();
  const allowed = types.filter((t) => user && canCreate(t.kind, { role: user.sysrole }).ok);
  const open = (kind: TemplateKindValue, id: number) => navigate(paths.orders.createOfType(kind, id, search));

  if (isLoading) return <Spin style={{ display: 'block', margin: '20vh auto' }} />;
  return (
    <Card title="新建工单" bordered={false}>
      {allowed.length === 0 ? (
        <Empty description="当前角色没有可创建的工单类型" />
      ) : (
        <Grid.Row gutter={[16, 16]}>
          {allowed.map((t) => (
            <Grid.Col key={t.id} xs={24} sm={12} md={8} xl={6}>
              <Card hoverable role="button" tabIndex={0} onClick={() => open(t.kind, t.id)} onKeyDown={onActivateKey(() => open(t.kind, t.id))}>
                <div style={{ fontWeight: 500, marginBottom: 8 }}>{t.name}</div>
                <Tag color={t.kind === TemplateKind.internal ? 'purple' : 'arcoblue'}>{t.kind === TemplateKind.internal ? '内部工单' : '外部工单'}</Tag>
              </Card>
            </Grid.Col>
          ))}
        </Grid.Row>
      )}
    </Card>
  );
}
