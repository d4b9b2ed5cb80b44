/** Paths of the shell calls (spec section 7 of each part), named once for the server's routes and the client's api slices. */
export const ShellPaths = {
  sessionUserInfo: '/v2/sessionUser/info',
  menu: '/v2/menu/listV2',
  packageDetail: '/v2/charge/epPackageDetail',
  changeRole: '/user/changeRole',
  servicePhone: '/v2/system/customServicePhone',
  versionInfo: '/version/info',
  releases: '/product/version/1',
} as const;
