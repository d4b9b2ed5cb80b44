/**
 * Paths of the knowledge-base calls. The spec names the screens (part 2 section 2) but no calls: these
 * follow the /v2/<area>/<thing>/<verb> shape of the other part-2 areas.
 */
export const KnowledgePaths = {
  categoryList: '/v2/knowledge/category/list',
  categorySave: '/v2/knowledge/category/save',
  categoryDelete: '/v2/knowledge/category/delete',
  faqList: '/v2/knowledge/faq/list',
  faqCount: '/v2/knowledge/faq/count',
  faqDetail: '/v2/knowledge/faq/detail',
  faqSave: '/v2/knowledge/faq/save',
  faqDelete: '/v2/knowledge/faq/delete',
  /** Helpful / not helpful: one vote per person, changed by voting again. */
  faqFeedback: '/v2/knowledge/faq/feedback',
  /** The FAQ list as filtered, through the download centre. */
  faqExport: '/v2/knowledge/faq/export',
  documentList: '/v2/knowledge/document/list',
  documentCount: '/v2/knowledge/document/count',
  documentDetail: '/v2/knowledge/document/detail',
  documentSave: '/v2/knowledge/document/save',
  documentDelete: '/v2/knowledge/document/delete',
  documentExport: '/v2/knowledge/document/export',
  /** A new version of a document: a new file, the older ones kept. */
  documentVersionSave: '/v2/knowledge/document/version/save',
  /** Chinese full-text search over FAQs and documents: ranked, with the hits marked. */
  search: '/v2/knowledge/search',
  /** Articles for a text (an order's or event's description). */
  suggest: '/v2/knowledge/suggest',
  /** The preview service: ?url= a file URL Base64-encoded (spec part 1 section 7). */
  preview: '/v2/knowledge/preview',
  // The customer portal (under the portal's own session): the FAQ open to portal customers.
  portalFaqSearch: '/portal/c/knowledge/faq/search',
  /** Articles for the description a customer is typing in the request form (up to PORTAL_SUGGEST_LIMIT). */
  portalFaqSuggest: '/portal/c/knowledge/faq/suggest',
  portalFaqDetail: '/portal/c/knowledge/faq/detail',
  /** A picture of a portal article's answer (?id=article&file=upload): customers have no staff session for the uploads. */
  portalFaqImage: '/portal/c/knowledge/faq/image',
  portalFaqFeedback: '/portal/c/knowledge/faq/feedback',
} as const;
