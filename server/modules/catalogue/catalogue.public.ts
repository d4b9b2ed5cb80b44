/** The catalogue module's public face: what other modules may use. */
export { findGroups } from './service-groups.queries';
export { findItems } from './service-items.queries';
