import type { ApiEnvelope } from '@domain/common/envelope';
import { FinancePaths } from '@domain/finance/finance.paths';
import type {
  OrderPaymentTemplates,
  PaymentTemplateRow,
  ProofFile,
  ReconcileBatchResult,
  ReconcileFilter,
  ReconcileRow,
  TemplateItem,
} from '@domain/finance/finance.schemas';
import type { PaymentModeCode } from '@domain/finance/finance.constants';
import type { SourceCollectionFilter, SourceCollectionPage } from '@domain/finance/source-collections';
import type { RewardView } from '@domain/finance/reward.machine';
import type { RewardRow, RewardStateCode } from '@domain/finance/rewards.schemas';
import type { NamedEntry, NamedListKindCode } from '@domain/finance/named-lists.schemas';
import type { CommissionRuleRow, GroupSettlement, PersonalDetail, PersonalSettlement, SettlementDocument } from '@domain/finance/commission.schemas';
import { api } from '@/app/api';

export interface SaveTemplateArgs {
  id?: number;
  version?: number;
  name: string;
  items: Pick<TemplateItem, 'name' | 'itemType' | 'amount'>[];
  remark?: string;
}

export interface CollectItemArgs {
  orderId: number;
  receivePaymentId: number;
  itemName: string;
  mode: PaymentModeCode;
  amount: string;
  proof: ProofFile[];
  remark?: string;
}

type Page = { pageIndex: number; pageSize: number };
/** Filter values as the query string carries them (empty ones left out). */
const params = (f: object) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== '' && v !== null));

const withTags = api.enhanceEndpoints({ addTagTypes: ['PaymentTemplates', 'Reconcile', 'OrderPaymentItems', 'Orders', 'SourceCollections', 'MallOrders'] });

/** Finance: payment templates (/receive/...), an order's item collections, reconciliation (/v2/reconcile/...). */
export const financeApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    listPaymentTemplates: build.query<PaymentTemplateRow[], Page & { name?: string }>({
      query: (q) => ({ url: FinancePaths.receiveList, params: params(q) }),
      transformResponse: (r: ApiEnvelope<PaymentTemplateRow[]>) => r.data ?? [],
      providesTags: ['PaymentTemplates'],
    }),
    countPaymentTemplates: build.query<number, { name?: string } | void>({
      query: (q) => ({ url: FinancePaths.receiveCount, params: params(q ?? {}) }),
      transformResponse: (r: ApiEnvelope<number>) => r.data ?? 0,
      providesTags: ['PaymentTemplates'],
    }),
    templatesOfOrderType: build.query<PaymentTemplateRow[], number>({
      query: (orderTmplId) => ({ url: FinancePaths.receiveOfOrderType, params: { orderTmplId } }),
      transformResponse: (r: ApiEnvelope<PaymentTemplateRow[]>) => r.data ?? [],
      providesTags: ['PaymentTemplates'],
    }),
    savePaymentTemplate: build.mutation<ApiEnvelope<PaymentTemplateRow>, SaveTemplateArgs>({
      query: ({ id, version, ...body }) =>
        id === undefined ? { url: FinancePaths.receiveAdd, method: 'POST', body } : { url: FinancePaths.receiveUpdate, method: 'PUT', body: { id, version, ...body } },
      invalidatesTags: ['PaymentTemplates', 'OrderPaymentItems'],
    }),
    deletePaymentTemplates: build.mutation<ApiEnvelope, number[]>({
      query: (ids) => ({ url: FinancePaths.receiveDelete, method: 'DELETE', params: { ids: ids.join(',') } }),
      invalidatesTags: ['PaymentTemplates', 'OrderPaymentItems'],
    }),
    orderPaymentItems: build.query<OrderPaymentTemplates, number>({
      query: (orderId) => ({ url: FinancePaths.orderItemCollections, params: { orderId } }),
      transformResponse: (r: ApiEnvelope<OrderPaymentTemplates>) => r.data!,
      providesTags: ['OrderPaymentItems'],
    }),
    collectItem: build.mutation<ApiEnvelope<OrderPaymentTemplates>, CollectItemArgs>({
      query: (body) => ({ url: FinancePaths.collectItem, method: 'POST', body }),
      invalidatesTags: ['OrderPaymentItems', 'Reconcile'],
    }),
    listReconcile: build.query<ReconcileRow[], Page & ReconcileFilter>({
      query: (q) => ({ url: FinancePaths.reconcileList, params: params(q) }),
      transformResponse: (r: ApiEnvelope<ReconcileRow[]>) => r.data ?? [],
      providesTags: ['Reconcile'],
    }),
    countReconcile: build.query<number, ReconcileFilter>({
      query: (q) => ({ url: FinancePaths.reconcileCount, params: params(q) }),
      transformResponse: (r: ApiEnvelope<number>) => r.data ?? 0,
      providesTags: ['Reconcile'],
    }),
    markReconciled: build.mutation<ApiEnvelope<ReconcileBatchResult>, { orderIds: number[]; differenceAmount?: string; differenceNote?: string }>({
      query: (body) => ({ url: FinancePaths.reconcileMark, method: 'POST', body }),
      // The order's log gains the entry: its detail is read again.
      invalidatesTags: ['Reconcile', 'OrderPaymentItems', 'Orders'],
    }),
    reopenReconcile: build.mutation<ApiEnvelope, { orderId: number; reason: string }>({
      query: (body) => ({ url: FinancePaths.reconcileReopen, method: 'POST', body }),
      invalidatesTags: ['Reconcile', 'OrderPaymentItems', 'Orders'],
    }),
    /** Collections of other sources (a mall order's payment): the mall's 确认收款 invalidates 'SourceCollections' by name. */
    listSourceCollections: build.query<SourceCollectionPage, Page & SourceCollectionFilter>({
      query: (q) => ({ url: FinancePaths.sourceCollectionList, params: params(q) }),
      transformResponse: (r: ApiEnvelope<SourceCollectionPage>) => r.data ?? { rows: [], total: 0, amount: '0' },
      providesTags: ['SourceCollections'],
    }),
    /** 对账 of one such collection (`reconciled`), or its reopening; a mall order's detail shows it ('MallOrders' by name). */
    reconcileSourceCollection: build.mutation<ApiEnvelope<null>, { id: number; reconciled: boolean }>({
      query: ({ id, reconciled }) => ({ url: reconciled ? FinancePaths.sourceCollectionReconcile : FinancePaths.sourceCollectionReopen, method: 'POST', body: { id } }),
      invalidatesTags: ['SourceCollections', 'MallOrders'],
    }),
  }),
});

export const {
  useListPaymentTemplatesQuery,
  useCountPaymentTemplatesQuery,
  useTemplatesOfOrderTypeQuery,
  useSavePaymentTemplateMutation,
  useDeletePaymentTemplatesMutation,
  useOrderPaymentItemsQuery,
  useCollectItemMutation,
  useListReconcileQuery,
  useCountReconcileQuery,
  useMarkReconciledMutation,
  useReopenReconcileMutation,
  useListSourceCollectionsQuery,
  useReconcileSourceCollectionMutation,
} = financeApi;

export interface SaveRuleArgs {
  id?: number;
  name: string;
  base: number;
  method: number;
  rate?: string;
  amount?: string;
  moneyItemId?: number;
  serviceItemId?: number;
  orderTmplIds: number[];
  ownerRatio: string;
  collaboratorRatio: string;
  leaderRatio: string;
}

const withRuleTags = api.enhanceEndpoints({ addTagTypes: ['CommissionRules', 'Settlement'] });

/** Commission rules (/v2/personSettlementCommissionRuleSetting/rule/...) and personal settlement. */
export const commissionApi = withRuleTags.injectEndpoints({
  endpoints: (build) => ({
    listRules: build.query<CommissionRuleRow[], Page>({
      query: (q) => ({ url: FinancePaths.ruleList, params: q }),
      transformResponse: (r: ApiEnvelope<CommissionRuleRow[]>) => r.data ?? [],
      providesTags: ['CommissionRules'],
    }),
    countRules: build.query<number, void>({
      query: () => FinancePaths.ruleCount,
      transformResponse: (r: ApiEnvelope<number>) => r.data ?? 0,
      providesTags: ['CommissionRules'],
    }),
    saveRule: build.mutation<ApiEnvelope<CommissionRuleRow>, SaveRuleArgs>({
      query: (body) => ({ url: FinancePaths.ruleSave, method: 'POST', body }),
      invalidatesTags: ['CommissionRules', 'Settlement'],
    }),
    deleteRules: build.mutation<ApiEnvelope, number[]>({
      query: (ids) => ({ url: FinancePaths.ruleDelete, method: 'DELETE', params: { ids: ids.join(',') } }),
      invalidatesTags: ['CommissionRules', 'Settlement'],
    }),
    personalSettlement: build.query<PersonalSettlement, { period: string }>({
      query: (q) => ({ url: FinancePaths.personalList, params: q }),
      transformResponse: (r: ApiEnvelope<PersonalSettlement>) => r.data!,
      providesTags: ['Settlement'],
    }),
    personalDetail: build.query<PersonalDetail, { period: string; userId?: number }>({
      query: (q) => ({ url: FinancePaths.personalDetail, params: params(q) }),
      transformResponse: (r: ApiEnvelope<PersonalDetail>) => r.data!,
      providesTags: ['Settlement'],
    }),
    settlePeriod: build.mutation<ApiEnvelope<SettlementDocument>, { period: string }>({
      query: (body) => ({ url: FinancePaths.settle, method: 'POST', body }),
      invalidatesTags: ['Settlement'],
    }),
    exportSettlement: build.mutation<ApiEnvelope<{ id: number }>, { id: number }>({
      query: (body) => ({ url: FinancePaths.settlementExport, method: 'POST', body }),
    }),
    groupSettlement: build.query<GroupSettlement, { period: string; groupId?: number }>({
      query: (q) => ({ url: FinancePaths.groupList, params: params(q) }),
      transformResponse: (r: ApiEnvelope<GroupSettlement>) => r.data!,
      providesTags: ['Settlement'],
    }),
    settlementDocument: build.query<SettlementDocument, number>({
      query: (id) => ({ url: FinancePaths.settlementDetail, params: { id } }),
      transformResponse: (r: ApiEnvelope<SettlementDocument>) => r.data!,
      providesTags: ['Settlement'],
    }),
  }),
});

export const {
  useListRulesQuery,
  useCountRulesQuery,
  useSaveRuleMutation,
  useDeleteRulesMutation,
  usePersonalSettlementQuery,
  usePersonalDetailQuery,
  useSettlePeriodMutation,
  useSettlementDocumentQuery,
  useGroupSettlementQuery,
  useExportSettlementMutation,
} = commissionApi;

const withRewardTags = api.enhanceEndpoints({ addTagTypes: ['Rewards', 'Settlement'] });

/** Rewards and penalties (/rewards/...). */
export const rewardsApi = withRewardTags.injectEndpoints({
  endpoints: (build) => ({
    listRewards: build.query<RewardView[], Page & { state?: RewardStateCode }>({
      query: (q) => ({ url: FinancePaths.rewardList, params: params(q) }),
      transformResponse: (r: ApiEnvelope<RewardView[]>) => r.data ?? [],
      providesTags: ['Rewards'],
    }),
    countRewards: build.query<number, { state?: RewardStateCode }>({
      query: (q) => ({ url: FinancePaths.rewardCount, params: params(q) }),
      transformResponse: (r: ApiEnvelope<number>) => r.data ?? 0,
      providesTags: ['Rewards'],
    }),
    addReward: build.mutation<ApiEnvelope<RewardRow>, { userId: number; amount: string; reason: string }>({
      query: (body) => ({ url: FinancePaths.rewardAdd, method: 'POST', body }),
      invalidatesTags: ['Rewards'],
    }),
    decideReward: build.mutation<ApiEnvelope<RewardRow>, { id: number; pass: boolean; remark?: string }>({
      query: (body) => ({ url: FinancePaths.rewardDecide, method: 'POST', body }),
      invalidatesTags: ['Rewards', 'Settlement'],
    }),
  }),
});

export const { useListRewardsQuery, useCountRewardsQuery, useAddRewardMutation, useDecideRewardMutation } = rewardsApi;

/** Where a name list lives (the T+ names calls' bases). */
export const NAMED_LIST_PATHS = {
  1: { list: FinancePaths.bankAccountList, save: FinancePaths.bankAccountSave, del: FinancePaths.bankAccountDelete },
  2: { list: FinancePaths.settlementModeList, save: FinancePaths.settlementModeSave, del: FinancePaths.settlementModeDelete },
} as const;

const withNamedTags = api.enhanceEndpoints({ addTagTypes: ['NamedLists'] });

/** Bank account and settlement-mode names. */
export const namedListsApi = withNamedTags.injectEndpoints({
  endpoints: (build) => ({
    listNamed: build.query<NamedEntry[], NamedListKindCode>({
      query: (kind) => NAMED_LIST_PATHS[kind].list,
      transformResponse: (r: ApiEnvelope<NamedEntry[]>) => r.data ?? [],
      providesTags: ['NamedLists'],
    }),
    saveNamed: build.mutation<ApiEnvelope<NamedEntry>, { kind: NamedListKindCode; id?: number; name: string }>({
      query: ({ kind, ...body }) => ({ url: NAMED_LIST_PATHS[kind].save, method: 'POST', body }),
      invalidatesTags: ['NamedLists'],
    }),
    deleteNamed: build.mutation<ApiEnvelope, { kind: NamedListKindCode; ids: number[] }>({
      query: ({ kind, ids }) => ({ url: NAMED_LIST_PATHS[kind].del, method: 'DELETE', params: { ids: ids.join(',') } }),
      invalidatesTags: ['NamedLists'],
    }),
  }),
});

export const { useListNamedQuery, useSaveNamedMutation, useDeleteNamedMutation } = namedListsApi;
