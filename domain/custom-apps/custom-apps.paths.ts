/** Paths of the custom-apps calls (spec section 7 of each part), named once for the server's routes and the client's api slices. */
export const CustomAppPaths = {
  setting: '/customApp/setting',
  groupSave: '/customApp/group/save',
  groupDelete: '/customApp/group/delete',
  appSave: '/customApp/app/save',
  appEnable: '/customApp/app/enable',
  appDelete: '/customApp/app/delete',
  sort: '/customApp/sort',
  templateSave: '/customApp/template/save',
  templateDetail: '/customApp/template/detail',
  recordList: '/customApp/record/list',
  recordCount: '/customApp/record/count',
  recordDetail: '/customApp/record/detail',
  recordSave: '/customApp/record/save',
  recordDelete: '/customApp/record/delete',
  applicationList: '/application/manage/list',
  applicationInstall: '/application/manage/install',
} as const;
