import { Card, Typography } from '@arco-design/web-react';
import { TagCode } from '@domain/settings/tags';
import { Role } from '@domain/shell/roles';
import { useGetSessionUserQuery } from '@/features/session/session.api';
import { TagTable } from '@/features/tags/components/tag-table';

/** /tagsManage/personTag 人员标签: the personal status tags users pick from the top bar. */
export default function PersonTagPage() {
  const { data: user } = useGetSessionUserQuery();
  return (
    <Card title="人员标签" bordered={false}>
      <Typography.Paragraph type="secondary">人员标签即人员状态，成员可在顶栏的状态下拉框中选择自己当前的状态。</Typography.Paragraph>
      <TagTable code={TagCode.personState} canManage={user?.sysrole === Role.admin} />
    </Card>
  );
}
