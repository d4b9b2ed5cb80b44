import type { MenuNode } from '../shell/menu.schemas';

/** form_type of a custom menu item (spec part 1 section 2). */
export const CustomAppType = { link: 0, form: 1, list: 2 } as const;
export type CustomAppTypeValue = (typeof CustomAppType)[keyof typeof CustomAppType];
export const CUSTOM_APP_TYPES = Object.values(CustomAppType) as CustomAppTypeValue[];

export const CUSTOM_APP_TYPE_NAMES: Record<CustomAppTypeValue, string> = { 0: '外部链接', 1: '表单', 2: '列表' };

/** The menu section custom applications sit under; its children come from the enterprise's data. */
export const CUSTOM_APP_MENU_KEY = 'custom_app_manage';

/** Icons an administrator picks from (names the menu's icon set draws). */
export const CUSTOM_APP_ICONS = ['apps', 'file', 'tool', 'dashboard', 'notification', 'phone', 'storage', 'trophy'] as const;

/** The spec's route shape of a custom menu item: DIY|{parent}|{id}. */
export const diyRouterName = (groupId: number, appId: number) => `DIY|${groupId}|${appId}`;

export const customAppPaths = {
  form: (templateId: number | string) => `/NewlyAddedFineControl?${new URLSearchParams({ templateId: String(templateId) })}`,
  list: (templateId: number | string, templateName: string, appId: number | string) =>
    `/FineControlList?${new URLSearchParams({ templateId: String(templateId), templateName, appId: String(appId) })}`,
};

/** Where a custom menu item leads inside the app (form_type 1 and 2); null for links and catalogue entries. */
export function customAppRoute(node: Pick<MenuNode, 'id' | 'name' | 'form_type' | 'inner_obj_id' | 'routerName'>): string | null {
  if (node.inner_obj_id === null || !node.routerName.startsWith('DIY|')) return null;
  const appId = node.routerName.split('|')[2];
  if (node.form_type === CustomAppType.form) return customAppPaths.form(node.inner_obj_id);
  if (node.form_type === CustomAppType.list) return customAppPaths.list(node.inner_obj_id, node.name, appId);
  return null;
}
