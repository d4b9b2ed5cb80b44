import { APP_MARKET_SCREENS } from '@domain/app-market/app-market.screens';
import { FINANCE_SCREENS } from '@domain/finance/finance.screens';
import { KNOWLEDGE_SCREENS } from '@domain/knowledge/knowledge.screens';
import { QR_PUBLIC_PATH } from '@domain/products/products.constants';
import { SPARE_SCREENS } from '@domain/spare-parts/spare-parts.screens';
import { CALL_SCREENS } from '@domain/call-center/call-center.screens';
import { TemplateKind, type TemplateKindValue } from '@domain/templates/template.constants';

/** A path with its query (a query string is kept as it is), without '?' when there is none. */
const withQuery = (path: string, query: Record<string, string> | URLSearchParams | string = '') => {
  const text = typeof query === 'string' ? query : String(new URLSearchParams(query));
  return text ? `${path}?${text}` : path;
};

/** A ringing call's pop-up query (the PC version's /currnetCall and the phone's /m/currentCall). */
type PopUpQuery = { callId: string; id: number; customerId?: number | null };
const popUpQuery = (q: PopUpQuery) => ({ callId: q.callId, id: String(q.id), ...(q.customerId ? { customerId: String(q.customerId) } : {}) });

/**
 * Every route of the client in one place (spec part 1 section 2), with link builders for the
 * parameterised ones. Code that links or navigates builds the target here, never by hand.
 */
export const paths = {
  /** WeCom chat sidebar: the chat's external contact as a customer (spec silent on the route). */
  sidebarCustomer: '/sidebarCustomer',
  root: '/',
  home: '/guideOne',
  personIndex: '/personIndex',
  navigation: '/navigation',
  help: '/help',
  login: '/login',
  /** Sign-in, back to `redirect` afterwards. */
  loginThenBack: (redirect: string) => `/login?redirect=${encodeURIComponent(redirect)}`,
  /** Sign-in at choosing one of the user's enterprises. */
  loginChooseEnterprise: '/login?choose=1',
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
  ...APP_MARKET_SCREENS,
  serviceSetting: '/serviceSetting',
  enterpriseInfo: '/infomation/setting',
  customerSetting: '/customerSetting',
  receptionPersonnel: '/receptionPersonnel',
  messageCenter: '/MessageCenter',
  noticeManage: '/noticeManage',
  timerNotice: '/timerNotice',
  messageSetting: '/messageSetting',
  smsSignature: '/smsMEssage/applyMessage',
  moneyItemSetting: '/moneyItemSetting',
  finance: {
    ...FINANCE_SCREENS,
    personalDetailRoute: `${FINANCE_SCREENS.personal}/detail/:id`,
    personalDetail: (userId: number, period: string) => `${FINANCE_SCREENS.personal}/detail/${userId}?period=${period}`,
    settlementDocumentRoute: `${FINANCE_SCREENS.settlementDocument}/:id`,
    settlementDocument: (id: number) => `${FINANCE_SCREENS.settlementDocument}/${id}`,
    groupDetailRoute: `${FINANCE_SCREENS.group}/detail/:id`,
    groupDetail: (groupId: number, period: string) => `${FINANCE_SCREENS.group}/detail/${groupId}?period=${period}`,
  },
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
  /** Spare parts (spec part 2 section 2). */
  spare: {
    ...SPARE_SCREENS,
    detailRoute: `${SPARE_SCREENS.list}/detail/:id`,
    detail: (id: number) => `${SPARE_SCREENS.list}/detail/${id}`,
    kitParts: (id: number) => `${SPARE_SCREENS.kitPartList}?id=${id}`,
  },
  /** Projects (spec part 2 section 2). */
  projects: {
    list: '/allProject',
    detail: (id: number) => `/allproject/projectdetails/${id}`,
    create: '/newproject',
    copy: (id: number) => `/allproject/copyProjectDetail/${id}`,
    /** The examination of one project waiting for the caller's decision. */
    examine: (id: number) => `/allproject/examine/${id}`,
    /** Projects waiting for the caller's creation or finish approval. */
    approvals: '/projectexamine',
    /** Approval tasks waiting for the caller's decision (进度审批). */
    taskApprovals: '/projectplanexamine',
    settings: '/projectSet',
    /** 服务详情 (permission 12001): a project's service-order tasks and their orders. */
    serviceDetail: (id: number) => `/serviceProject/Detail/${id}`,
    /** Who may create from a template, view and edit its projects. */
    personnel: (id: number) => `/projectSet/addpersonnelProject/${id}`,
    /** A template's processes and tasks (a new one without an id). */
    template: (id?: number, templateName = '') => withQuery('/projectSet/processProject', id ? { id: String(id), templateName } : ''),
    /** A template's custom form, in the template centre's form builder. */
    templateForm: (id: number, templateName: string) => withQuery('/projectSet/processProject/customForm', { id: String(id), templateName }),
    /** One part of a template's settings on its own page: its tasks, approvers, creation approval, finish approval. */
    templatePart: (part: 'taskSetting' | 'examine' | 'createApproval' | 'finishApproval', id: number, templateName = '') =>
      ({
        taskSetting: withQuery('/projectSet/taskSetting', { id: String(id), templateName }),
        examine: `/projectSet/examine/${id}`,
        createApproval: `/projectSet/CreateApproval/${id}`,
        finishApproval: `/projectSet/FinishApproval/${id}`,
      })[part],
  },
  orders: {
    list: '/allOrder',
    /** The list, or its map, with the list's filters as a query string. */
    listWith: (search: string) => withQuery('/allOrder', search),
    mapView: (search: string) => withQuery('/allOrder/mapView', search),
    ofServiceGroup: (serviceGroupId: number) => withQuery('/allOrder', { serviceGroupId: String(serviceGroupId) }),
    assign: '/assignOrder',
    detail: (id: number) => `/allOrder/orderDetail/${id}`,
    edit: (id: number) => `/allOrder/orderEdit/${id}`,
    print: (id: number) => `/allOrder/orderPrint/${id}`,
    /** The order's customer, reached from the order (返回工单 leads back). */
    customerDetail: (customerId: number, orderId: number) => `/allOrder/customerDetail/${customerId}/${orderId}`,
    /** The order form; the query names its origin (customer, event, contract, customer product …). */
    create: (origin?: Record<string, string> | URLSearchParams) => withQuery('/createOrder', origin),
    /** The form of one order type, the origin's query carried along. */
    createOfType: (kind: TemplateKindValue, id: number, search: string) =>
      withQuery(`/order/${kind === TemplateKind.internal ? 'createInner' : 'createExternal'}/${id}`, search),
  },
  /** /allEvent is ours (the spec lists the menu entry, not its route). */
  events: {
    newEvent: '/newEvent',
    /** The event form with its origin (a customer, a customer product). */
    newEventFrom: (origin: Record<string, string> | URLSearchParams) => withQuery('/newEvent', origin),
    serviceCounter: '/serviceCounter',
    shelters: '/shelters',
    myEvents: '/Myevent',
    assigned: '/eventassigned',
    allEvents: '/allEvent',
    detail: (id: number) => `/Myevent/eventDetail/${id}`,
    copy: (id: number, code?: string) => `/Myevent/copyeventDetail/${id}${code ? `/${encodeURIComponent(code)}` : ''}`,
    /** The order form with the event as its origin (the order links back to the event) and the event's customer product. */
    createOrder: (e: { id: number; customerId: number | null; customerProductId: number | null }) =>
      `/createOrder?${new URLSearchParams({
        eventId: String(e.id),
        ...(e.customerId ? { customerId: String(e.customerId) } : {}),
        ...(e.customerProductId ? { customerProductId: String(e.customerProductId) } : {}),
      })}`,
  },
  customers: {
    list: '/allCustomer',
    detail: (id: number) => `/allCustomer/customerDetail/${id}`,
    contacts: '/contactManage',
    contactDetail: (id: number) => `/contactManage/contactCustomerDetail/${id}`,
    addresses: '/addressManage',
    addressDetail: (id: number) => `/addressManage/addressCustomerDetail/${id}`,
    recycle: '/customerRecycle',
    recycleDetail: (id: number) => `/customerRecycle/customerDetail/${id}`,
  },
  products: {
    allProduct: '/allProduct',
    productDetails: (id: number) => `/allProduct/Productdetails/${id}`,
    productManage: '/productManage',
    /** productId is the product model; customerId is there when the product has a customer. */
    customerProductDetail: (r: { productId: number; id: number; customerId?: number | null }) =>
      `/productManage/productDetail/${r.productId}/${r.id}${r.customerId ? `/${r.customerId}` : ''}`,
    customerDetail: (id: number) => `/productManage/customerDetail/${id}`,
    qrCodeSetting: '/qrCodeSetting',
    qrBatchDetail: (id: number) => `/qrCodeSetting/qrdetail/${id}`,
    /** A batch's sheet; batch 0 with ids prints the chosen codes. */
    qrSheet: (batch: number, codeIds?: number[]) => `/qrCodeSetting/code/${batch}${codeIds ? `?ids=${codeIds.join(',')}` : ''}`,
    publicProduct: (token: string) => `${QR_PUBLIC_PATH}/${token}`,
  },
  /** The chart centre (spec part 1 section 2): /dataMap and /report/EfficiencyReport are the spec's, the rest ours. */
  reports: {
    dataMap: '/dataMap',
    statistics: '/report/statistics',
    evaluation: '/report/evaluation',
    order: '/report/order',
    event: '/report/event',
    revenue: '/report/revenue',
    staff: '/report/staff',
    dispatch: '/report/dispatch',
    timeout: '/report/timeout',
    customer: '/report/customer',
    fault: '/report/fault',
    efficiency: '/report/EfficiencyReport',
    spareUsage: '/report/spareUsage',
    project: '/report/project',
  },
  contracts: {
    detail: (id: number) => `/salesContractDetail?id=${id}`,
  },
  /** Online customer service (spec part 2 section 2, "Customer service chat"); the web chat's customer page. */
  onlineChat: {
    desk: '/customerservice',
    records: '/customerservice/receptionList',
    /** The accounts tab of /customerservice (administrators). */
    accounts: '/customerservice?tab=accounts',
    /** An account's reception group, by its open_kfid (a portal chat entry: web-{id}). */
    groupSet: (key: string) => `/customerservice/CustomerServiceGroupSet/${encodeURIComponent(key)}`,
    groupSetPattern: '/customerservice/CustomerServiceGroupSet/:key',
    visitor: (token: string) => withQuery('/kefu/chat', { token }),
    visitorPattern: '/kefu/chat',
    /** The desk on the phone (inside the /m shell): the queue and my sessions, one session's conversation by query. */
    phone: '/m/kefu',
    phoneSession: (sessionId: number) => `/m/kefu?session=${sessionId}`,
  },
  /** The call centre (spec part 2 section 2, "Call centre"). */
  callCenter: {
    records: CALL_SCREENS.records,
    detailPattern: CALL_SCREENS.detailPattern,
    detail: (id: number, customerId?: number | null) => (customerId ? `/calldetail/${id}/${customerId}` : `/calldetail/${id}`),
    /** The pop-up of a ringing call (the spec's spelling). */
    current: CALL_SCREENS.currentCall,
    currentCall: (q: PopUpQuery) => withQuery(CALL_SCREENS.currentCall, popUpQuery(q)),
    chart: CALL_SCREENS.chart,
    personalPattern: CALL_SCREENS.personalPattern,
    personal: (id: number) => `/call-center-chart/personal/${id}`,
    settings: CALL_SCREENS.settings,
  },
  /** Maintenance contracts, plans and tasks (spec part 2 section 2, "Maintenance"). */
  maintenance: {
    list: '/maintenance',
    /** The list on its tasks tab (overdue ones first when `overdue`). */
    tasks: (overdue = false) => withQuery('/maintenance', overdue ? { tab: 'tasks', overdue: '1' } : { tab: 'tasks' }),
    contractPattern: '/maintenance/MaintenanceContract/:id',
    contract: (id: number) => `/maintenance/MaintenanceContract/${id}`,
    planPattern: '/maintenance/MaintenancePlanDetail/:id',
    plan: (id: number) => `/maintenance/MaintenancePlanDetail/${id}`,
    taskPattern: '/maintenance/MaintenanceTasksDetail/:id',
    task: (id: number) => `/maintenance/MaintenanceTasksDetail/${id}`,
  },
  /** Portal accounts and the portal's settings (spec part 2 section 2, "Portal accounts"). */
  portal: {
    accounts: '/home_account',
    recycleBin: '/home_account?tab=recycle',
    accountPattern: '/home_account_detail/:id',
    account: (id: number) => `/home_account_detail/${id}`,
    addressesPattern: '/home_account_detail_child_address/:id',
    addresses: (id: number) => `/home_account_detail_child_address/${id}`,
    setting: '/portalSetting',
  },
  /** The knowledge base (spec part 2 section 2, "Knowledge base"). */
  knowledge: {
    /** The FAQ, on a category when `categoryId` is given (?id=). */
    faq: (categoryId?: number) => withQuery(KNOWLEDGE_SCREENS.faq, categoryId ? { id: String(categoryId) } : ''),
    faqList: KNOWLEDGE_SCREENS.faq,
    faqDetailPattern: `${KNOWLEDGE_SCREENS.faqDetail}/:id`,
    faqDetail: (id: number) => `${KNOWLEDGE_SCREENS.faqDetail}/${id}`,
    documents: KNOWLEDGE_SCREENS.documents,
    /** The documents, on a category when `categoryId` is given (?id=). */
    documentsIn: (categoryId?: number) => withQuery(KNOWLEDGE_SCREENS.documents, categoryId ? { id: String(categoryId) } : ''),
    documentDetailPattern: `${KNOWLEDGE_SCREENS.documentDetail}/:id`,
    documentDetail: (id: number) => `${KNOWLEDGE_SCREENS.documentDetail}/${id}`,
  },
  /** Triggers (spec part 2 section 2: /trigger/detail/{id?}). */
  triggers: {
    list: '/trigger',
    /** 自动抄送 (the settings menu's auto copy): the trigger list, a new one starting with a copy action. */
    autoCopy: '/trigger/autoCopy',
    /** 自动拆单 (the settings menu's automatic split): one rule per order type. */
    split: '/automate/split',
    newDetail: '/trigger/detail',
    detailPattern: '/trigger/detail/:id',
    detail: (id: number) => `/trigger/detail/${id}`,
  },
  /** Inspection rounds (order centre › 巡检计划, 巡检任务, 巡检异常待办, 巡检点). */
  inspection: {
    plans: '/inspectionPlan',
    tasks: '/inspectionTask',
    exceptions: '/inspectionException',
    points: '/inspectionPoint',
    taskPattern: '/inspectionTask/:id',
    task: (id: number) => `/inspectionTask/${id}`,
  },
  /** Dispatch (issue 40; the spec names no screens): the board, and the calendars, skills and rules. */
  dispatch: {
    board: '/dispatch',
    settings: '/dispatch/settings',
  },
  /** The service mall (spec part 2 section 2 "Mall"). */
  mall: {
    categories: '/categories',
    subCategoriesPattern: '/categories/:id',
    subCategories: (id: number) => `/categories/${id}`,
    goods: '/productManagement',
    orders: '/mallOrder',
    orderPattern: '/mallOrderDetails/:id',
    order: (id: number) => `/mallOrderDetails/${id}`,
    setting: '/mall/setting',
  },
  /** Repair and returns (spec part 2 section 2). */
  repair: {
    settings: '/repairSet',
    list: '/repairManagement',
    detailPattern: '/repairManagementDetail',
    detail: (id: number) => `/repairManagementDetail?orderId=${id}`,
    scan: '/scanCodeSignIn',
    detections: '/detectionOrder',
    detectionPattern: '/detectionOrderDetail',
    detection: (id: number) => `/detectionOrderDetail?id=${id}`,
    returnChanges: '/returnChange',
    returnChangePattern: '/returnChangeDetail',
    returnChange: (id: number) => `/returnChangeDetail?id=${id}`,
    internals: '/maintenanceOrder',
    internalPattern: '/maintenanceOrderDetail',
    internal: (id: number) => `/maintenanceOrderDetail?id=${id}`,
  },
  cyclePlans: {
    list: '/cyclePlan',
    /** The list with the add dialog open for a customer (the customer detail page's 新建计划). */
    addFor: (customerId: number) => `/cyclePlan?customerId=${customerId}`,
    detail: (id: number) => `/cyclePlan/cyclePlanDetail/${id}`,
    /** The same detail reached from the customer pages. */
    customerDetail: (id: number) => `/allCustomer/cyclePlanDetail/${id}`,
    sms: (id: number) => `/cyclePlan/SMSmarketing/${id}`,
    follow: '/followRemind',
  },
  /** The mobile version (issue 21): phone screens under /m; everything else opens the PC version. */
  mobile: {
    home: '/m',
    orders: '/m/orders',
    ordersInState: (state: number | 'all') => `/m/orders?state=${state}`,
    orderPattern: '/m/order/:id',
    order: (id: number) => `/m/order/${id}`,
    pool: '/m/pool',
    assign: '/m/assign',
    sidebarCustomer: '/m/sidebarCustomer',
    more: '/m/more',
    scan: '/m/scan',
    /** The knowledge base on the phone: search the FAQ and documents, an answer read in place. */
    knowledge: '/m/knowledge',
    messages: '/m/messages',
    events: '/m/events',
    eventsInState: (state: string) => `/m/events?state=${state}`,
    eventPattern: '/m/event/:id',
    event: (id: number) => `/m/event/${id}`,
    /** The query names the event's customer (the customer page's 新建事件). */
    newEvent: (origin?: Record<string, string>) => withQuery('/m/newEvent', origin),
    newEventPattern: '/m/newEvent',
    customers: '/m/customers',
    customerPattern: '/m/customer/:id',
    customer: (id: number) => `/m/customer/${id}`,
    /** A customer product (扫码 on a product QR code opens it). */
    productPattern: '/m/product/:id',
    product: (id: number) => `/m/product/${id}`,
    /** A spare part (扫码 on a part's code opens it). */
    partPattern: '/m/part/:id',
    part: (id: number) => `/m/part/${id}`,
    /** Choose the order type; the query names the origin (customerId, eventId …) as on /createOrder. */
    newOrder: (origin?: Record<string, string> | URLSearchParams | string) => withQuery('/m/newOrder', origin),
    newOrderPattern: '/m/newOrder',
    newOrderOfTypePattern: '/m/newOrder/:typeId',
    newOrderOfType: (typeId: number, search: string) => withQuery(`/m/newOrder/${typeId}`, search),
    /** My inspection rounds and one round walked point by point (issue 35). */
    inspections: '/m/inspections',
    inspectionsInState: (state: string) => `/m/inspections?state=${state}`,
    inspectionPattern: '/m/inspection/:id',
    inspection: (id: number) => `/m/inspection/${id}`,
    /** Maintenance tasks, each with its order's phone screen. */
    maintenance: '/m/maintenance',
    maintenanceInState: (state: string) => `/m/maintenance?state=${state}`,
    /** My project tasks, listed and finished on the phone (issue 38). */
    projectTasks: '/m/projectTasks',
    projectTasksShowing: (show: string) => `/m/projectTasks?show=${show}`,
    /** My visits of a day in driving order with the next one's navigation (issue 40). */
    day: '/m/day',
    dayOf: (day: string) => `/m/day?day=${day}`,
    /** Repair orders on the phone (issue 36): the bench's open ones, one order, and the desk's or engineer's scan. */
    repairs: '/m/repairs',
    repairsInState: (state: string) => `/m/repairs?state=${state}`,
    repairPattern: '/m/repair/:id',
    repair: (id: number) => `/m/repair/${id}`,
    repairScan: '/m/repairScan',
    /** The call centre's seat on the phone: its state (sign in, idle, busy) and the call ringing it (issue 42). */
    seat: '/m/seat',
    /** The phone's pop-up of a ringing call, as /currnetCall's query. */
    currentCallPattern: '/m/currentCall',
    currentCall: (q: PopUpQuery) => withQuery('/m/currentCall', popUpQuery(q)),
  },
  returnVisits: {
    tasks: '/ReturnVisitTask',
    plans: '/ReturnVisitTask?tab=plans',
    tasksOfOrder: (orderId: number) => `/ReturnVisitTask?targetId=${orderId}`,
    task: (id: number) => `/returnVisitOrder/ReturnVisitTaskDetail/${id}`,
    orders: '/returnVisitOrder',
    /** 0: a new plan. */
    editPlan: (id: number) => `/returnVisitPlan/edit/${id}`,
    report: (id: number) => `/returnVisitReport?id=${id}&visitType=1`,
  },
} as const;

/** Routes reachable without a session (spec part 1 section 2). */
export const PUBLIC_PATHS = ['/linkhelp', '/error403', '/privacy', '/register', '/login', '/loading', '/passwordForget', '/errorRole', '/qr' /* scanned product QR codes */];

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
