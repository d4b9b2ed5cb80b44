/** The auth module's public face: what other modules may use. */
export { setSessionCookie } from './auth.routes';
export { TRIAL_DAYS, TRIAL_HEADCOUNT } from './auth.service';
export type { Session, SessionStore } from './session-store';
export { SmsCodeService } from './sms-codes.service';
export type { SmsSender } from './sms-sender';
