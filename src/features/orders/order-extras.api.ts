import type { ApiEnvelope } from '@domain/common/envelope';
import { type OrderMapView, type ProgressDefaultUser } from '@domain/orders/order-extras';
import { OrderPaths as P } from '@domain/orders/orders.paths';
import type { OrderDetail } from '@domain/orders/orders.types';
import { api } from '@/app/api';
import type { OrderQueryParams } from './orders.api';

/** The order calls beside the lifecycle's (domain/orders/order-extras.ts). */
export const orderExtrasApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** /allOrder/mapView: the list's orders for its filters, with positions. */
    getOrderMap: build.query<OrderMapView, OrderQueryParams>({
      query: (params) => ({ url: P.mapView, params }),
      transformResponse: (r: ApiEnvelope<OrderMapView>) => r.data ?? { orders: [], total: 0 },
      providesTags: ['Orders'],
    }),
    /** 确认预约时间: the person serving keeps the appointment the order came with. */
    keepDate: build.mutation<OrderDetail, { id: number; version: number }>({
      query: (body) => ({ url: P.keepDate, method: 'POST', body: { ...body, keep: true } }),
      transformResponse: (r: ApiEnvelope<OrderDetail>) => r.data!,
      invalidatesTags: (_r, _e, body) => ['Orders', { type: 'Orders', id: body.id }],
    }),
    /** 新增/编辑流程记录: one of the order type's process steps recorded as done or not, with a remark. */
    saveProgress: build.mutation<OrderDetail, { id: number; version: number; step: string; done: boolean; remark: string }>({
      query: (body) => ({ url: P.progressSave, method: 'POST', body }),
      transformResponse: (r: ApiEnvelope<OrderDetail>) => r.data!,
      invalidatesTags: (_r, _e, body) => ['Orders', { type: 'Orders', id: body.id }],
    }),
    /** Who may handle a step, and who would by default (the step's person, else the order's owner). */
    getProgressDefaultUser: build.query<ProgressDefaultUser, { id: number; step: string }>({
      query: (params) => ({ url: P.progressDefaultUser, params }),
      transformResponse: (r: ApiEnvelope<ProgressDefaultUser>) => r.data!,
      providesTags: (_r, _e, q) => [{ type: 'Orders', id: q.id }],
    }),
    /** 流程指派: names the person who handles one of the order's process steps. */
    assignProgress: build.mutation<OrderDetail, { id: number; version: number; step: string; userId: number }>({
      query: (body) => ({ url: P.progressAssign, method: 'POST', body }),
      transformResponse: (r: ApiEnvelope<OrderDetail>) => r.data!,
      invalidatesTags: (_r, _e, body) => ['Orders', { type: 'Orders', id: body.id }],
    }),
  }),
});

export const { useGetOrderMapQuery, useKeepDateMutation, useSaveProgressMutation, useGetProgressDefaultUserQuery, useAssignProgressMutation } =
  orderExtrasApi;
