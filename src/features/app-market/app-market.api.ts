import type { ApiEnvelope } from '@domain/common/envelope';
import { AppMarketPaths as P } from '@domain/app-market/app-market.paths';
import type { MarketOrderStateValue, MarketSku } from '@domain/app-market/app-market.constants';
import { api } from '@/app/api';

export interface SkuPage {
  host: 'wecom' | 'dingtalk' | null;
  purchaseUrl: string | null;
  list: (MarketSku & { price: number })[];
}

export interface MarketOrderRow {
  id: number;
  host: 'wecom' | 'dingtalk';
  orderId: string;
  skuName: string;
  headcount: number;
  months: number;
  /** 购买 / 扩容 / 续期 / 版本变更 (WeCom's order types). */
  kindName: string;
  amount: number;
  paidAt: string;
  state: MarketOrderStateValue;
  stateName: string;
  consumedAt: string | null;
  allowedOperations: 'consume'[];
}

export interface PanelOrders {
  customerId: number | null;
  teamId: number | null;
  /** The customer's or team's name. */
  name: string;
  /** The bound group's binding, when asked by openConversationId. */
  groupId?: number;
  orders: { id: number; code: string; state: number; stateName: string; ownerName: string; createdAt: string; actions: ('view' | 'ding')[] }[];
}

/** Whose panel: a customer's, a team's, or the one a DingTalk group is bound to. */
export type PanelTargetArgs = { customerId: number } | { teamId: number } | { openConversationId: string };

export interface BindGroupArgs {
  openConversationId: string;
  customerId?: number;
  teamId?: number;
}

export interface DingRow {
  id: number;
  senderName: string;
  receiverId: number;
  receiverName: string;
  subjectType: 1 | 2;
  subjectId: number;
  subjectCode: string;
  kindName: string;
  content: string;
  state: 1 | 2;
  stateName: string;
  failure: string;
  createdAt: string;
}

export interface DingReceiver {
  userId: number;
  name: string;
  total: number;
  lastAt: string;
}

export interface DingFilterArgs {
  state?: 1 | 2;
  receiverId?: number;
}

export interface SendDingArgs {
  subjectType: 1 | 2;
  subjectId: number;
  kind: 1 | 2 | 3;
  content: string;
}

const data =
  <T,>(fallback: T) =>
  (r: ApiEnvelope<T>) =>
    r.data ?? fallback;
const tags = ['MarketOrders' as const];

/** In-app purchase, DING messages and the group panel (spec part 2 section 7). */
export const appMarketApi = api.enhanceEndpoints({ addTagTypes: ['MarketOrders', 'Dings', 'PanelGroups'] }).injectEndpoints({
  endpoints: (build) => ({
    getSkuPage: build.query<SkuPage, void>({
      query: () => ({ url: P.skuPage }),
      transformResponse: (r: ApiEnvelope<SkuPage>) => r.data!,
    }),
    listMarketOrders: build.query<MarketOrderRow[], { pageIndex: number; pageSize: number; state?: MarketOrderStateValue }>({
      query: (params) => ({ url: P.orderList, params }),
      transformResponse: data<MarketOrderRow[]>([]),
      providesTags: tags,
    }),
    countMarketOrders: build.query<number, { state?: MarketOrderStateValue }>({
      query: (params) => ({ url: P.orderCount, params }),
      transformResponse: data(0),
      providesTags: tags,
    }),
    consumeMarketOrder: build.mutation<{ planType: number; purchasedHeadcount: number; serviceExpiresAt: string }, number>({
      query: (id) => ({ url: P.orderConsume, method: 'POST', body: { id } }),
      transformResponse: (r: ApiEnvelope<{ planType: number; purchasedHeadcount: number; serviceExpiresAt: string }>) => r.data!,
      // The plan changed: the session (menus, locks, headcount) is read again.
      invalidatesTags: ['MarketOrders', 'Session', 'Menu', 'Package'],
    }),
    getPanelOrders: build.query<PanelOrders, PanelTargetArgs>({
      query: (params) => ({ url: P.panelOrders, params }),
      transformResponse: (r: ApiEnvelope<PanelOrders>) => r.data!,
      providesTags: ['Orders', 'PanelGroups'],
    }),
    bindPanelGroup: build.mutation<unknown, BindGroupArgs>({
      query: (body) => ({ url: P.panelBind, method: 'POST', body }),
      invalidatesTags: ['PanelGroups'],
    }),
    listDings: build.query<DingRow[], DingFilterArgs & { pageIndex: number; pageSize: number }>({
      query: (params) => ({ url: P.dingList, params }),
      transformResponse: data<DingRow[]>([]),
      providesTags: ['Dings'],
    }),
    countDings: build.query<number, DingFilterArgs>({
      query: (params) => ({ url: P.dingCount, params }),
      transformResponse: data(0),
      providesTags: ['Dings'],
    }),
    listDingReceivers: build.query<DingReceiver[], { pageIndex: number; pageSize: number }>({
      query: (params) => ({ url: P.dingUserList, params }),
      transformResponse: data<DingReceiver[]>([]),
      providesTags: ['Dings'],
    }),
    sendDing: build.mutation<unknown, SendDingArgs>({
      query: (body) => ({ url: P.dingSend, method: 'POST', body }),
      invalidatesTags: ['Dings'],
    }),
  }),
});

export const {
  useGetSkuPageQuery,
  useListMarketOrdersQuery,
  useConsumeMarketOrderMutation,
  useGetPanelOrdersQuery,
  useBindPanelGroupMutation,
  useSendDingMutation,
  useListDingsQuery,
  useCountDingsQuery,
  useListDingReceiversQuery,
} = appMarketApi;
