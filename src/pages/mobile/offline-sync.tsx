import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ORDER_OP_NAMES } from '@domain/orders/order.constants';
import type { ApiEnvelope } from '@domain/common/envelope';
import type { InspectionTaskDetail } from '@domain/maintenance/inspection.schemas';
import type { OrderDetail } from '@domain/orders/orders.types';
import { UploadKind } from '@domain/uploads/uploads.constants';
import { getCsrfToken } from '@adapters/session-token';
import { useAppDispatch } from '@/app/hooks';
import { api } from '@/app/api';
import { noAnswer } from '@/app/mobile/no-answer';
import { sessionApi } from '@/app/session/session.api';
import { inspectionApi } from '@/features/maintenance/inspection.api';
import { ordersApi } from '@/features/orders/orders.api';
import { uploadsApi } from '@/components/uploads/uploads.api';
import { errorMessage } from '@/lib/errors';
import { enqueue, listQueued, removeQueued, saveQueued, type Queued } from '@/lib/offline-store';
import { isInspectionWork, newUploadKey, type QueueableOp, type QueuedInspection, type QueuedPhoto, type QueuedWork } from './offline-ops';

/** The endpoint each queued operation is sent with (the same calls the PC version makes). */
const ENDPOINTS: Record<QueueableOp, { initiate: (body: never) => unknown }> = {
  receive: ordersApi.endpoints.acceptOrder,
  refuse: ordersApi.endpoints.refuseOrder,
  appoint: ordersApi.endpoints.appointOrder,
  changeAppointment: ordersApi.endpoints.appointOrder,
  startService: ordersApi.endpoints.startService,
  checkIn: ordersApi.endpoints.checkIn,
  applyComplete: ordersApi.endpoints.applyComplete,
  complete: ordersApi.endpoints.completeOrder,
  receipt: ordersApi.endpoints.saveReceipt,
};

type Answer<T> = { data: T } | { error: unknown };
type Sent = 'offline' | { ok: true; version?: number } | { ok: false; message: string };
type Failed = Exclude<Sent, { ok: true }>;

/** What became of an operation done offline, shown once the connection is back. */
export interface Outcome {
  key: number;
  text: string;
  ok: boolean;
}

interface OfflineSync {
  online: boolean;
  sending: boolean;
  queued: QueuedWork[];
  outcomes: Outcome[];
  /** Queues the operation (kept across reloads) and sends it now when there is a connection. */
  perform: (op: QueuedWork) => Promise<{ queued: true } | { ok: boolean; message: string }>;
  dismiss: () => void;
}

const SyncContext = createContext<OfflineSync | null>(null);

export function useOfflineSync(): OfflineSync {
  const sync = use(SyncContext);
  if (!sync) throw new Error('useOfflineSync outside OfflineSyncProvider');
  return sync;
}

const INSPECTION_OP_NAMES: Record<QueuedInspection['op'], string> = { record: '记录巡检点', finish: '完成巡检' };
const label = (q: QueuedWork) => (isInspectionWork(q) ? `巡检 ${q.title}：${INSPECTION_OP_NAMES[q.op]}` : `工单 ${q.orderNo}：${ORDER_OP_NAMES[q.op]}`);
const opName = (q: QueuedWork) => (isInspectionWork(q) ? INSPECTION_OP_NAMES[q.op] : ORDER_OP_NAMES[q.op]);
/** What a refusal stops: the later work on the same order or round. */
const subjectOf = (q: QueuedWork) => (isInspectionWork(q) ? `inspection:${q.taskId}` : `order:${q.orderId}`);

/**
 * Sends the queue in the order the work was done, each operation once: photos and the signature are
 * uploaded first, each with its own idempotency key, and remembered one by one (a dropped connection
 * resumes with the ones left; a lost answer is answered again by the server, not stored twice), then the
 * operation goes with the version the user saw, so the server's version check decides conflicts; an
 * operation refused drops the later ones on the same order (or inspection round), and the user sees every outcome.
 */
export function OfflineSyncProvider({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const [items, setItems] = useState<Queued<QueuedWork>[]>([]);
  const [online, setOnline] = useState(() => navigator.onLine);
  const [sending, setSending] = useState(false);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const flushing = useRef<Promise<Map<number, Sent>> | null>(null);

  // Without IndexedDB (a private window that refuses it) the queue is simply empty and operations go straight out.
  const reload = useCallback(async () => setItems(await listQueued<QueuedWork>().catch(() => [])), []);

  const call = useCallback(
    async <T,>(endpoint: { initiate: (arg: never) => unknown }, arg: unknown): Promise<Answer<T>> =>
      (await (dispatch(endpoint.initiate(arg as never) as never) as Promise<Answer<T>>)),
    [dispatch],
  );

  /** Uploads the item's photos not uploaded yet, each remembered as soon as it is stored. */
  const uploadPhotos = useCallback(
    async (item: Queued<QueuedWork>, photos: QueuedPhoto[]): Promise<Failed | null> => {
      for (const photo of photos) {
        if (photo.uploaded) continue;
        const file = new File([photo.blob], photo.name, { type: photo.blob.type || 'image/jpeg' });
        const answer = await call<{ id: number; url: string; name: string; size: number }>(uploadsApi.endpoints.uploadFile, { kind: UploadKind.image, file, idempotencyKey: photo.key });
        if ('error' in answer) return noAnswer(answer.error) ? 'offline' : { ok: false, message: errorMessage(answer.error) };
        photo.uploaded = { id: answer.data.id, url: answer.data.url, name: answer.data.name, size: answer.data.size };
        await saveQueued(item);
      }
      return null;
    },
    [call],
  );

  const sendStep = useCallback(
    async (item: Queued<QueuedWork>, q: QueuedInspection): Promise<Sent> => {
      const failed = await uploadPhotos(item, q.photos ?? []);
      if (failed) return failed;
      const answer =
        q.op === 'record'
          ? await call<ApiEnvelope<InspectionTaskDetail>>(inspectionApi.endpoints.recordInspection, { ...q.body, id: q.taskId, photoIds: [...(q.body.photoIds ?? []), ...(q.photos ?? []).map((p) => p.uploaded!.id)] })
          : await call<ApiEnvelope<InspectionTaskDetail>>(inspectionApi.endpoints.finishInspection, q.taskId);
      if ('error' in answer) return noAnswer(answer.error) ? 'offline' : { ok: false, message: errorMessage(answer.error) };
      // As for orders: the fresh round replaces the cached one before the step leaves the queue.
      if (answer.data.data) void dispatch(inspectionApi.util.upsertQueryData('getInspectionTask', q.taskId, answer.data.data));
      return { ok: true };
    },
    [call, dispatch, uploadPhotos],
  );

  const sendOne = useCallback(
    async (item: Queued<QueuedWork>, version: number | undefined): Promise<Sent> => {
      const q = item.payload;
      if (isInspectionWork(q)) return sendStep(item, q);
      const failed = await uploadPhotos(item, q.photos ?? []);
      if (failed) return failed;
      if (q.signature && !q.signature.uploaded) {
        if (!q.signature.key) {
          q.signature.key = newUploadKey();
          await saveQueued(item);
        }
        const answer = await call<{ url: string; name: string; size: number }>(uploadsApi.endpoints.saveImageData, { data: q.signature.dataUrl, name: 'signature.png', idempotencyKey: q.signature.key });
        if ('error' in answer) return noAnswer(answer.error) ? 'offline' : { ok: false, message: errorMessage(answer.error) };
        q.signature.uploaded = { url: answer.data.url, name: answer.data.name, size: answer.data.size };
        await saveQueued(item);
      }
      const body = {
        ...q.body,
        id: q.orderId,
        version: q.version ?? version,
        ...(q.photos ? { finishImages: q.photos.map(({ uploaded }) => ({ url: uploaded!.url, name: uploaded!.name, size: uploaded!.size })) } : {}),
        ...(q.signature !== undefined ? { signature: q.signature?.uploaded ?? null } : {}),
      };
      const answer = await call<OrderDetail>(ENDPOINTS[q.op], body);
      if ('error' in answer) return noAnswer(answer.error) ? 'offline' : { ok: false, message: errorMessage(answer.error) };
      // The answer is the fresh order: it replaces the cached copy before the item leaves the queue, so the
      // screen never falls back to the order as it was before the operation while the refetch is on its way.
      void dispatch(ordersApi.util.upsertQueryData('getOrder', q.orderId, answer.data));
      return { ok: true, version: answer.data.version };
    },
    [call, dispatch, sendStep, uploadPhotos],
  );

  const sendAll = useCallback(async () => {
    const results = new Map<number, Sent>();
    const versions = new Map<number, number>();
    const refused = new Set<string>();
    const done: Outcome[] = [];
    setSending(true);
    try {
      // Without IndexedDB there is nothing queued (as `reload` reads it), not a failure left unhandled.
      const queue = await listQueued<QueuedWork>().catch(() => [] as Queued<QueuedWork>[]);
      // Opened cold offline, the app runs on the stored user, who has no csrf token: the live session comes first.
      if (queue.length > 0 && !getCsrfToken()) {
        const session = await dispatch(sessionApi.endpoints.getSessionUser.initiate(undefined, { forceRefetch: true, subscribe: false }));
        if (session.error) return results;
      }
      for (const [index, item] of queue.entries()) {
        const q = item.payload;
        if (refused.has(subjectOf(q))) {
          await removeQueued(item.seq!);
          done.push({ key: item.seq!, ok: false, text: `${label(q)} 未发送（${isInspectionWork(q) ? '同一巡检任务' : '同一工单'}的前一操作未成功）` });
          continue;
        }
        const sent = await sendOne(item, isInspectionWork(q) ? undefined : versions.get(q.orderId));
        results.set(item.seq!, sent);
        if (sent === 'offline') break;
        await removeQueued(item.seq!);
        if (sent.ok) {
          if (!isInspectionWork(q) && sent.version !== undefined) {
            versions.set(q.orderId, sent.version);
            // The next operation on this order starts from this version, even if the connection drops before it.
            const next = queue.slice(index + 1).find((later) => !isInspectionWork(later.payload) && later.payload.orderId === q.orderId);
            if (next && !isInspectionWork(next.payload) && next.payload.version === null) await saveQueued({ ...next, payload: { ...next.payload, version: sent.version } });
          }
          done.push({ key: item.seq!, ok: true, text: `${label(q)} 已发送` });
        } else {
          refused.add(subjectOf(q));
          done.push({ key: item.seq!, ok: false, text: `${label(q)} 未成功：${sent.message}` });
        }
      }
    } finally {
      setSending(false);
      await reload();
    }
    if (done.length) {
      setOutcomes((shown) => [...shown, ...done]);
      dispatch(api.util.invalidateTags(['Orders', 'Inspection']));
    }
    return results;
  }, [dispatch, reload, sendOne]);

  const flush = useCallback(() => {
    flushing.current ??= sendAll().finally(() => {
      flushing.current = null;
    });
    return flushing.current;
  }, [sendAll]);

  useEffect(() => {
    const up = () => {
      setOnline(true);
      void flush();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    void reload().then(() => {
      if (navigator.onLine) void flush();
    });
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, [flush, reload]);

  const perform = useCallback(
    async (op: QueuedWork) => {
      const item = await enqueue(op);
      await reload();
      if (!navigator.onLine) return { queued: true as const };
      // A flush already running may have read the queue before this item: wait for it, then send again.
      await flushing.current;
      const sent = (await flush()).get(item.seq!);
      if (!sent || sent === 'offline') return { queued: true as const };
      setOutcomes((shown) => shown.filter((o) => o.key !== item.seq));
      return sent.ok ? { ok: true, message: `${opName(op)}成功` } : { ok: false, message: sent.message };
    },
    [flush, reload],
  );

  const value = useMemo<OfflineSync>(
    () => ({ online, sending, queued: items.map((i) => i.payload), outcomes, perform, dismiss: () => setOutcomes([]) }),
    [online, sending, items, outcomes, perform],
  );
  return <SyncContext value={value}>{children}</SyncContext>;
}

/** The status line above every mobile screen: offline, operations waiting, and what became of them. */
export function SyncStatus() {
  const { online, sending, queued, outcomes, dismiss } = useOfflineSync();
  return (
    <div role="status" aria-live="polite" style={{ padding: outcomes.length || queued.length || !online ? '8px 12px 0' : 0 }}>
      {!online && <p className="m-banner">当前离线：已加载的工单和巡检任务可以查看和处理，操作将在联网后发送{queued.length ? `（待发送 ${queued.length} 项）` : ''}</p>}
      {online && queued.length > 0 && <p className="m-banner">{sending ? '正在发送' : '待发送'} {queued.length} 项离线操作…</p>}
      {outcomes.length > 0 && (
        <div className={`m-banner ${outcomes.every((o) => o.ok) ? 'm-banner-ok' : 'm-banner-error'}`}>
          <strong>离线操作已同步</strong>
          <ul style={{ margin: '4px 0', paddingLeft: 18 }}>
            {outcomes.map((o) => (
              <li key={o.key}>{o.text}</li>
            ))}
          </ul>
          <button type="button" className="m-btn m-btn-text" onClick={dismiss}>
            知道了
          </button>
        </div>
      )}
    </div>
  );
}
