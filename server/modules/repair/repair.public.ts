/** The repair module's public face: what other modules (and the seed) may use. */
export { seedRepairs } from './repair-seed';
export { cancelPortalRepair, portalRepairs, requestPortalRepair, type PortalRepairCaller, type PortalRepairRequest } from './repair-portal';
