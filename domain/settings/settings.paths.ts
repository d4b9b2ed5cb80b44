/** Paths of the settings calls (spec section 7 of each part), named once for the server's routes and the client's api slices. */
export const SettingPaths = {
  systemSettings: '/systemsetting/list',
  enterpriseInfo: '/enterprise/info',
  enterpriseInfoSave: '/enterprise/info/save',
  systemSettingsSave: '/systemsetting/batchsave',
} as const;
