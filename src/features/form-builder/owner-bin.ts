import type { RecycledFieldRow } from '@domain/templates/recycle-bin.schemas';
import type { FormOwnerKindValue } from '@domain/templates/template.constants';

/** Whose form: an order type or event template by id, a detail form by its kind's name. */
export type FormOwner = { kind: FormOwnerKindValue; id: number } | { kind: FormOwnerKindValue; name: string };

/** The recycle bin is listed enterprise-wide (GET /v2/temp/recycleBinField); a page takes one form's share. */
export const WHOLE_BIN = { pageIndex: 0, pageSize: 1000 };

/** The bin's fields that came from the owner's form, in the bin's order (newest first). */
export const ownerBinRows = (rows: readonly RecycledFieldRow[], owner: FormOwner) =>
  rows.filter((row) => row.ownerKind === owner.kind && ('id' in owner ? row.ownerId === owner.id : row.ownerName === owner.name));
