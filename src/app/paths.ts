/** Every route of the client in one place, with link builders for the parameterised ones. */
export const paths = {
  /** WeCom chat sidebar: the chat's external contact as a customer (spec silent on the route). */
  sidebarCustomer: '/sidebarCustomer',
  root: '/',
  home: '/guideOne',
  personIndex: '/personIndex',
  navigation: '/navigation',
  help: '/help',
  login: '/login',
  register: '/register',
  passwordForget: (mobile = '') => `/passwordForget/${mobile}`,
  passwordSet: (mobile = '') => `/passwordset/${mobile}`,
  privacy: '/privacy',
  loading: '/loading',
  linkHelp: '/linkhelp',
  error403: '/error403',
  errorRole: '/errorRole',
  errorOverdue: '/errorOverdue',
  error404: '/Error404',
  detailError: '/detailError',
  organization: '/productSetting',
  /** A service group (team) of the organisation, and a department chosen on the organisation page. */
  team: (id: number) => `/productSetting/team/${id}`,
  department: (id: number) => `/productSetting/department/${id}`,
  personTags: '/tagsManage/personTag',
  orderTags: '/tagsManage/orderTag',
  customerTags: '/tagsManage/customerTag',
  systemParam: '/systemParam',
  enterpriseInfo: '/infomation/setting',
  customerSetting: '/customerSetting',
  receptionPersonnel: '/receptionPersonnel',
  messageCenter: '/MessageCenter',
  noticeManage: '/noticeManage',
  timerNotice: '/timerNotice',
  messageSetting: '/messageSetting',
  smsSignature: '/smsMEssage/applyMessage',
  moneyItemSetting: '/moneyItemSetting',
  expensesField: '/expensesField',
  customerField: '/customerField',
  customApplicationSetting: '/CustomApplicationSetting',
  applicationManagement: '/setting/applicationManagement',
  newlyAddedFineControl: '/NewlyAddedFineControl',
  customForm: '/customForm',
  fineControlList: '/FineControlList',
  /** The form builder of an order type ('order') or an event template ('event'). */
  customFormBeta: (tmpId: number, type: 'order' | 'event', tmpName: string) =>
    `/templateCenter/customFormbeta?${new URLSearchParams({ tmpId: String(tmpId), type, tmpName })}`,
  eventCustomForm: (id: number) => `/eventSet/processevent/customForm?id=${id}`,
  templateCenter: (type?: 'order' | 'event' | 'recycle') => (type ? `/templateCenter/${type}` : '/templateCenter'),
  /** An order type's settings; orderType is its kind (internal | external). The spec's sys_code has no use here. */
  processSetting: (id: number, templateName: string, orderType: string) =>
    `/templateCenter/processSetting?${new URLSearchParams({ id: String(id), templateName, orderType })}`,
  orderProcess: (tid: number, templateName: string) => `/templateCenter/orderProcess/${tid}/${encodeURIComponent(templateName)}`,
  sla: (id: number, name: string) => `/slaManage/SLA/${id}/${encodeURIComponent(name)}`,
  eventSet: '/eventSet',
  processEvent: (id: number, templateName: string) => `/eventSet/processevent?${new URLSearchParams({ id: String(id), templateName })}`,
  allOrder: (keyword: string) => `/allOrder?keyword=${encodeURIComponent(keyword)}`,
} as const;

/** Routes reachable without a session (spec part 1 section 2). */
export const PUBLIC_PATHS = ['/linkhelp', '/error403', '/privacy', '/register', '/login', '/loading', '/passwordForget', '/errorRole', '/qr' /* scanned product QR codes */];

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
