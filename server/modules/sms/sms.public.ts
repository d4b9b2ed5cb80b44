/** The sms module's public face: what other modules may use. */
export { approvedSignature } from './sms-signatures.service';
