import type { FastifyBaseLogger } from 'fastify';

/** Sends a text to a phone. Production would plug in a provider; the demo writes to the log. */
export interface SmsSender {
  send(phone: string, text: string): Promise<void>;
}

export class ConsoleSmsSender implements SmsSender {
  constructor(private readonly log: FastifyBaseLogger) {}

  async send(phone: string, text: string): Promise<void> {
    this.log.info({ sms: { phone, text } }, `SMS to ${phone}: ${text}`);
  }
}
