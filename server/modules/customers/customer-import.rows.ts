import { CustomerImportTexts as Texts, type ImportColumnKey } from '@domain/customers/customer-import';
import { AddCustomerSchema, type AddCustomerInput } from '@domain/customers/customers.schemas';
import { rowChecker, type SheetRow } from '../../jobs/imports/import-source';

export interface ImportLookups {
  /** Users by phone. */
  users: Map<string, number>;
  /** Service groups by name. */
  groups: Map<string, number>;
  /** Customer tags by name. */
  tags: Map<string, number>;
}

/** Checks every row on its own and against the earlier rows of the file; the database check comes later. */
export function checkImportRows(rows: SheetRow[], lookups: ImportLookups) {
  const checked = rowChecker<AddCustomerInput>();
  const phones = new Map<string, number>();
  for (const sheetRow of rows) {
    const v = sheetRow.values as Record<ImportColumnKey, string>;
    const problem = (message: string) => checked.refuse(sheetRow, message);
    const ownerId = v.ownerPhone ? lookups.users.get(v.ownerPhone) : undefined;
    if (v.ownerPhone && !ownerId) {
      problem(Texts.ownerNotFound);
      continue;
    }
    const groupId = v.group ? lookups.groups.get(v.group) : undefined;
    if (v.group && !groupId) {
      problem(Texts.groupNotFound);
      continue;
    }
    const tagNames = v.tags.split(/[、,，;；]/).map((t) => t.trim()).filter(Boolean);
    const missingTag = tagNames.find((t) => !lookups.tags.has(t));
    if (missingTag) {
      problem(Texts.tagNotFound(missingTag));
      continue;
    }
    const hasAddress = Boolean(v.region || v.detail || v.mapName);
    const parsed = AddCustomerSchema.safeParse({
      name: v.name,
      phone: v.phone,
      businessUserId: ownerId ?? null,
      serviceGroupId: groupId ?? null,
      tagIds: tagNames.map((t) => lookups.tags.get(t)!),
      contacts: [{ name: v.contactName, phone: v.contactPhone, isDefault: true }],
      addresses: hasAddress ? [{ region: v.region, detail: v.detail, mapName: v.mapName, isDefault: true }] : [],
    });
    if (!parsed.success) {
      problem(parsed.error.issues[0].message);
      continue;
    }
    const earlier = phones.get(parsed.data.phone);
    if (earlier) {
      problem(Texts.duplicateInFile(earlier));
      continue;
    }
    phones.set(parsed.data.phone, sheetRow.row);
    checked.keep(sheetRow, parsed.data);
  }
  return checked;
}
