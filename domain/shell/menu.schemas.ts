/** One node of GET /v2/menu/listV2 (spec part 1 section 3, "Menu item"). */
export interface MenuNode {
  id: string;
  name: string;
  icon: string;
  routerName: string;
  children: MenuNode[];
  meta: { isDisabled: boolean; restricted: boolean };
  parent_id: string | null;
  /** Custom-menu items only: 0 external link, 1 new record, 2 record list. */
  form_type: 0 | 1 | 2 | null;
  inner_obj_id: string | null;
  external_url: string | null;
}
