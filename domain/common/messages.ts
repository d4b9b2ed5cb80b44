/** User-facing texts of the spec, defined once and imported by server and client. */
export const Messages = {
  notSignedIn: '未登录',
  invalidCsrf: '操作失败，无效的CsrfToken',
  duplicateClick: '不要重复点击',
  http404: '404 Error',
  http500: '500 Error',
  networkError: 'Network Error',
  roleSwitched: '切换角色成功',
  logoutOk: '登出成功',
  logoutFailed: '登出失败',
  deleteOk: '删除成功',
  subscribed: '订阅成功',
  unsubscribed: '取订成功',
  subscribeFailed: '订阅失败',
  saveOk: '保存成功',
  statusChanged: '修改状态成功',
  freeStatusBlocked: '不支持设置人员状态操作',
  freeSortBlocked: '免费版不支持更改排序方式',
  exportEmpty: '导出数据不能为空',
  nothingSelected: '未选中数据',
  deleteNothingSelected: '请选择需要删除的行',
  headcountExceeded: '用户数超过套餐数',
  headcountAck: '我知道了',
  notSupportedView: '不支持查看',
  overPaidHeadcount: '付费人数超出限制',
  cacheNotObject: '缓存的数据类型必须是Object且不能是null',
  cacheEmpty: '当前未缓存',
  cacheCleared: '清除成功',
  downloadFailed: '下载失败',
  forbidden: '没有操作权限',
  adminOnly: '仅管理员可查看',
  serviceExpired: '服务已到期',
} as const;

/** A menu entry the exceeded paid headcount withholds, when clicked: 不支持查看全部工单，付费人数超出限制. */
export function headcountEntryNotice(entry: string): string {
  return `${Messages.notSupportedView}${entry}，${Messages.overPaidHeadcount}`;
}

/** "免费版本...,建议升级为VIP版本,客服热线" followed by the hotline. */
export function freeEditionNotice(feature: string, hotline: string): string {
  return `免费版本不支持${feature},建议升级为VIP版本,客服热线${hotline}`;
}
