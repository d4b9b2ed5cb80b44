/** A user of the enterprise, reached in the host (WeCom or DingTalk) the enterprise was installed from. */
export interface HostRecipient {
  enterpriseId: number;
  userId: number;
}

/** One work message to one user of the enterprise. */
export interface HostMessage extends HostRecipient {
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
  /** Hands the message to the host: the host's task id when its outcome comes later (DingTalk), else null (sent). */
  send(message: HostMessage): Promise<string | null>;
  /** Resolves once the host confirms the accepted task delivered; rejects when it dropped it or has not finished. */
  confirm(recipient: HostRecipient, taskId: string): Promise<void>;
}

/** The host took the message and then reported it not delivered: final, so the delivery fails without retries. */
export class HostMessageDropped extends Error {}
