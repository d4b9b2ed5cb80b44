/** The subscriptions module's public face: what other modules may use. */
export { digestSubscribers } from './subscriptions.queries';
export type { DigestSubscriber } from './subscriptions.queries';
