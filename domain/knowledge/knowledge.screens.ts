/**
 * The knowledge-base screens' addresses (spec part 2 section 2, Knowledge base), named once: the menu
 * catalogue lists them, and the client's `paths` (src/app/paths.ts) builds its routes and links from them.
 */
export const KNOWLEDGE_SCREENS = {
  /** The FAQ; ?id= opens a category. */
  faq: '/FAQManage',
  faqDetail: '/FAQManage/FAQdetails',
  documents: '/DOCManage',
  documentDetail: '/DOCManage/DOCMdetails',
} as const;
