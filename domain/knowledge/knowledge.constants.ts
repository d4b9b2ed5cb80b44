import { Role, ROLE_TYPES, type RoleType } from '../shell/roles';

/** Which tree a category belongs to: the FAQ's or the documents'. */
export const CategoryKind = { faq: 1, document: 2 } as const;
export type CategoryKindValue = (typeof CategoryKind)[keyof typeof CategoryKind];
export const CATEGORY_KINDS = Object.values(CategoryKind) as CategoryKindValue[];

/** Who may read an article: staff only, or staff and the customers of the portal. */
export const Visibility = { staff: 1, portal: 2 } as const;
export type VisibilityValue = (typeof Visibility)[keyof typeof Visibility];
export const VISIBILITIES = Object.values(Visibility) as VisibilityValue[];
export const VISIBILITY_NAMES: Record<VisibilityValue, string> = { 1: '仅内部员工', 2: '员工和门户客户' };

/** Every staff role reads the knowledge base (the spec is silent); these write it. */
export const KNOWLEDGE_READERS: readonly RoleType[] = ROLE_TYPES;
export const KNOWLEDGE_WRITERS: readonly RoleType[] = [Role.admin, Role.dispatcher, Role.director, Role.reception];

/** Depth of a category tree (a root is level 1). */
export const MAX_CATEGORY_DEPTH = 3;
export const MAX_QUESTION = 200;
export const MAX_TITLE = 100;
/** Rich text as stored, after sanitising (characters of HTML). */
export const MAX_RICH_TEXT = 100_000;
export const MAX_QUERY = 50;
export const MAX_VERSIONS = 100;
/** Articles a search answers at most, and suggestions beside a description. */
export const SEARCH_LIMIT = 50;
export const SUGGEST_LIMIT = 5;
/** The portal's request form shows fewer: a hint beside the form, not a search. */
export const PORTAL_SUGGEST_LIMIT = 3;
/** Characters of an article's text around the first hit in a search answer. */
export const SNIPPET_LENGTH = 120;

/** The download centre's names of the two exports (the start of the file's name). */
export const FAQ_EXPORT = 'knowledge-faqs';
export const DOCUMENT_EXPORT = 'knowledge-documents';
export const EXPORT_NAMES = { [FAQ_EXPORT]: '常见问题', [DOCUMENT_EXPORT]: '知识库文档' } as const;

export const KnowledgeTexts = {
  helpfulThanks: '感谢您的反馈',
} as const;
