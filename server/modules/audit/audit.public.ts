/** The audit module's public face: what other modules may use. */
export { recordOperation } from './audit.service';
export type { AuditEntry } from './audit.service';
export { targetHistory } from './audit.queries';
