import '@arco-design/web-react/es/Drawer/style/css.js';
import { Button, Card, Drawer, Message, Space, Spin } from '@arco-design/web-react';
import { useState } from 'react';
import { businessDate } from '@domain/dispatch/day-time';
import type { BoardBlock, WaitingOrder } from '@domain/dispatch/dispatch.types';
import { CandidatesPanel } from '@/features/dispatch/components/candidates-panel';
import { DispatchBoard } from '@/features/dispatch/components/dispatch-board';
import { MoveDialog } from '@/features/dispatch/components/move-dialog';
import { OptimisePanel } from '@/features/dispatch/components/optimise-panel';
import { useExportDispatchPlanMutation, useGetDispatchBoardQuery, usePlaceOrderMutation } from '@/features/dispatch/dispatch.api';
import { DownloadTexts } from '@domain/downloads/downloads.constants';
import { errorMessage } from '@/lib/errors';
import { Link } from 'wouter';
import { paths } from '@/app/paths';

const DAYS = 7;

/**
 * /dispatch 派工看板: engineers × the next days, appointments as blocks, the waiting orders beside; drop to
 * assign, move or hand over. Other dispatchers' changes arrive over the chat socket (manage/dispatch), which
 * reads the board again.
 */
export default function DispatchBoardPage() {
  const today = businessDate(new Date());
  const [day, setDay] = useState(today);
  const { data: board, isLoading } = useGetDispatchBoardQuery({ from: today, days: DAYS });
  const [place] = usePlaceOrderMutation();
  const [picked, setPicked] = useState<WaitingOrder | null>(null);
  const [moving, setMoving] = useState<BoardBlock | null>(null);
  const [optimising, setOptimising] = useState(false);
  const [exportPlan, exporting] = useExportDispatchPlanMutation();
  const startExport = async () => {
    try {
      await exportPlan({ from: today, days: DAYS }).unwrap();
      Message.success(DownloadTexts.queued);
    } catch (e) {
      Message.error(errorMessage(e));
    }
  };
  const drop = async (d: { orderId: number; version: number; userId: number; time: string }) => {
    try {
      await place({ orderId: d.orderId, version: d.version, userId: d.userId, appointmentTime: d.time }).unwrap();
      Message.success(`已派工，预约 ${d.time}`);
    } catch (e) {
      Message.error(errorMessage(e));
    }
  };
  return (
    <Card
      bordered={false}
      title="派工看板"
      extra={
        <Space>
          <Button onClick={() => setOptimising(true)}>优化路线</Button>
          <Button loading={exporting.isLoading} onClick={() => void startExport()}>
            {DownloadTexts.export}
          </Button>
          <Link href={paths.dispatch.settings}>派工设置</Link>
        </Space>
      }
    >
      {isLoading || !board ? (
        <Spin style={{ display: 'block', margin: 48 }} />
      ) : (
        <DispatchBoard board={board} day={day} today={today} onDay={setDay} onDrop={drop} onCandidates={setPicked} onMove={setMoving} />
      )}
      {moving && board && <MoveDialog board={board} block={moving} onClose={() => setMoving(null)} />}
      <Drawer width={460} visible={picked !== null} title={picked ? `候选人 · ${picked.orderNo}` : ''} onCancel={() => setPicked(null)} footer={null} unmountOnExit>
        {picked && <CandidatesPanel orderId={picked.orderId} version={picked.version} day={day} onPlaced={() => setPicked(null)} />}
      </Drawer>
      {optimising && <OptimisePanel day={day} onClose={() => setOptimising(false)} />}
    </Card>
  );
}
