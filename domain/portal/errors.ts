import { ACCOUNT_STATUS_NAMES, type AccountStatusValue } from './portal.constants';

/** Refusals of the portal calls, as the user reads them. */
export const PortalErrors = {
  accountNotFound: '门户账号不存在',
  addressNotFound: '地址不存在',
  customerNotFound: '客户不存在',
  phoneTaken: '该手机号已开通门户账号',
  childOfChild: '子账号下不能再添加子账号',
  tooManyChildren: '子账号数量已达上限',
  tooManyAddresses: '地址数量已达上限',
  notInRecycleBin: '账号不在回收站中',
  portalClosed: '门户未开放',
  notAnAccount: '该手机号未开通门户账号，请联系服务商',
  pendingAccount: '账号待审核，请耐心等待',
  disabledAccount: '账号已停用',
  signedOut: '请先登录',
  badCsrf: '页面已过期，请刷新后重试',
  functionOff: '门户未开放该功能',
  notYours: '记录不存在',
  selfRegisterOff: '门户未开放自助注册',
  noCustomerRecord: '未找到该手机号的客户档案，请联系服务商开通门户账号',
  badImage: '图片不存在，请重新上传',
  noSuchType: '服务类型不存在',
  notYourProduct: '未找到您名下的该产品，请联系服务商',
  eventNotFound: '事件不存在',
} as const;

export const accountStateRefused = (state: AccountStatusValue, op: string) => `账号${ACCOUNT_STATUS_NAMES[state]}，不能${op}`;

/** A 关联记录 of the request form naming a record that is not the customer's own (another customer's, or none). */
export const notYourRecord = (title: string) => `${title}只能选择您名下的记录`;
