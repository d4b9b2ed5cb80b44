import { useRoute } from 'wouter';
import { TagCode } from '@domain/settings/tags';
import { TagManageCard } from '@/features/tags/components/tag-manage-card';
import { NotFound } from '@/components/not-found/not-found';

const KIND_CODES = { personTag: TagCode.personState, orderTag: TagCode.order, customerTag: TagCode.customer } as const;

/** /tagsManage/{personTag|orderTag|customerTag}: the enterprise's tags of one kind. */
export default function TagsManagePage() {
  const [, params] = useRoute<{ kind: string }>('/tagsManage/:kind');
  const code = KIND_CODES[(params?.kind ?? '') as keyof typeof KIND_CODES];
  return code === undefined ? <NotFound /> : <TagManageCard code={code} />;
}
