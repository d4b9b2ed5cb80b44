import { Card, Empty, Grid, Spin, Statistic, Typography } from '@arco-design/web-react';
import type { StateCount } from '@domain/home/home.types';
import { useGetStatusStatisticsQuery } from '../home.api';

function StateRow({ title, counts }: { title: string; counts: StateCount[] }) {
  return (
    <section aria-label={title} style={{ marginBottom: 16 }}>
      <Typography.Title heading={6}>{title}</Typography.Title>
      <Grid.Row gutter={[16, 8]}>
        {counts.map((s) => (
          <Grid.Col key={s.state} xs={12} sm={6} md={3}>
            <Statistic title={s.name} value={s.count} groupSeparator />
          </Grid.Col>
        ))}
      </Grid.Row>
    </section>
  );
}

/** 状态统计: the user's orders and events by state (only the areas of the user's menu). */
export function StatusStatisticsCard() {
  const { data, isLoading, isError } = useGetStatusStatisticsQuery();
  const rows = [
    data?.orders && <StateRow key="orders" title="工单" counts={data.orders} />,
    data?.events && <StateRow key="events" title="事件" counts={data.events} />,
  ].filter(Boolean);
  return (
    <Card bordered={false} title="状态统计">
      {isLoading ? <Spin style={{ display: 'block', textAlign: 'center' }} /> : rows.length ? rows : <Empty description={isError ? '统计加载失败' : '暂无统计'} />}
    </Card>
  );
}
