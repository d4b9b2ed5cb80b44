/** Paths of the catalogue calls (spec section 7 of each part), named once for the server's routes and the client's api slices. */
export const CataloguePaths = {
  groupList: '/servicegroup/list',
  groupCount: '/servicegroup/count',
  groupDetail: '/servicegroup/detail',
  groupSave: '/servicegroup/save',
  groupDelete: '/servicegroup/delete',
  categoryList: '/v2/serverItem/category/list',
  categorySave: '/v2/serverItem/category/save',
  categoryDelete: '/v2/serverItem/category/delete',
  itemList: '/v2/serverItem/getItemList',
  itemCount: '/v2/serverItem/getItemCount',
  itemSave: '/v2/serverItem/save',
  itemDelete: '/v2/serverItem/delete',
} as const;
