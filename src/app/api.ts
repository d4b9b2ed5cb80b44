import { createApi, type BaseQueryApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './base-query';

/**
 * The one API of the client. It has no endpoints of its own: each feature injects its endpoints
 * from `src/features/<area>/<area>.api.ts` (app-level and shared ones from `src/app/session/` and
 * `src/components/<widget>/`) and exports the hooks from there.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery(refreshSession),
  tagTypes: ['Session', 'Menu', 'Package', 'Downloads', 'Subscriptions', 'Tags', 'Users', 'Departments', 'Settings', 'Notices', 'Enterprises', 'ServiceGroups', 'ServiceItems', 'OrderTypes', 'EventTemplates', 'FormFields', 'Orders', 'Products', 'CustomerProducts', 'QrCodes', 'Contracts', 'Customers', 'CustomerContacts', 'CustomerAddresses', 'CustomerRecycle', 'SearchPlans', 'Events', 'EventMessages', 'EventCounts', 'CyclePlans', 'ReturnVisits', 'Maintenance', 'Projects', 'ProjectTemplates', 'PortalAccounts', 'PortalSetting', 'Knowledge', 'OnlineChat', 'Triggers', 'Inspection', 'Dispatch', 'CallCenter'],
  endpoints: () => ({}),
});

/** The transport's answer to a stale session or csrf token: read the session again. */
function refreshSession(dispatch: BaseQueryApi['dispatch']): void {
  dispatch(api.util.invalidateTags(['Session']));
}
