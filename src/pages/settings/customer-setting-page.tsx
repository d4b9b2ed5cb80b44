import { Card, Typography } from '@arco-design/web-react';
import { TagCode } from '@domain/settings/tags';
import { Role } from '@domain/shell/roles';
import { useGetSessionUserQuery } from '@/features/session/session.api';
import { TagTable } from '@/features/tags/components/tag-table';

/** /customerSetting 客户设置: the customer tags that customers are labelled and filtered with. */
export default function CustomerSettingPage() {
  const { data: user } = useGetSessionUserQuery();
  return (
    <Card title="客户标签" bordered={false}>
      <Typography.Paragraph type="secondary">客户标签用于给客户分类，可在新建、编辑客户时选择，并在客户列表中按标签筛选。</Typography.Paragraph>
      <TagTable code={TagCode.customer} canManage={user?.sysrole === Role.admin} />
    </Card>
  );
}
