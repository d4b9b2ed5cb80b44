/** The events module's public face: what other modules may use. */
export { createEvent } from './create-event';
export { countMyOpenEvents, countUnassignedEvents, eventStateCounts } from './event-counts';
export type { EventCounter } from './event-counts';
export type { Notifier } from './event-notify';
export { finishedEventsBetween } from './event-visits';
