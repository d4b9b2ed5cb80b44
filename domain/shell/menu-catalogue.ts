import { APP_MARKET_SCREENS } from '../app-market/app-market.screens';
import { CUSTOM_APP_MENU_KEY } from '../custom-apps/custom-apps.constants';
import { FINANCE_SCREENS } from '../finance/finance.screens';
import { KNOWLEDGE_SCREENS } from '../knowledge/knowledge.screens';
import { CHART_MENU } from '../reports/reports.constants';
import { SPARE_SCREENS } from '../spare-parts/spare-parts.screens';
import { Role, type RoleType } from './roles';

/**
 * The menu the product offers, as resource keys. A role sees an entry only if its resources
 * include the key (granted per enterprise in the database, seeded from `roles`).
 * Only areas that are built are listed: an area joins the catalogue when its screens work.
 */
export interface MenuEntry {
  key: string;
  name: string;
  icon?: string;
  route?: string;
  /** Roles granted this entry when an enterprise is set up (the administrator always is). */
  roles?: RoleType[];
  /** Locked on the free plan (spec part 1 section 6, "Under a restricted plan ..."). */
  restricted?: boolean;
  /** Stays usable when the paid headcount is exceeded (the way out is the organisation page). */
  openOverHeadcount?: boolean;
  /** Shown only to an enterprise installed from a host's app market (any host's, or DingTalk's). */
  onlyIn?: MenuPlace;
  children?: MenuEntry[];
}

/** Where an enterprise came from, for entries that apply only there (see `onlyIn`). */
export type MenuPlace = 'market' | 'dingtalkMarket';

const EVERYONE: RoleType[] = Object.values(Role);

/** The order centre's group (its entries carry badge counts). */
export const ORDER_MENU_GROUP = 'order_manage';

export const TOP_MENU_KEYS = { home: 'home_manage', chart: 'chart_manage', settings: 'set_manage' } as const;

export const MENU_CATALOGUE: MenuEntry[] = [
  {
    key: TOP_MENU_KEYS.home,
    name: '首页',
    roles: EVERYONE,
    children: [
      {
        key: 'office_manage',
        name: '办公',
        icon: 'apps',
        roles: EVERYONE,
        children: [
          { key: 'office_navigation', name: '功能导航', route: '/personIndex', roles: EVERYONE, openOverHeadcount: true },
          { key: 'office_message_center', name: '消息中心', route: '/MessageCenter', roles: EVERYONE },
        ],
      },
      {
        key: 'service_desk',
        name: '服务台',
        icon: 'customer-service',
        roles: EVERYONE,
        // Spec part 1 section 2 "Service desk" (events); 待分派事件 and 我的事件 carry badge counts.
        children: [
          { key: 'event_undelivered', name: '待分派事件', route: '/eventassigned', roles: [Role.dispatcher] },
          { key: 'event_mine', name: '我的事件', route: '/Myevent', roles: EVERYONE },
          { key: 'event_all', name: '全部事件', route: '/allEvent', roles: [Role.dispatcher, Role.director, Role.reception] },
          { key: 'event_counter', name: '服务台接待', route: '/serviceCounter', roles: [Role.reception, Role.dispatcher] },
          // Call centre (spec part 2 section 2): the records and the statistics; the pop-up and details are reached from them.
          // The statistics are a report: locked on the free plan like reports (part 1 section 6).
          { key: 'call_records', name: '通话记录', route: '/callcenter', roles: [Role.reception, Role.returnVisit, Role.dispatcher, Role.director] },
          { key: 'call_statistics', name: '呼叫统计', route: '/call-center-chart', roles: [Role.reception, Role.returnVisit, Role.dispatcher, Role.director], restricted: true },
          { key: 'event_shelters', name: '待认领事件', route: '/shelters', roles: [Role.serviceStaff, Role.dispatcher] },
          { key: 'event_new', name: '新建事件', route: '/newEvent', roles: EVERYONE },
          { key: 'service_return_visit_task', name: '回访任务', route: '/ReturnVisitTask', roles: [Role.returnVisit, Role.dispatcher, Role.director] },
          { key: 'kefu_online', name: '在线客服', route: '/customerservice', roles: [Role.reception, Role.dispatcher] },
          // DINGs are DingTalk's urgent reminders: only a DingTalk market corp has them.
          { key: 'ding_messages', name: 'DING消息', route: APP_MARKET_SCREENS.dingMessages, roles: [Role.dispatcher, Role.director, Role.reception], onlyIn: 'dingtalkMarket' },
          { key: 'kefu_reception_list', name: '接待记录', route: '/customerservice/receptionList', roles: [Role.reception, Role.dispatcher, Role.director] },
        ],
      },
      {
        key: ORDER_MENU_GROUP,
        name: '工单中心',
        icon: 'file',
        roles: EVERYONE,
        // Spec part 1 section 2 "Order centre"; restricted entries per section 6 (template view, public pool, my orders, pending my approval, recycle bin).
        children: [
          { key: 'order_create', name: '新建工单', route: '/createOrder', roles: [Role.dispatcher, Role.employee, Role.salesperson, Role.reception] },
          { key: 'order_acceptance', name: '受理工单', route: '/acceptanceOrder', roles: [Role.dispatcher, Role.reception] },
          { key: 'order_assign', name: '派单', route: '/assignOrder', roles: [Role.dispatcher] },
          { key: 'order_assign_map', name: '地图派单', route: '/assignOrderInMap', roles: [Role.dispatcher] },
          // Issue 40 (the spec names no screen): the dispatch board and its settings.
          { key: 'order_dispatch_board', name: '派工看板', route: '/dispatch', roles: [Role.dispatcher, Role.director] },
          { key: 'order_dispatch_settings', name: '派工设置', route: '/dispatch/settings', roles: [Role.dispatcher] },
          { key: 'order_abnormal', name: '异常工单', route: '/abnormalOrder', roles: [Role.dispatcher] },
          { key: 'order_examine', name: '待我审批', route: '/examineOrder', roles: [Role.dispatcher, Role.finance], restricted: true },
          { key: 'order_high_seas', name: '工单公海', route: '/orderHighSeas', roles: [Role.dispatcher, Role.serviceStaff], restricted: true },
          {
            key: 'order_all',
            name: '全部工单',
            route: '/allOrder',
            roles: [Role.dispatcher, Role.director, Role.reception, Role.finance, Role.returnVisit, Role.salesperson],
          },
          { key: 'order_mine', name: '我的工单', route: '/myOrder', roles: [Role.serviceStaff, Role.dispatcher], restricted: true },
          { key: 'order_teamwork', name: '协作工单', route: '/teamworkOrder', roles: [Role.serviceStaff] },
          { key: 'order_due', name: '超时工单', route: '/dueOrder', roles: [Role.dispatcher, Role.director] },
          { key: 'order_send_me', name: '抄送我的', route: '/sendMeOrder', roles: EVERYONE },
          { key: 'order_rubbish', name: '工单回收站', route: '/orderRubbish', roles: [Role.dispatcher], restricted: true },
          // Inspection rounds (spec part 1 menu: inspection plan, inspection tasks, inspection exception to-dos, inspection points).
          { key: 'order_inspection_plan', name: '巡检计划', route: '/inspectionPlan', roles: [Role.dispatcher, Role.director] },
          { key: 'order_inspection_task', name: '巡检任务', route: '/inspectionTask', roles: [Role.dispatcher, Role.director, Role.serviceStaff] },
          { key: 'order_inspection_exception', name: '巡检异常待办', route: '/inspectionException', roles: [Role.dispatcher, Role.director] },
          { key: 'order_inspection_point', name: '巡检点', route: '/inspectionPoint', roles: [Role.dispatcher, Role.director] },
          { key: 'order_template_view', name: '模板视图', route: '/templateView', roles: [Role.dispatcher, Role.director], restricted: true },
          { key: 'order_schedule_list', name: '排班列表', route: '/schedule/list', roles: [Role.dispatcher, Role.director] },
          { key: 'order_schedule_report', name: '排班报表', route: '/schedule/report', roles: [Role.dispatcher, Role.director] },
        ],
      },
      {
        key: 'finance_manage',
        name: '财务管理',
        icon: 'wallet',
        roles: EVERYONE,
        // Spec part 2 section 2 "Finance". The spec gives
        // /receive/... calls but no route for the payment templates. Everyone sees their own commission; finance does the rest.
        children: [
          { key: 'finance_reconcile', name: '财务对账', route: FINANCE_SCREENS.reconcile, roles: [Role.finance] },
          { key: 'finance_personal_commission', name: '个人结算', route: FINANCE_SCREENS.personal, roles: EVERYONE },
          { key: 'finance_group_commission', name: '团队结算', route: FINANCE_SCREENS.group, roles: [Role.finance] },
          { key: 'finance_rewards', name: '结算奖惩', route: FINANCE_SCREENS.rewards, roles: EVERYONE },
          { key: 'finance_setting', name: '财务设置', route: FINANCE_SCREENS.setting, roles: [Role.finance] },
          { key: 'finance_receive_payment', name: '收款模板', route: FINANCE_SCREENS.paymentTemplates, roles: [Role.finance] },
        ],
      },
      {
        key: 'project_manage',
        name: '项目管理',
        icon: 'dashboard',
        roles: [Role.dispatcher, Role.serviceStaff, Role.salesperson, Role.director],
        // Spec part 2 section 2 "Projects": the list, the new project (permission 13002), and the approvals waiting
        // for the user (a template's approvers may hold any of these roles).
        children: [
          { key: 'project_all', name: '全部项目', route: '/allProject', roles: [Role.dispatcher, Role.serviceStaff, Role.salesperson, Role.director] },
          { key: 'project_new', name: '新建项目', route: '/newproject', roles: [Role.salesperson] },
          { key: 'project_examine', name: '项目审批', route: '/projectexamine', roles: [Role.dispatcher, Role.serviceStaff, Role.salesperson, Role.director] },
          { key: 'project_plan_examine', name: '进度审批', route: '/projectplanexamine', roles: [Role.dispatcher, Role.serviceStaff, Role.salesperson, Role.director] },
        ],
      },
      {
        key: 'customer_manage',
        name: '客户管理',
        icon: 'user',
        roles: [Role.dispatcher, Role.serviceStaff, Role.salesperson, Role.reception, Role.director, Role.finance, Role.warehouse],
        children: [
          { key: 'customer_all', name: '客户', route: '/allCustomer', roles: [Role.dispatcher, Role.serviceStaff, Role.salesperson, Role.reception, Role.director, Role.finance] },
          { key: 'customer_contacts', name: '联系人', route: '/contactManage', roles: [Role.dispatcher, Role.salesperson, Role.reception, Role.director], restricted: true },
          { key: 'customer_addresses', name: '地址', route: '/addressManage', roles: [Role.dispatcher, Role.salesperson, Role.reception, Role.director], restricted: true },
          {
            key: 'customer_product_archive',
            name: '产品档案',
            route: '/allProduct',
            roles: [Role.dispatcher, Role.serviceStaff, Role.salesperson, Role.reception, Role.director, Role.warehouse],
          },
          {
            key: 'customer_product',
            name: '客户产品',
            route: '/productManage',
            roles: [Role.dispatcher, Role.serviceStaff, Role.salesperson, Role.reception, Role.director],
            restricted: true,
          },
          { key: 'customer_product_qr', name: '产品二维码', route: '/qrCodeSetting', roles: [Role.dispatcher] },
          { key: 'customer_sales_contract', name: '销售合同', route: '/salesContract', roles: [Role.salesperson, Role.director, Role.dispatcher, Role.finance] },
          // Cycle configuration is restricted on the free plan (spec part 1 section 6).
          { key: 'customer_cycle_plan', name: '客户服务计划', route: '/cyclePlan', roles: [Role.dispatcher, Role.salesperson, Role.reception, Role.director], restricted: true },
          { key: 'customer_follow_remind', name: '跟进提醒', route: '/followRemind', roles: [Role.dispatcher, Role.salesperson, Role.reception, Role.director], restricted: true },
          { key: 'customer_recycle', name: '回收站', route: '/customerRecycle', roles: [Role.dispatcher], restricted: true },
          { key: 'customer_maintenance', name: '维保合同', route: '/maintenance', roles: [Role.dispatcher, Role.salesperson, Role.director, Role.serviceStaff] },
          // Portal accounts are restricted on the free plan (spec part 1 section 6, part 2 section 5).
          { key: 'customer_portal_account', name: '门户账号', route: '/home_account', roles: [Role.dispatcher, Role.salesperson, Role.director], restricted: true },
        ],
      },
      {
        key: 'spare_manage',
        name: '备件管理',
        icon: 'storage',
        roles: [Role.warehouse, Role.serviceStaff, Role.dispatcher, Role.director],
        // Spec part 2 section 2; restricted on the free plan (part 1 section 6): allotment, outbound and inbound
        // (出入库), approval, distribution, return and my parts (我的备件, where returns are made), stock log.
        children: [
          { key: 'spare_list', name: '备件列表', route: SPARE_SCREENS.list, roles: [Role.warehouse, Role.serviceStaff, Role.dispatcher, Role.director] },
          { key: 'spare_type', name: '备件类型', route: SPARE_SCREENS.types, roles: [Role.warehouse] },
          { key: 'spare_stock', name: '备件库存', route: SPARE_SCREENS.stock, roles: [Role.warehouse, Role.dispatcher, Role.director] },
          { key: 'spare_out_in', name: '出入库', route: SPARE_SCREENS.outIn, roles: [Role.warehouse], restricted: true },
          { key: 'spare_allotted', name: '备件调拨', route: SPARE_SCREENS.allotted, roles: [Role.warehouse], restricted: true },
          { key: 'spare_distributed', name: '备件分发', route: SPARE_SCREENS.distributed, roles: [Role.warehouse], restricted: true },
          { key: 'spare_get', name: '备件申领', route: SPARE_SCREENS.get, roles: [Role.serviceStaff] },
          { key: 'spare_mine', name: '我的备件', route: SPARE_SCREENS.mine, roles: [Role.serviceStaff], restricted: true },
          { key: 'spare_examine', name: '备件审批', route: SPARE_SCREENS.examine, roles: [Role.warehouse], restricted: true },
          { key: 'spare_kit', name: '套件', route: SPARE_SCREENS.kits, roles: [Role.warehouse, Role.serviceStaff] },
          { key: 'spare_stock_taking', name: '库存盘点', route: SPARE_SCREENS.stockTaking, roles: [Role.warehouse] },
          { key: 'spare_waste', name: '废件处理', route: SPARE_SCREENS.waste, roles: [Role.warehouse] },
          { key: 'spare_warning', name: '库存预警', route: SPARE_SCREENS.warning, roles: [Role.warehouse] },
          { key: 'spare_log', name: '备件单据', route: SPARE_SCREENS.documents, roles: [Role.warehouse, Role.serviceStaff, Role.dispatcher] },
          { key: 'spare_stock_log', name: '库存日志', route: SPARE_SCREENS.stockLog, roles: [Role.warehouse, Role.dispatcher], restricted: true },
          { key: 'old_parts_recycle', name: '旧件回收', route: SPARE_SCREENS.oldParts, roles: [Role.warehouse, Role.serviceStaff, Role.dispatcher] },
        ],
      },
      {
        key: 'repair_manage',
        name: '维修管理',
        icon: 'tool',
        roles: [Role.reception, Role.dispatcher, Role.serviceStaff, Role.director, Role.warehouse],
        // Spec part 2 section 2; warehouse keepers come for internal repairs (old parts of their stores).
        children: [
          { key: 'repair_order', name: '维修单', route: '/repairManagement', roles: [Role.reception, Role.dispatcher, Role.serviceStaff, Role.director] },
          { key: 'repair_scan_sign_in', name: '扫码签收', route: '/scanCodeSignIn', roles: [Role.reception, Role.dispatcher] },
          { key: 'repair_detection', name: '检测单', route: '/detectionOrder', roles: [Role.reception, Role.dispatcher, Role.serviceStaff, Role.director] },
          { key: 'repair_return_change', name: '退换货单', route: '/returnChange', roles: [Role.reception, Role.dispatcher, Role.serviceStaff, Role.director] },
          { key: 'repair_internal', name: '内部维修单', route: '/maintenanceOrder', roles: [Role.warehouse, Role.dispatcher, Role.serviceStaff, Role.director] },
          { key: 'repair_set', name: '维修设置', route: '/repairSet', roles: [Role.director] },
        ],
      },
      {
        key: 'mall_manage',
        name: '服务商城',
        icon: 'gift',
        roles: [Role.dispatcher, Role.director, Role.finance, Role.warehouse],
        // Spec part 2 section 2 "Mall".
        children: [
          { key: 'mall_categories', name: '商品分类', route: '/categories', roles: [Role.dispatcher, Role.director] },
          { key: 'mall_goods', name: '商品管理', route: '/productManagement', roles: [Role.dispatcher, Role.director, Role.finance, Role.warehouse] },
          { key: 'mall_orders', name: '商城订单', route: '/mallOrder', roles: [Role.dispatcher, Role.director, Role.finance, Role.warehouse] },
          { key: 'mall_setting', name: '商城设置', route: '/mall/setting', roles: [Role.dispatcher, Role.director] },
        ],
      },
      {
        key: 'knowledge_manage',
        name: '知识库',
        icon: 'file',
        roles: EVERYONE,
        // Spec part 2 section 2 "Knowledge base": every staff role reads; administrators, dispatchers, reception and directors write.
        children: [
          { key: 'knowledge_faq', name: '常见问题', route: KNOWLEDGE_SCREENS.faq, roles: EVERYONE },
          { key: 'knowledge_document', name: '文档管理', route: KNOWLEDGE_SCREENS.documents, roles: EVERYONE },
        ],
      },
      // Its children are the enterprise's own applications, added to the menu by the server.
      { key: CUSTOM_APP_MENU_KEY, name: '自定义应用', icon: 'apps', roles: EVERYONE, children: [] },
    ],
  },
  {
    key: TOP_MENU_KEYS.chart,
    name: '图表中心',
    roles: [Role.director],
    // Spec part 1 section 2 "Chart menu" (备件使用分析, then 项目统计 last).
    children: [
      {
        key: 'chart_menu',
        name: '图表',
        icon: 'bar-chart',
        roles: [Role.director],
        children: CHART_MENU.map((c) => ({ key: c.key, name: c.name, route: c.route, roles: [Role.director], restricted: true })),
      },
    ],
  },
  {
    key: TOP_MENU_KEYS.settings,
    name: '系统设置',
    // Dispatchers run the service teams, so they reach 服务设置 here.
    roles: [Role.dispatcher],
    children: [
      {
        key: 'set_organization',
        name: '组织架构',
        icon: 'user-group',
        children: [
          { key: 'set_organization_structure', name: '组织架构', route: '/productSetting', openOverHeadcount: true },
          { key: 'set_person_tag', name: '人员标签', route: '/tagsManage/personTag', restricted: true },
          { key: 'set_reception_personnel', name: '接待人员', route: '/receptionPersonnel' },
        ],
      },
      {
        key: 'set_service',
        name: '服务设置',
        icon: 'tool',
        roles: [Role.dispatcher],
        children: [{ key: 'set_service_catalogue', name: '服务组与服务项目', route: '/serviceSetting', roles: [Role.dispatcher] }],
      },
      {
        key: 'set_template',
        name: '模板中心',
        icon: 'file',
        children: [
          { key: 'set_template_order', name: '工单类型', route: '/templateCenter' },
          // The spec's settings menu lists person, order and customer tags; 客户标签 is also 客户设置 › 客户标签 (/customerSetting).
          { key: 'set_order_tag', name: '工单标签', route: '/tagsManage/orderTag', restricted: true },
          { key: 'set_customer_tag', name: '客户标签', route: '/tagsManage/customerTag', restricted: true },
          { key: 'set_template_event', name: '事件设置', route: '/eventSet' },
          { key: 'set_template_project', name: '项目设置', route: '/projectSet' },
          { key: 'set_template_expenses_field', name: '费用字段', route: '/expensesField' },
          { key: 'set_template_customer_field', name: '客户字段', route: '/customerField' },
        ],
      },
      {
        key: 'set_message',
        name: '消息设置',
        icon: 'notification',
        children: [
          { key: 'set_message_announcement', name: '公告管理', route: '/noticeManage', restricted: true },
          { key: 'set_message_timer', name: '定时提醒', route: '/timerNotice' },
          { key: 'set_message_notify', name: '消息通知', route: '/messageSetting' },
          { key: 'set_message_sms_signature', name: '短信签名', route: '/smsMEssage/applyMessage' },
        ],
      },
      {
        key: 'set_automation',
        name: '自动化',
        icon: 'send',
        // Triggers (part 2); 自动抄送 is the spec's auto copy, locked on the free plan; 自动拆单 its automatic split.
        children: [
          { key: 'set_trigger', name: '触发器', route: '/trigger' },
          { key: 'set_auto_copy', name: '自动抄送', route: '/trigger/autoCopy', restricted: true },
          { key: 'set_auto_split', name: '自动拆单', route: '/automate/split' },
        ],
      },
      {
        key: 'set_finance',
        name: '财务设置',
        icon: 'wallet',
        // The spec gives money items calls but no route; /expensesField is the template centre's expenses fields.
        children: [{ key: 'set_money_items', name: '费用项目', route: '/moneyItemSetting' }],
      },
      {
        key: 'set_application',
        name: '应用设置',
        icon: 'apps',
        children: [
          { key: 'set_custom_application', name: '自定义应用', route: '/CustomApplicationSetting' },
          { key: 'set_application_management', name: '应用管理', route: '/setting/applicationManagement' },
        ],
      },
      {
        key: 'set_customer',
        name: '客户设置',
        icon: 'user',
        // Managing tags is restricted on the free plan (the tags module refuses it there).
        children: [{ key: 'set_customer_setting', name: '客户标签', route: '/customerSetting', restricted: true }],
      },
      {
        key: 'set_portal',
        name: '门户设置',
        icon: 'user',
        // The customer portal's look, functions and address (spec part 1 section 3's settings menu: portal).
        children: [{ key: 'set_portal_setting', name: '门户设置', route: '/portalSetting', restricted: true }],
      },
      {
        key: 'set_call_center',
        name: '呼叫中心设置',
        icon: 'phone',
        // The seats (line, extension, SIP account) and the enterprise's PBX: administrators only.
        children: [{ key: 'set_call_center_seats', name: '坐席设置', route: '/callCenterSetting' }],
      },
      {
        key: 'set_system',
        name: '系统参数',
        icon: 'settings',
        children: [
          { key: 'set_system_param', name: '系统参数', route: '/systemParam' },
          { key: 'set_information', name: '企业信息', route: '/infomation/setting' },
        ],
      },
      {
        key: 'set_app_market',
        name: '应用市场',
        icon: 'gift',
        roles: [Role.dispatcher],
        // Buying is how an over-headcount enterprise gets back in; the group panel is DingTalk's cool app (spec part 2 section 2).
        children: [
          { key: 'set_iap', name: '应用内购买', route: APP_MARKET_SCREENS.iap, openOverHeadcount: true, onlyIn: 'market' },
          { key: 'set_cool_app_panel', name: '群控制面板', route: APP_MARKET_SCREENS.coolAppPanelGroup, roles: [Role.dispatcher], onlyIn: 'dingtalkMarket' },
        ],
      },
    ],
  },
];

export function* walkMenu(entries: MenuEntry[] = MENU_CATALOGUE): Generator<MenuEntry> {
  for (const entry of entries) {
    yield entry;
    if (entry.children) yield* walkMenu(entry.children);
  }
}

/** The resource keys a role holds in a newly set-up enterprise. */
export function defaultMenuKeys(role: RoleType): string[] {
  const keys: string[] = [];
  for (const entry of walkMenu()) if (role === Role.admin || entry.roles?.includes(role)) keys.push(entry.key);
  return keys;
}

/** The catalogue's keys that an enterprise in none of `places` is not shown. */
export function keysOutside(places: ReadonlySet<MenuPlace>): Set<string> {
  const keys = new Set<string>();
  for (const entry of walkMenu()) if (entry.onlyIn && !places.has(entry.onlyIn)) keys.add(entry.key);
  return keys;
}

/** Route of each catalogue entry, for finding the entry that gates a page. */
export function menuEntryForRoute(route: string): MenuEntry | undefined {
  for (const entry of walkMenu()) if (entry.route === route) return entry;
  return undefined;
}
