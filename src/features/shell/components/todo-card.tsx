import { Badge, Card, Empty, List, Spin, Typography } from '@arco-design/web-react';
import { Link } from 'wouter';
import { useGetTodosQuery } from '../home.api';

const REFRESH_MS = 60_000;

/** 我的待办: what waits for the user, one line per list; a line opens that list. */
export function TodoCard() {
  const { data: todos, isLoading, isError } = useGetTodosQuery(undefined, { pollingInterval: REFRESH_MS });
  const total = todos?.reduce((n, t) => n + t.count, 0) ?? 0;

  const body = isLoading ? (
    <Spin style={{ display: 'block', textAlign: 'center' }} />
  ) : isError || !todos?.length ? (
    <Empty description={isError ? '待办加载失败' : '暂无待办事项'} />
  ) : (
    <List
      size="small"
      bordered={false}
      dataSource={todos}
      render={(todo) => (
        // A real link in a list item: reached by Tab, opened by Enter (a row with role="link" was neither, and broke the list).
        <List.Item key={todo.key} role="listitem">
          <Link href={todo.route} style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', color: 'inherit' }}>
            <span>{todo.name}</span> {todo.count ? <Badge count={todo.count} maxCount={999} /> : <Typography.Text type="secondary">0</Typography.Text>}
          </Link>
        </List.Item>
      )}
    />
  );

  return (
    <Card bordered={false} title={`我的待办${total ? `（${total}）` : ''}`}>
      {body}
    </Card>
  );
}
