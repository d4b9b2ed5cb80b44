import type { ApiEnvelope } from '@domain/common/envelope';
import { OrderExtraPaths as P, type OrderMapView } from '@domain/orders/order-extras';
import { api } from '@/app/api';
import type { OrderQueryParams } from './orders.api';

export const orderMapApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** /allOrder/mapView: the list's orders for its filters, with positions. */
    getOrderMap: build.query<OrderMapView, OrderQueryParams>({
      query: (params) => ({ url: P.mapView, params }),
      transformResponse: (r: ApiEnvelope<OrderMapView>) => r.data ?? { orders: [], total: 0 },
      providesTags: ['Orders'],
    }),
  }),
});

export const { useGetOrderMapQuery } = orderMapApi;
