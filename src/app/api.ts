import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

/**
 * The one API of the client. It has no endpoints of its own: each feature injects its endpoints
 * from `src/features/<area>/<area>.api.ts` and exports the hooks from there.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Session', 'Menu', 'Package', 'Downloads', 'Subscriptions', 'Tags', 'Users', 'Departments', 'Settings', 'Notices', 'Enterprises', 'ServiceGroups', 'ServiceItems', 'OrderTypes', 'EventTemplates', 'FormFields', 'Orders', 'Products', 'CustomerProducts', 'QrCodes', 'Contracts', 'Customers', 'CustomerContacts', 'CustomerAddresses', 'CustomerRecycle', 'SearchPlans', 'Events', 'EventMessages', 'EventCounts', 'CyclePlans', 'ReturnVisits'],
  endpoints: () => ({}),
});
