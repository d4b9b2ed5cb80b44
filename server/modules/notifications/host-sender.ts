/** One work message to one user of the enterprise, in the host (WeCom or DingTalk) the enterprise was installed from. */
export interface HostMessage {
  enterpriseId: number;
  userId: number;
  title: string;
  content: string;
}

/**
 * Sends host work messages. The hosts issue implements it and registers it with
 * `app.notifications.useHostSender(sender)`; until then the 'host' channel cannot be enabled.
 */
export interface HostMessageSender {
  send(message: HostMessage): Promise<void>;
}
