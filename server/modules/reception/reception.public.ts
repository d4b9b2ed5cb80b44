/** The reception module's public face: what other modules may use. */
export { receptionHandoverStep } from './reception.handover';
