import '@arco-design/web-react/es/Drawer/style/css.js';
import { Button, Card, Drawer, Message, Space, Spin, Tabs } from '@arco-design/web-react';
import { useState } from 'react';
import { addDays, businessDate } from '@domain/dispatch/day-time';
import type { WaitingOrder } from '@domain/dispatch/dispatch.types';
import { CandidatesPanel } from '@/features/dispatch/components/candidates-panel';
import { DispatchBoard } from '@/features/dispatch/components/dispatch-board';
import { OptimisePanel } from '@/features/dispatch/components/optimise-panel';
import { useGetDispatchBoardQuery, usePlaceOrderMutation } from '@/features/dispatch/dispatch.api';
import { errorMessage } from '@/lib/errors';
import { Link } from 'wouter';
import { paths } from '@/app/paths';

const DAYS = 7;
/** Other dispatchers' changes appear without reloading: the board is read again this often. */
const REFRESH_MS = 15_000;

/** /dispatch 派工看板: engineers × the next days, appointments as blocks, the waiting orders beside; drop to assign. */
export default function DispatchBoardPage() {
  const today = businessDate(new Date());
  const [day, setDay] = useState(today);
  const { data: board, isLoading } = useGetDispatchBoardQuery({ from: today, days: DAYS }, { pollingInterval: REFRESH_MS });
  const [place] = usePlaceOrderMutation();
  const [picked, setPicked] = useState<WaitingOrder | null>(null);
  const [optimising, setOptimising] = useState(false);
  const days = Array.from({ length: DAYS }, (_, i) => addDays(today, i));
  const drop = async (d: { orderId: number; version: number; userId: number; time: string }) => {
    try {
      await place({ orderId: d.orderId, version: d.version, userId: d.userId, appointmentTime: d.time }).unwrap();
      Message.success(`已指派，预约 ${d.time}`);
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
          <Link href={paths.dispatch.settings}>派工设置</Link>
        </Space>
      }
    >
      <Tabs activeTab={day} onChange={setDay}>
        {days.map((d) => (
          <Tabs.TabPane key={d} title={d === today ? `今天 ${d.slice(5)}` : d.slice(5)} />
        ))}
      </Tabs>
      {isLoading || !board ? <Spin style={{ display: 'block', margin: 48 }} /> : <DispatchBoard board={board} day={day} onDrop={drop} onCandidates={setPicked} />}
      <Drawer width={460} visible={picked !== null} title={picked ? `候选人 · ${picked.orderNo}` : ''} onCancel={() => setPicked(null)} footer={null} unmountOnExit>
        {picked && <CandidatesPanel orderId={picked.orderId} version={picked.version} day={day} onPlaced={() => setPicked(null)} />}
      </Drawer>
      {optimising && <OptimisePanel day={day} onClose={() => setOptimising(false)} />}
    </Card>
  );
}
