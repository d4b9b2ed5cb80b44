import { useState } from 'react';
import { PaymentMode, type PaymentModeCode } from '@domain/finance/finance.constants';
import { RepairOp } from '@domain/repair/repair-order.machine';
import type { RepairDetail } from '@domain/repair/repair.schemas';
import { useCancelRepairPartsMutation, useCollectRepairMutation, useOperateRepairMutation, useShipRepairMutation, useUseRepairPartsMutation } from '@/features/repair/repair.api';
import { errorMessage } from '@/lib/errors';
import { PartUseForm } from './order-parts';
import { PayModeField } from './pay-mode-field';

type Said = { ok: boolean; text: string } | null;

function Outcome({ said }: { said: Said }) {
  if (!said) return null;
  return (
    <p className={`m-banner ${said.ok ? 'm-banner-ok' : 'm-banner-error'}`} role={said.ok ? 'status' : 'alert'}>
      {said.text}
    </p>
  );
}

/** Runs a call and says how it went, in the user's words. */
function useRun() {
  const [said, setSaid] = useState<Said>(null);
  const run = async (okText: string, call: () => Promise<unknown>): Promise<boolean> => {
    setSaid(null);
    try {
      await call();
      setSaid({ ok: true, text: okText });
      return true;
    } catch (error) {
      setSaid({ ok: false, text: errorMessage(error) });
      return false;
    }
  };
  return { said, run, refuse: (text: string) => setSaid({ ok: false, text }) };
}

/** 维修用料 on the phone: the uses (取消用料 while the machine allows) and one part at a time from the engineer's own stock, the faulty part into 我的旧件. */
export function RepairPhoneParts({ order }: { order: RepairDetail }) {
  const [use] = useUseRepairPartsMutation();
  const [cancel, { isLoading: cancelling }] = useCancelRepairPartsMutation();
  const { said, run } = useRun();
  const canUse = order.operations.includes(RepairOp.useParts);
  const canCancel = order.operations.includes(RepairOp.cancelParts);
  if (!canUse && order.partUses.length === 0) return null;
  const text = (lines: RepairDetail['partUses'][number]['lines']) => lines.map((l) => `${l.partName} ×${l.qty}${l.unit}`).join('；');
  return (
    <section className="m-card" aria-label="维修用料">
      <h3>维修用料</h3>
      {order.partUses.length > 0 && (
        <ul className="m-list">
          {order.partUses.map((u) => (
            <li key={u.id} className="m-row" style={{ minHeight: 44 }}>
              <span style={{ minWidth: 0 }}>
                {`${text(u.lines)} · ¥${u.amount}`}
                {u.oldLines.length > 0 && <span className="m-muted">{` · 拆下旧件 ${text(u.oldLines)}`}</span>}
              </span>
              {u.cancelled ? (
                <span className="m-muted">已取消</span>
              ) : canCancel ? (
                <button type="button" className="m-btn m-btn-text" disabled={cancelling} aria-label={`取消用料 ${u.lines.map((l) => l.partName).join('、')}`} onClick={() => void run('已取消用料', () => cancel({ id: order.id, useId: u.id }).unwrap())}>
                  取消用料
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Outcome said={said} />
      {canUse && <PartUseForm offerTakenOut use={(line, takenOut) => use({ id: order.id, lines: [line], oldLines: takenOut ? [line] : [] }).unwrap()} />}
    </section>
  );
}

/** 审批 on the phone: the approver passes a completion or sends it back with a reason. */
export function RepairPhoneApproval({ order }: { order: RepairDetail }) {
  const [operate, { isLoading }] = useOperateRepairMutation();
  const [reason, setReason] = useState('');
  const { said, run, refuse } = useRun();
  if (!order.operations.includes(RepairOp.approve) && !order.operations.includes(RepairOp.reject)) return null;
  return (
    <section className="m-card" aria-label="完工审批">
      <h3>完工审批</h3>
      <label className="m-field">
        <span>驳回原因（驳回时必填）</span>
        <textarea className="m-input" maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
      </label>
      <Outcome said={said} />
      <div className="m-actions">
        {order.operations.includes(RepairOp.approve) && (
          <button type="button" className="m-btn m-btn-primary" disabled={isLoading} onClick={() => void run('审批通过成功', () => operate({ id: order.id, op: RepairOp.approve }).unwrap())}>
            审批通过
          </button>
        )}
        {order.operations.includes(RepairOp.reject) && (
          <button
            type="button"
            className="m-btn"
            disabled={isLoading}
            onClick={() => (reason.trim() ? void run('已驳回', () => operate({ id: order.id, op: RepairOp.reject, reason: reason.trim() }).unwrap()) : refuse('请填写驳回原因'))}
          >
            驳回
          </button>
        )}
      </div>
    </section>
  );
}

/** 寄回 on the phone: the courier company and number of the product's way back, once completed. */
export function RepairPhoneShip({ order }: { order: RepairDetail }) {
  const [ship, { isLoading }] = useShipRepairMutation();
  const [courier, setCourier] = useState({ courierCompany: '', courierNo: '' });
  const { said, run, refuse } = useRun();
  if (!order.operations.includes(RepairOp.ship)) return null;
  const submit = () =>
    courier.courierCompany.trim() && courier.courierNo.trim()
      ? run('已登记寄回', () => ship({ id: order.id, courierCompany: courier.courierCompany.trim(), courierNo: courier.courierNo.trim() }).unwrap())
      : refuse('请填写快递公司和快递单号');
  return (
    <section className="m-card" aria-label="寄回客户">
      <h3>寄回客户</h3>
      <label className="m-field">
        <span>快递公司</span>
        <input className="m-input" maxLength={30} value={courier.courierCompany} onChange={(e) => setCourier((c) => ({ ...c, courierCompany: e.target.value }))} />
      </label>
      <label className="m-field">
        <span>快递单号</span>
        <input className="m-input" maxLength={40} value={courier.courierNo} onChange={(e) => setCourier((c) => ({ ...c, courierNo: e.target.value }))} />
      </label>
      <Outcome said={said} />
      <button type="button" className="m-btn m-btn-primary" disabled={isLoading} onClick={() => void submit()}>
        寄回
      </button>
    </section>
  );
}

/** 收款 on the phone (the desk, once completed and out of warranty): the whole charge, by the mode the customer paid; finance sees it as the PC's. */
export function RepairPhoneCollect({ order }: { order: RepairDetail }) {
  const [collect, { isLoading }] = useCollectRepairMutation();
  const [mode, setMode] = useState<PaymentModeCode>(PaymentMode.offline);
  const { said, run } = useRun();
  if (!order.operations.includes(RepairOp.collect)) return <Outcome said={said} />;
  return (
    <section className="m-card" aria-label="收款">
      <h3>{`收款 ¥${order.charge}`}</h3>
      <p className="m-muted">维修费用（人工费与备件），收款后财务在对账的其他收款中看到这笔维修单收款。</p>
      <PayModeField value={mode} onChange={setMode} />
      <Outcome said={said} />
      <button type="button" className="m-btn m-btn-primary" disabled={isLoading} onClick={() => void run('收款成功', () => collect({ id: order.id, payMode: mode }).unwrap())}>
        登记收款
      </button>
    </section>
  );
}

/** 取消维修单 on the phone (the desk, while open): asked twice, as a tap is easily made. */
export function RepairPhoneCancel({ order }: { order: RepairDetail }) {
  const [operate, { isLoading }] = useOperateRepairMutation();
  const [asking, setAsking] = useState(false);
  const { said, run } = useRun();
  if (!order.operations.includes(RepairOp.cancel)) return null;
  return (
    <>
      <Outcome said={said} />
      <div className="m-actions">
        {asking ? (
          <>
            <button type="button" className="m-btn m-btn-danger" disabled={isLoading} onClick={() => void run('已取消维修单', () => operate({ id: order.id, op: RepairOp.cancel }).unwrap())}>
              确认取消维修单
            </button>
            <button type="button" className="m-btn" onClick={() => setAsking(false)}>
              不取消
            </button>
          </>
        ) : (
          <button type="button" className="m-btn" onClick={() => setAsking(true)}>
            取消维修单
          </button>
        )}
      </div>
    </>
  );
}
