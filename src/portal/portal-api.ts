import { PORTAL_CSRF_HEADER } from '@domain/portal/portal.constants';
import { PortalPaths as P } from '@domain/portal/portal.paths';
import type { PortalEvaluateInput, PortalEventDetail, PortalEventRow, PortalLook, PortalMe, PortalRequestRow } from '@domain/portal/portal.schemas';
import type { PortalRepairRow } from '@domain/repair/repair.schemas';
import type { PortalRequestType } from '@domain/portal/portal-form';
import { MallPaths as M } from '@domain/mall/mall.paths';
import { OnlineChatPaths as C } from '@domain/online-chat/online-chat.paths';
import type { VisitorConversation } from '@domain/online-chat/online-chat.schemas';
import type { MallCategoryRow, MallGoodsRow, MallOrderDetail, PlaceOrderInput, PortalMallSetting } from '@domain/mall/mall.schemas';

/** A portal call's refusal: the server's own words, and whether the session is gone. */
export class PortalError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

let csrf = '';

export async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  if (method === 'POST') {
    headers['content-type'] = 'application/json';
    if (csrf) headers[PORTAL_CSRF_HEADER] = csrf;
  }
  let res: Response;
  try {
    res = await fetch(`/api${path}`, { method, headers, body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined, credentials: 'same-origin' });
  } catch {
    throw new PortalError('网络连接失败，请稍后重试', 0);
  }
  const json = (await res.json().catch(() => ({}))) as { success?: boolean; message?: string; data?: T };
  if (!res.ok || json.success === false) throw new PortalError(json.message ?? '请求失败，请稍后重试', res.status);
  return json.data as T;
}

export type PortalEvaluation = PortalEvaluateInput;

export interface PortalProduct {
  id: number;
  name: string;
  productName: string;
  serialNumber: string;
  warrantyEnd: string | null;
  warrantyStatus: string;
}

/** A product as the portal names it: its name and, when it has one, its serial number. */
export const productLabel = (p: PortalProduct) => `${p.name}${p.serialNumber ? `（${p.serialNumber}）` : ''}`;

/** The portal's calls: the look before sign-in, the code and sign-in, then the customer's own records. */
export const portalApi = {
  look: (portal: string) => call<PortalLook>('GET', `${P.look}?portal=${encodeURIComponent(portal)}`),
  sendCode: (portal: string, mobile: string) => call<void>('POST', P.sendCode, { portal, mobile }),
  signIn: async (portal: string, mobile: string, code: string) => {
    csrf = (await call<{ csrfToken: string }>('POST', P.signIn, { portal, mobile, code })).csrfToken;
  },
  registerCode: (portal: string, mobile: string) => call<void>('POST', P.registerCode, { portal, mobile }),
  register: (portal: string, mobile: string, code: string, name: string) => call<void>('POST', P.register, { portal, mobile, code, name }),
  me: async () => {
    const me = await call<PortalMe>('GET', P.me);
    csrf = me.csrfToken;
    return me;
  },
  signOut: () => call<void>('POST', P.signOut),
  requests: () => call<PortalRequestRow[]>('GET', P.requests),
  events: () => call<PortalEventRow[]>('GET', P.events),
  event: (id: number) => call<PortalEventDetail>('GET', `${P.eventDetail}?id=${id}`),
  uploadImage: (data: string, name: string) => call<{ id: number; url: string }>('POST', P.uploadImage, { data, name }),
  uploadFile: (data: string, name: string) => call<{ id: number; url: string }>('POST', P.uploadFile, { data, name }),
  requestTypes: () => call<PortalRequestType[]>('GET', P.requestForm),
  report: (request: { description: string; customerProductId?: number; appointmentTime?: string; images: { url: string }[]; templateId?: number; fields: Record<string, unknown> }) =>
    call<{ id: number; orderNo: string }>('POST', P.requestCreate, request),
  scanProduct: (code: string) => call<PortalProduct>('GET', `${P.productScan}?code=${encodeURIComponent(code)}`),
  cancel: (id: number) => call<void>('POST', P.requestCancel, { id }),
  evaluate: (evaluation: PortalEvaluation) => call<void>('POST', P.requestEvaluate, evaluation),
  sign: (id: number, url: string) => call<void>('POST', P.requestSign, { id, signature: { url } }),
  products: () => call<PortalProduct[]>('GET', P.products),
  repairs: () => call<PortalRepairRow[]>('GET', P.repairs),
  requestRepair: (request: { customerProductId: number; fault: string; images: { url: string }[] }) => call<{ id: number; repairNo: string }>('POST', P.repairCreate, request),
  cancelRepair: (id: number) => call<void>('POST', P.repairCancel, { id }),
  mallSetting: () => call<PortalMallSetting>('GET', M.portalSetting),
  mallCategories: () => call<MallCategoryRow[]>('GET', M.portalCategories),
  mallGoods: async () => (await call<{ list: MallGoodsRow[] }>('GET', `${M.portalGoods}?pageSize=100`)).list,
  mallOrders: () => call<MallOrderDetail[]>('GET', M.portalOrders),
  placeMallOrder: (order: Omit<PlaceOrderInput, 'remark'>) => call<MallOrderDetail>('POST', M.portalOrderCreate, order),
  chatLink: () => call<{ token: string }>('GET', C.portalChatLink),
  chatMessages: (token: string, afterSeq: number) => call<VisitorConversation>('GET', `${C.visitorMessages}?token=${encodeURIComponent(token)}&afterSeq=${afterSeq}`),
  chatSend: (token: string, clientMsgId: string, text: string) => call<unknown>('POST', C.visitorSend, { token, clientMsgId, text }),
  chatRate: (token: string, sessionId: number, rating: number, comment: string) => call<void>('POST', C.visitorRate, { token, sessionId, rating, comment }),
  operateMallOrder: (id: number, op: 'sign' | 'customerCancel') => call<MallOrderDetail>('POST', M.portalOrderOperate, { id, op }),
};
