import type { AppRoute } from '@/app/app-route';
import { paths } from '@/app/paths';
import { lazyPage } from '@/lib/lazy-page';

/** Shell routes of the knowledge base (spec part 2 section 2, "Knowledge base"). */
export const KNOWLEDGE_ROUTES: AppRoute[] = [
  { path: paths.knowledge.faqList, title: '常见问题', page: lazyPage(() => import('./faq-manage-page')) },
  { path: paths.knowledge.faqDetailPattern, title: '问题详情', page: lazyPage(() => import('./faq-detail-page')) },
  { path: paths.knowledge.documents, title: '文档管理', page: lazyPage(() => import('./doc-manage-page')) },
  { path: paths.knowledge.documentDetailPattern, title: '文档详情', page: lazyPage(() => import('./doc-detail-page')) },
];
