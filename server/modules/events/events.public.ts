/** The events module's public face: what other modules may use. */
export { countMyOpenEvents, countUnassignedEvents, eventStateCounts } from './event-counts';
export type { EventCounter } from './event-counts';
export { finishedEventsBetween } from './event-visits';
export { eventSumsBy } from './event-stats.queries';
export type { EventDimension, EventStatsFilter, EventSums } from './event-stats.queries';
export { eventOwner } from './event-owner';
export { eventCalls } from './event-calls';
export { registerEventOperation, type EventOperated, type EventOperationHook } from './event-operation-hooks';
export { createFollowUpEvent, eventCodes, eventForAutomation, recentEvents, type EventForAutomation, type FollowUpEvent } from './event-automation';
export { registerEventOrigin, type EventOriginLink } from './event-origins';
export { customerEvent, customerEvents } from './event-portal';
