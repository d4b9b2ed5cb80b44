/** The notifications module's public face: what other modules may use. */
export { queueTexts } from './dispatch.job';
export { HostMessageDropped } from './host-sender';
export type { HostMessage, HostMessageSender, HostRecipient } from './host-sender';
export type { NotificationEngine } from './notification-engine';
export { notifyPeople } from './notification-engine';
