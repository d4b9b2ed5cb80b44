import { MENU_CATALOGUE, walkMenu, type MenuEntry } from '../shell/menu-catalogue';

/** One area of the product as the application-management page offers it: a section of a top menu. */
export interface BuiltInArea {
  key: string;
  name: string;
  icon: string;
  /** The names of its pages. */
  pages: string[];
  /** Every menu key installing it grants: the top menu, the section and everything under it. */
  keys: string[];
}

/**
 * The product's built-in areas, read from the menu catalogue, so only areas that exist are listed
 * and each new one appears by itself.
 */
export function builtInAreas(catalogue: MenuEntry[] = MENU_CATALOGUE): BuiltInArea[] {
  return catalogue.flatMap((top) =>
    (top.children ?? [])
      .filter((section) => section.children !== undefined)
      .map((section) => {
        const inside = [...walkMenu(section.children)];
        return {
          key: section.key,
          name: section.name,
          icon: section.icon ?? 'apps',
          pages: inside.filter((e) => e.route).map((e) => e.name),
          keys: [top.key, section.key, ...inside.map((e) => e.key)],
        };
      }),
  );
}
