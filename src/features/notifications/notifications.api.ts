import type { ApiEnvelope } from '@domain/common/envelope';
import type { DeliveryRow, DeliveryStateValue, HostNotifySettingView, NotifyRuleView, SaveNotifyRuleInput } from '@domain/notifications/notifications.schemas';
import type { SmsSignatureItem, SmsTemplateItem } from '@domain/notifications/sms.schemas';
import { api } from '@/app/api';
import { NotificationPaths } from '@domain/notifications/notifications.paths';
import { SmsPaths } from '@domain/sms/sms.paths';

export interface DeliveryQuery {
  state?: DeliveryStateValue;
  pageIndex: number;
  pageSize: number;
}

// The shared 'Settings' tag type, told apart by id.
const RULES = { type: 'Settings', id: 'notify-rules' } as const;
const DELIVERIES = { type: 'Settings', id: 'notify-deliveries' } as const;
const SMS_TEMPLATES = { type: 'Settings', id: 'sms-templates' } as const;
const SIGNATURES = { type: 'Settings', id: 'sms-signatures' } as const;

/** Notification rules, failed deliveries, SMS templates and the SMS signature (administrators). */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listNotifyRules: build.query<NotifyRuleView[], void>({
      query: () => NotificationPaths.ruleList,
      transformResponse: (r: ApiEnvelope<NotifyRuleView[]>) => r.data ?? [],
      providesTags: [RULES],
    }),
    getHostNotifySetting: build.query<HostNotifySettingView, void>({
      query: () => NotificationPaths.dingTalkSetting,
      transformResponse: (r: ApiEnvelope<HostNotifySettingView>) => r.data ?? { connected: false, rules: [] },
      providesTags: [RULES],
    }),
    saveNotifyRule: build.mutation<ApiEnvelope<NotifyRuleView>, SaveNotifyRuleInput>({
      query: (body) => ({ url: NotificationPaths.ruleSave, method: 'POST', body }),
      invalidatesTags: [RULES],
    }),
    listDeliveries: build.query<DeliveryRow[], DeliveryQuery>({
      query: (params) => ({ url: NotificationPaths.deliveryList, params }),
      transformResponse: (r: ApiEnvelope<DeliveryRow[]>) => r.data ?? [],
      providesTags: [DELIVERIES],
    }),
    countDeliveries: build.query<number, DeliveryStateValue | undefined>({
      query: (state) => ({ url: NotificationPaths.deliveryCount, params: state ? { state } : {} }),
      transformResponse: (r: ApiEnvelope<number>) => r.data ?? 0,
      providesTags: [DELIVERIES],
    }),
    listSmsTemplates: build.query<SmsTemplateItem[], void>({
      query: () => SmsPaths.tmplList,
      transformResponse: (r: ApiEnvelope<SmsTemplateItem[]>) => r.data ?? [],
      providesTags: [SMS_TEMPLATES],
    }),
    saveSmsTemplate: build.mutation<ApiEnvelope<SmsTemplateItem>, { id?: number; name: string; content: string }>({
      query: (body) => ({ url: SmsPaths.tmplSave, method: 'POST', body }),
      invalidatesTags: [SMS_TEMPLATES],
    }),
    deleteSmsTemplates: build.mutation<ApiEnvelope, number[]>({
      query: (ids) => ({ url: SmsPaths.tmplDelete, method: 'DELETE', params: { ids: ids.join(',') } }),
      invalidatesTags: [SMS_TEMPLATES],
    }),
    listSmsSignatures: build.query<SmsSignatureItem[], void>({
      query: () => SmsPaths.signatureList,
      transformResponse: (r: ApiEnvelope<SmsSignatureItem[]>) => r.data ?? [],
      providesTags: [SIGNATURES],
    }),
    applySmsSignature: build.mutation<ApiEnvelope<SmsSignatureItem>, { signature: string }>({
      query: (body) => ({ url: SmsPaths.signatureApply, method: 'POST', body }),
      invalidatesTags: [SIGNATURES],
    }),
  }),
});

export const {
  useListNotifyRulesQuery,
  useGetHostNotifySettingQuery,
  useSaveNotifyRuleMutation,
  useListDeliveriesQuery,
  useCountDeliveriesQuery,
  useListSmsTemplatesQuery,
  useSaveSmsTemplateMutation,
  useDeleteSmsTemplatesMutation,
  useListSmsSignaturesQuery,
  useApplySmsSignatureMutation,
} = notificationsApi;
