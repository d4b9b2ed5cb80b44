import type { RecycleBinFilter } from '@domain/templates/recycle-bin.schemas';

/** GET /v2/temp/recycleBinField for one form's fields, all on one page (a form never gathers near a thousand). */
export const ownerBinQuery = (owner: RecycleBinFilter) => ({ ...owner, pageIndex: 0, pageSize: 1000 });
