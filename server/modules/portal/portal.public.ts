/** The portal module's public face: what other modules may use. */
export { DEMO_PORTAL_CODE, DEMO_PORTAL_PHONES, ensurePortalDemo, portalBuyerByPhone } from './portal-seed';
export { guardPortal, portalCustomer } from './portal-guard';
export type { PortalCaller } from './portal-sessions';
export { portalEntry } from './settings.queries';
