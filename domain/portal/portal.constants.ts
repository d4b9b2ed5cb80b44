// No imports: the customer portal's entry reads this file, and nothing of the staff app may come with it.

/** A portal account's states (the spec is silent): 1 active, 2 pending approval (self-registered), 3 disabled. */
export const AccountStatus = { active: 1, pending: 2, disabled: 3 } as const;
export type AccountStatusValue = (typeof AccountStatus)[keyof typeof AccountStatus];
export const ACCOUNT_STATUSES = Object.values(AccountStatus) as AccountStatusValue[];
export const ACCOUNT_STATUS_NAMES: Record<AccountStatusValue, string> = { 1: '正常', 2: '待审核', 3: '已停用' };

/** The portal's functions /portalSetting switches on and off; chat is the customer web chat (another area builds it). */
export const PortalFunction = { report: 'report', orders: 'orders', products: 'products', mall: 'mall', chat: 'chat' } as const;
export type PortalFunctionValue = (typeof PortalFunction)[keyof typeof PortalFunction];
export const PORTAL_FUNCTIONS = Object.values(PortalFunction) as PortalFunctionValue[];
export const PORTAL_FUNCTION_NAMES: Record<PortalFunctionValue, string> = {
  report: '服务申请',
  orders: '我的工单',
  products: '我的产品',
  mall: '服务商城',
  chat: '在线客服',
};
export const DEFAULT_PORTAL_FUNCTIONS: PortalFunctionValue[] = ['report', 'orders', 'products'];

/** Child accounts one main account may hold, and addresses one account may keep. */
export const MAX_CHILDREN = 50;
export const MAX_ADDRESSES = 20;

/** Where a customer's portal lives: /portal/{code}. */
export const portalPath = (code: string) => `/portal/${code}`;
/** The portal cookie, apart from the staff session's. */
export const PORTAL_COOKIE = 'fsm_portal';
/** The header a portal page sends its csrf token in (portal calls are JSON from its own page). */
export const PORTAL_CSRF_HEADER = 'x-portal-csrf';
