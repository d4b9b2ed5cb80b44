import { Card, Typography } from '@arco-design/web-react';
import { TAG_KIND_NAMES, TagCode, type TagCodeValue } from '@domain/settings/tags';
import { Role } from '@domain/shell/roles';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { TagTable } from './tag-table';

const DESCRIPTIONS: Partial<Record<TagCodeValue, string>> = {
  [TagCode.personState]: '人员标签即人员状态，成员可在顶栏的状态下拉框中选择自己当前的状态。',
  [TagCode.order]: '工单标签用于给工单分类，便于在工单列表中识别和筛选。',
  [TagCode.customer]: '客户标签用于给客户分类，可在新建、编辑客户时选择，并在客户列表中按标签筛选。',
};

/** One tag-management screen for every tag kind (人员 / 工单 / 客户标签); administrators manage, others look. */
export function TagManageCard({ code }: { code: TagCodeValue }) {
  const { data: user } = useGetSessionUserQuery();
  return (
    <Card title={TAG_KIND_NAMES[code]} bordered={false}>
      <Typography.Paragraph type="secondary">{DESCRIPTIONS[code]}</Typography.Paragraph>
      <TagTable code={code} canManage={user?.sysrole === Role.admin} />
    </Card>
  );
}
