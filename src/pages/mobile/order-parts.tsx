import { useState } from 'react';
import { OrderState } from '@domain/orders/order.constants';
import type { OrderDetail } from '@domain/orders/orders.types';
import { MovementType } from '@domain/spare-parts/spare-parts.constants';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { useCancelOnOrderMutation, useConsumeOnOrderMutation, useListMySpareStockQuery, useListOrderSparePartsQuery } from '@/features/spare-parts/spare-parts.api';
import { errorMessage } from '@/lib/errors';

/** The engineer's own stock fits one screen's choice list. */
const MY_STOCK = { pageIndex: 0, pageSize: 100 };

export interface PartUseFormProps {
  /** Posts the use (one part from the engineer's own stock); `takenOut`: the faulty part came out too (as many of it). */
  use: (line: { partId: number; qty: string }, takenOut: boolean) => Promise<{ message?: string }>;
  /** Offers 拆下的故障件入我的旧件 (a repair's use takes the faulty part into old-part recycling). */
  offerTakenOut?: boolean;
}

/** 登记用料 on the phone: one part at a time from the engineer's own stock, as the PC 备件 tab does with several lines. */
export function PartUseForm({ use, offerTakenOut = false }: PartUseFormProps) {
  const { data: stock, error: stockError } = useListMySpareStockQuery(MY_STOCK);
  const [isLoading, setLoading] = useState(false);
  const [partId, setPartId] = useState('');
  const [qty, setQty] = useState('1');
  const [takenOut, setTakenOut] = useState(false);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const held = (stock?.list ?? []).filter((row) => Number(row.qty) > 0);

  const submit = async () => {
    if (!partId) return setSaid({ ok: false, text: '请选择备件' });
    if (!(Number(qty) > 0)) return setSaid({ ok: false, text: '请输入用料数量' });
    setLoading(true);
    try {
      const res = await use({ partId: Number(partId), qty }, takenOut);
      setSaid({ ok: true, text: res.message ?? '已登记用料' });
      setPartId('');
      setQty('1');
      setTakenOut(false);
    } catch (error) {
      setSaid({ ok: false, text: errorMessage(error) });
    } finally {
      setLoading(false);
    }
  };

  if (stockError) return <p className="m-banner-error">{errorMessage(stockError)}</p>;
  if (stock && held.length === 0) return <p className="m-muted">我的库存没有备件，可先在电脑版申领</p>;
  return (
    <>
      <label className="m-field">
        <span>备件（我的库存）</span>
        <select className="m-input" value={partId} onChange={(e) => setPartId(e.target.value)}>
          <option value="">请选择</option>
          {held.map((row) => (
            <option key={row.partId} value={row.partId}>
              {`${row.partName} · 余 ${row.qty}${row.unit} · ¥${row.price}`}
            </option>
          ))}
        </select>
      </label>
      <label className="m-field">
        <span>数量</span>
        <input className="m-input" inputMode="decimal" value={qty} onChange={(e) => setQty(e.target.value)} />
      </label>
      {offerTakenOut && (
        <label className="m-field">
          <span>
            <input type="checkbox" checked={takenOut} onChange={(e) => setTakenOut(e.target.checked)} /> 拆下的故障件入旧件回收（我的旧件，同一备件、同数量）
          </span>
        </label>
      )}
      {said && (
        <p className={said.ok ? 'm-muted' : 'm-banner-error'} role={said.ok ? 'status' : 'alert'}>
          {said.text}
        </p>
      )}
      <button type="button" className="m-btn m-btn-primary" disabled={isLoading} onClick={submit}>
        登记用料
      </button>
    </>
  );
}

/** 备件用料 on the phone's order: what was used (cancellable by those serving while the order is open), and a use from own stock. */
export function OrderParts({ order }: { order: OrderDetail }) {
  const { data: user } = useGetSessionUserQuery();
  const { data } = useListOrderSparePartsQuery(order.id);
  const [cancel, { isLoading: cancelling }] = useCancelOnOrderMutation();
  const [consume] = useConsumeOnOrderMutation();
  const [problem, setProblem] = useState('');
  const serving = user !== undefined && (order.owner?.id === user.id || order.collaborators.some((c) => c.id === user.id));
  const canUse = serving && (order.state === OrderState.pendingService || order.state === OrderState.inService);
  const uses = (data?.list ?? []).filter((m) => m.type === MovementType.orderConsumption);
  if (!canUse && uses.length === 0) return null;

  const undo = async (movementId: number) => {
    try {
      await cancel({ orderId: order.id, movementId }).unwrap();
      setProblem('');
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <section className="m-card" aria-label="备件用料">
      <h3>备件用料</h3>
      {uses.length > 0 && (
        <ul className="m-list">
          {uses.map((m) => (
            <li key={m.id} className="m-row" style={{ minHeight: 44 }}>
              <span style={{ minWidth: 0 }}>{`${m.lines.map((l) => `${l.partName} ×${l.qty}${l.unit}`).join('；')} · ¥${m.amount}`}</span>
              {m.reversed ? (
                <span className="m-muted">已取消</span>
              ) : canUse ? (
                <button type="button" className="m-btn m-btn-text" disabled={cancelling} onClick={() => undo(m.id)} aria-label={`取消用料 ${m.lines.map((l) => l.partName).join('、')}`}>
                  取消用料
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {problem && (
        <p className="m-banner-error" role="alert">
          {problem}
        </p>
      )}
      {canUse && <PartUseForm use={(line) => consume({ orderId: order.id, lines: [line] }).unwrap()} />}
    </section>
  );
}
