/** The portal module's public face: what other modules may use. */
export { DEMO_PORTAL_CODE, DEMO_PORTAL_PHONES, ensurePortalDemo } from './portal-seed';
