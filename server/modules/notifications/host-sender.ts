/** One work message to one user of the enterprise, in the host (WeCom or DingTalk) the enterprise was installed from. */
export interface HostMessage {
  enterpriseId: number;
  userId: number;
  title: string;
  content: string;
}

/**
 * Sends host work messages. The hosts module implements it (host-messages.ts) and registers it with
 * `app.notifications.useHostSender(sender)` when a host app is configured; without one the 'host' channel cannot be enabled.
 */
export interface HostMessageSender {
  /** Whether the enterprise came from a host whose app is configured here (else its host rules cannot be enabled). */
  connected(enterpriseId: number): Promise<boolean>;
  send(message: HostMessage): Promise<void>;
}
