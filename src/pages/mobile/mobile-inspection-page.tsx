import { Message } from '@arco-design/web-react';
import { useState } from 'react';
import { useParams } from 'wouter';
import { INSPECTION_STATE_NAMES } from '@domain/maintenance/inspection.constants';
import type { InspectionPointResult, InspectionTaskDetail } from '@domain/maintenance/inspection.schemas';
import { MobileScreen } from '@/app/mobile/mobile-screen';
import { errorMessage } from '@/lib/errors';
import { InspectionPointForm, type PointDraft } from './inspection-point-form';
import type { QueuedInspection } from './offline-ops';
import { useOfflineSync } from './offline-sync';
import { useMobileRound } from './use-mobile-round';

const pointState = (entry: InspectionPointResult) => (!entry.result ? '未记录' : entry.result.exception ? '异常' : '正常');

/** The round's points in its order, each opening its form; 完成巡检 once every point is recorded. */
function RoundBody({ round }: { round: InspectionTaskDetail }) {
  const { perform } = useOfflineSync();
  const [openPoint, setOpenPoint] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const canRecord = round.allowedOperations.includes('record');
  const title = `${round.plan.name} ${round.dueDate}`;

  const send = async (step: Omit<QueuedInspection, 'kind' | 'taskId' | 'title'>) => {
    setBusy(true);
    try {
      const result = await perform({ kind: 'inspection', taskId: round.id, title, ...step });
      if ('queued' in result) Message.info('已保存在手机上，联网后自动发送');
      else if (result.ok) Message.success(result.message);
      else Message.error(result.message);
      if (!('ok' in result) || result.ok) setOpenPoint(null);
    } catch (error) {
      Message.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const record = (entry: InspectionPointResult, draft: PointDraft) =>
    send({
      op: 'record',
      body: { pointId: entry.point.id, scannedCode: draft.scannedCode, items: draft.items, remark: draft.remark, photoIds: entry.result?.photos.map((p) => p.id) ?? [] },
      photos: draft.photos,
    });

  return (
    <>
      <section className="m-card">
        <div className="m-row">
          <h2>{round.plan.name}</h2>
          <span className="m-muted">{round.overdue ? `${INSPECTION_STATE_NAMES[round.state]}·逾期` : INSPECTION_STATE_NAMES[round.state]}</span>
        </div>
        <div>{round.customer.name}</div>
        <div className="m-muted">
          计划日期 {round.dueDate} · 已记录 {round.recordedCount}/{round.points.length}
        </div>
      </section>
      <section className="m-card" aria-label="巡检点">
        <ul className="m-list">
          {round.points.map((entry) => (
            <li key={entry.point.id}>
              <button type="button" className="m-link" style={{ display: 'flex', width: '100%', justifyContent: 'space-between', padding: '10px 4px' }} disabled={!canRecord} onClick={() => setOpenPoint(entry.point.id)}>
                <span>{entry.point.name}</span>
                <span className="m-muted">{pointState(entry)}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      {round.points
        .filter((entry) => entry.point.id === openPoint)
        .map((entry) => (
          <InspectionPointForm key={entry.point.id} entry={entry} checkItems={round.checkItems} busy={busy} onSubmit={(draft) => void record(entry, draft)} />
        ))}
      {round.allowedOperations.includes('finish') && openPoint === null && (
        <div className="m-actions">
          <button type="button" className="m-btn m-btn-primary" disabled={busy} onClick={() => void send({ op: 'finish', body: {} })}>
            完成巡检
          </button>
        </div>
      )}
    </>
  );
}

/** /m/inspection/:id: one of my rounds, walked point by point; opened once, it works offline. */
export default function MobileInspectionPage() {
  const id = Number(useParams<{ id: string }>().id);
  const { round, offlineCopy, error } = useMobileRound(id);
  return (
    <MobileScreen title="巡检任务" back>
      {!round && !error && <p className="m-empty">加载中…</p>}
      {error && <p className="m-empty">{errorMessage(error)}</p>}
      {offlineCopy && <p className="m-banner">离线：显示上次加载的巡检任务</p>}
      {round && <RoundBody round={round} />}
    </MobileScreen>
  );
}
