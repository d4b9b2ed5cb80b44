import { NotifyErrors } from '@domain/notifications/errors';
import { DeliveryState } from '@domain/notifications/notifications.schemas';
import { AUTOMATION, AUTOMATION_TITLE, findTrigger, NotifyChannel } from '@domain/notifications/triggers';
import type { Database, Tx } from '../../db/database';
import type { Jobs } from '../../plugins/jobs';
import type { JobHandler } from '../../jobs/worker';
import type { SmsSender } from '../auth/auth.public';
import { createNotices } from '../notices/notices.public';
import { approvedSignature } from '../sms/sms.public';
import { activeUsersAmong } from '../users/users.public';
import { findDelivery, insertDeliveries, recordAttempt, saveHostTask, type DeliveryRecord, type NewDelivery } from './deliveries.queries';
import { HostMessageDropped } from './host-sender';
import { type DispatchMessage, type DispatchPayload, type NotificationEngine } from './notification-engine';

export const SEND_JOB = 'notify.send';

interface SendPayload {
  deliveryId: number;
}

export interface DeliveryDeps {
  db: Database;
  jobs: Pick<Jobs, 'enqueue'>;
  sms: SmsSender;
  engine: Pick<NotificationEngine, 'host'>;
}

/**
 * `notify.dispatch`: writes one delivery row per person and channel, puts the in-app notices, and
 * enqueues one `notify.send` job per SMS or host message, all in one transaction, so a failed run
 * leaves nothing behind and its retry starts afresh.
 */
export function dispatchJobHandler(deps: DeliveryDeps): JobHandler<DispatchPayload> {
  return {
    async run(job) {
      const { enterpriseId, payload } = job;
      await deps.db.tenant(enterpriseId, async (tx) => {
        // Disabled or removed people get nothing, whatever the caller resolved earlier.
        const named = payload.messages.flatMap((message) => message.userIds);
        const phones = new Map((await activeUsersAmong(tx, enterpriseId, named)).map((u) => [u.id, u.phone]));
        for (const message of payload.messages) {
          const userIds = message.userIds.filter((id) => phones.has(id));
          if (message.channel === NotifyChannel.notice) await putNotices(tx, enterpriseId, payload, message, userIds);
          else if (message.channel === NotifyChannel.sms) await queueSms(deps, tx, enterpriseId, payload, message, userIds.map((id) => [id, phones.get(id)!]));
          else await queueHost(deps, tx, enterpriseId, payload, message, userIds);
        }
      });
    },
  };
}

async function putNotices(tx: Tx, enterpriseId: number, payload: DispatchPayload, message: DispatchMessage, userIds: number[]) {
  if (userIds.length === 0) return;
  await createNotices(tx, { enterpriseId, userIds, title: payload.title, content: message.content, link: payload.link });
  const sentAt = new Date();
  await insertDeliveries(
    tx,
    enterpriseId,
    userIds.map((userId) => ({ channel: 'notice', trigger: payload.trigger, userId, content: message.content, state: 'sent', attempts: 1, sentAt })),
  );
}

async function queueSms(deps: DeliveryDeps, tx: Tx, enterpriseId: number, payload: DispatchPayload, message: DispatchMessage, users: [number, string][]) {
  const byPhone = new Map<string, number | null>(users.map(([id, phone]) => [phone, id]));
  for (const phone of message.phones) if (!byPhone.has(phone)) byPhone.set(phone, null);
  await queueTexts(deps, tx, enterpriseId, payload.trigger, [...byPhone].map(([phone, userId]) => ({ phone, userId, content: message.content })));
}

/**
 * Queues texts through the SMS sender (signed with the enterprise's approved signature), one
 * delivery and one `notify.send` job each, in the caller's transaction; failures are listed on
 * /messageSetting like the notifications' own. Also for senders outside the rules (SMS marketing, return visits).
 */
export async function queueTexts(
  deps: Pick<DeliveryDeps, 'jobs'>,
  tx: Tx,
  enterpriseId: number,
  trigger: string,
  texts: { phone: string; content: string; userId?: number | null }[],
): Promise<void> {
  const signature = await approvedSignature(tx, enterpriseId);
  const signed = (content: string) => (signature ? `【${signature}】${content}` : content);
  const rows: NewDelivery[] = texts.map((t) => ({ channel: 'sms', trigger, userId: t.userId ?? null, address: t.phone, content: signed(t.content) }));
  await queueSends(deps, tx, enterpriseId, rows);
}

/** Host messages wait for the hosts issue's sender; without one they are recorded as failed at once. */
async function queueHost(deps: DeliveryDeps, tx: Tx, enterpriseId: number, payload: DispatchPayload, message: DispatchMessage, userIds: number[]) {
  const connected = deps.engine.host !== null;
  const rows: NewDelivery[] = userIds.map((userId) => ({
    channel: 'host',
    trigger: payload.trigger,
    userId,
    content: message.content,
    ...(connected ? {} : { state: 'failed', lastError: NotifyErrors.hostDeliveryFailed }),
  }));
  if (connected) await queueSends(deps, tx, enterpriseId, rows);
  else await insertDeliveries(tx, enterpriseId, rows);
}

async function queueSends(deps: Pick<DeliveryDeps, 'jobs'>, tx: Tx, enterpriseId: number, rows: NewDelivery[]) {
  for (const deliveryId of await insertDeliveries(tx, enterpriseId, rows))
    await deps.jobs.enqueue(tx, { enterpriseId, kind: SEND_JOB, payload: { deliveryId } satisfies SendPayload });
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * `notify.send`: sends one SMS or host message. A failure is written on the delivery and thrown,
 * so the job framework retries with its backoff; after the last attempt the delivery is 'failed'.
 */
export function sendJobHandler(deps: DeliveryDeps): JobHandler<SendPayload> {
  const { db } = deps;
  return {
    async run(job) {
      const { enterpriseId } = job;
      const id = job.payload.deliveryId;
      const delivery = await db.tenant(enterpriseId, (tx) => findDelivery(tx, enterpriseId, id));
      if (delivery?.state !== DeliveryState.pending) return;
      try {
        if (delivery.channel === NotifyChannel.sms) await deps.sms.send(delivery.address!, delivery.content);
        else await sendToHost(deps, delivery);
      } catch (error) {
        const final = error instanceof HostMessageDropped;
        await db.tenant(enterpriseId, (tx) => recordAttempt(tx, enterpriseId, id, { state: final ? 'failed' : 'pending', attempts: job.attempts, lastError: reason(error) }));
        if (final) return;
        throw error;
      }
      await db.tenant(enterpriseId, (tx) => recordAttempt(tx, enterpriseId, id, { state: 'sent', attempts: job.attempts }));
    },
    async onFailed(job, error) {
      const { enterpriseId } = job;
      await db.tenant(enterpriseId, (tx) =>
        recordAttempt(tx, enterpriseId, job.payload.deliveryId, { state: 'failed', attempts: job.attempts, lastError: reason(error) }),
      );
    },
  };
}

/**
 * A host message counts as sent once the host says it was delivered: at once (WeCom), or after the
 * accepted task's outcome (DingTalk). The task id is kept first, so a retry asks about the same
 * task instead of sending again (DingTalk would drop the same content to the same member that day).
 */
async function sendToHost(deps: DeliveryDeps, delivery: DeliveryRecord) {
  const sender = deps.engine.host;
  if (!sender) throw new Error(NotifyErrors.hostDeliveryFailed);
  const { enterpriseId, id } = delivery;
  const recipient = { enterpriseId, userId: delivery.userId! };
  let taskId = delivery.hostTaskId;
  if (!taskId) {
    taskId = await sender.send({ ...recipient, title: findTrigger(delivery.trigger)?.title ?? (delivery.trigger === AUTOMATION ? AUTOMATION_TITLE : ''), content: delivery.content });
    if (!taskId) return;
    const accepted = taskId;
    await deps.db.tenant(enterpriseId, (tx) => saveHostTask(tx, enterpriseId, id, accepted));
  }
  await sender.confirm(recipient, taskId);
}
