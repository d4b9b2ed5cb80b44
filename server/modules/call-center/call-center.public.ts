/** The call-centre module's public face: what other modules, the server's start, the seed and the tests may use. */
export { loadCallCenterConfig, type CallCenterConfig } from './call-center.config';
export { createTelephony } from './telephony.factory';
export type { TelephonyAdapter, TelephonyEvent, TelephonySeat } from './telephony';
export { seedDemoCallCenter } from './call-center-seed';
export { loadSipSecret, DEV_SIP_SECRET } from './sip-secret';
