import { Button, Empty, Space, Spin } from '@arco-design/web-react';

/** What a map page shows until its data is there: a spinner, or the failure with 重试. */
export function MapDataPending({ loading, onRetry }: { loading: boolean; onRetry: () => void }) {
  if (loading) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  return (
    <Empty
      description={
        <Space direction="vertical">
          地图数据加载失败
          <Button onClick={onRetry}>重试</Button>
        </Space>
      }
    />
  );
}
