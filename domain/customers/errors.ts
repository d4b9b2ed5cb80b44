/** Texts of the customer area a user sees. */
export const CustomerErrors = {
  notFound: '客户不存在',
  contactNotFound: '联系人不存在',
  addressNotFound: '地址不存在',
  phoneTaken: (phone: string, owner: string) => `客户电话 ${phone} 已被客户「${owner}」使用`,
  restorePhoneTaken: (name: string, phone: string) => `客户「${name}」的电话 ${phone} 已被其他客户使用，无法还原`,
  openOrders: (names: string) => `${names} 还有未完成的工单，删除后这些工单仍保留原客户信息。确认删除？`,
  openOrdersChanged: (names: string) => `确认之后客户的未完成工单有变化，现在是：${names}。请刷新后重新确认`,
  lastContact: '客户至少保留一个联系人',
  userNotFound: '人员不存在',
  tagNotFound: '客户标签不存在',
  groupNotFound: '服务组不存在',
  notRecycled: '客户不在回收站',
} as const;
