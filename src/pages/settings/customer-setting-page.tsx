import { TagCode } from '@domain/settings/tags';
import { TagManageCard } from '@/features/tags/components/tag-manage-card';

/** /customerSetting 客户设置: the customer tags, the same screen as /tagsManage/customerTag. */
export default function CustomerSettingPage() {
  return <TagManageCard code={TagCode.customer} />;
}
