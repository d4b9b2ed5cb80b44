/** Paths of the tags calls (spec section 7 of each part), named once for the server's routes and the client's api slices. */
export const TagPaths = {
  list: '/v2/epTag/list',
  userStateLabel: '/v2/epTag/getUserStateLabel',
  updateUserStateTag: '/v2/epTag/updateUserStateTag',
  save: '/v2/epTag/save',
  delete: '/v2/epTag/delete',
} as const;
