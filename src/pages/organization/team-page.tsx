import { Button, Card, Descriptions, Result, Space, Spin, Table, Tag } from '@arco-design/web-react';
import { useLocation, useParams } from 'wouter';
import type { UserRef } from '@domain/catalogue/catalogue.schemas';
import { formatDateTime } from '@domain/format/date';
import { useGetServiceGroupQuery } from '@/features/catalogue/catalogue.api';
import { paths } from '@/app/paths';

/** /productSetting/team/{id}: one service group (team) with its leader and members, and a way to its orders. */
export default function TeamPage() {
  const [, navigate] = useLocation();
  const id = Number(useParams<{ id: string }>().id);
  const { data: group, isLoading, isError } = useGetServiceGroupQuery(id, { skip: !Number.isInteger(id) || id <= 0 });
  if (isLoading) return <Spin style={{ display: 'block', margin: '20vh auto' }} />;
  if (isError || !group) return <Result status="404" title="服务组不存在" />;

  return (
    <Card
      bordered={false}
      title={group.name}
      extra={
        <Button type="primary" onClick={() => navigate(paths.orders.ofServiceGroup(group.id))}>
          查看本组工单
        </Button>
      }
    >
      <Descriptions
        column={2}
        style={{ marginBottom: 16 }}
        data={[
          { label: '组长', value: group.leader?.name ?? '未设置' },
          { label: '成员数', value: `${group.memberCount} 人` },
          { label: '说明', value: group.description || '-' },
          { label: '创建时间', value: formatDateTime(group.createTime) },
        ]}
      />
      <Table<UserRef>
        rowKey="id"
        pagination={false}
        data={group.members}
        columns={[
          {
            title: '成员',
            dataIndex: 'name',
            render: (name: string, member) => (
              <Space>
                {name}
                {member.id === group.leader?.id && <Tag color="arcoblue">组长</Tag>}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
