import type { ServiceItemCategoryRow } from '@domain/catalogue/catalogue.schemas';

/** A category as Arco's Tree and TreeSelect take it: the key (and TreeSelect's value) is the id as text. */
export interface CategoryTreeData {
  key: string;
  title: string;
  children: CategoryTreeData[];
}

/** The two-level tree of the flat list; a sub-category whose parent is missing shows on top, so none is lost. */
export function categoryTreeData(
  categories: readonly ServiceItemCategoryRow[],
  title: (c: ServiceItemCategoryRow) => string = (c) => c.name,
): CategoryTreeData[] {
  const ids = new Set(categories.map((c) => c.id));
  const isTop = (c: ServiceItemCategoryRow) => c.parentId === null || !ids.has(c.parentId);
  return categories.filter(isTop).map((top) => ({
    key: String(top.id),
    title: title(top),
    children: categories
      .filter((c) => c.parentId === top.id)
      .map((c) => ({ key: String(c.id), title: title(c), children: [] })),
  }));
}
