import { useState } from 'react';
import { Link, useParams, useSearch } from 'wouter';
import { PAYMENT_MODE_NAMES, type PaymentModeCode } from '@domain/finance/finance.constants';
import { REPAIR_OP_NAMES, RepairOp, type StateMove } from '@domain/repair/repair-order.machine';
import { REPAIR_STATE_NAMES } from '@domain/repair/repair.constants';
import type { RepairDetail } from '@domain/repair/repair.schemas';
import { MobileScreen } from '@/app/mobile/mobile-screen';
import { paths } from '@/app/paths';
import { useGetRepairQuery, useOperateRepairMutation, useSignInRepairMutation } from '@/features/repair/repair.api';
import { errorMessage } from '@/lib/errors';
import { RepairPhoneApproval, RepairPhoneCancel, RepairPhoneCollect, RepairPhoneParts, RepairPhoneShip } from './mobile-repair-work';

/** The moves of one tap (approval, shipping, 收款, parts and cancelling have their own sections below). */
const PHONE_MOVES: StateMove[] = [RepairOp.confirm, RepairOp.complete, RepairOp.submit];

const timeText = (at: string | null) => (at ? new Date(at).toLocaleString('zh-CN', { hour12: false }) : '—');

function RepairFacts({ order }: { order: RepairDetail }) {
  return (
    <section className="m-card" aria-label="维修单">
      <div className="m-row">
        <h2>{order.repairNo}</h2>
        <span className="m-muted">{REPAIR_STATE_NAMES[order.state]}</span>
      </div>
      <dl className="m-dl">
        <dt>客户</dt>
        <dd>{order.customerName ?? '—'}</dd>
        <dt>产品</dt>
        <dd>
          <Link href={paths.mobile.product(order.customerProductId)}>{order.productName ?? '—'}</Link>
        </dd>
        <dt>序列号</dt>
        <dd>{order.serialNumber || '—'}</dd>
        <dt>故障</dt>
        <dd>{[order.faultCategory, order.fault].filter(Boolean).join('：') || '—'}</dd>
        <dt>随附配件</dt>
        <dd>{order.accessories || '—'}</dd>
        <dt>签收</dt>
        <dd>{order.signedInAt ? `${order.signedInBy?.name ?? ''} ${timeText(order.signedInAt)}` : '未签收（产品在途）'}</dd>
        <dt>工程师</dt>
        <dd>{order.repairer?.name ?? '—'}</dd>
        <dt>保修</dt>
        <dd>{order.inWarranty ? '保内（免费）' : `保外，应收 ¥${order.charge}${order.paidAt ? `（已收款·${PAYMENT_MODE_NAMES[order.payMode as PaymentModeCode] ?? ''}）` : ''}`}</dd>
        {order.courierNo && (
          <>
            <dt>寄回</dt>
            <dd>{`${order.courierCompany} ${order.courierNo}`}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

/** The order's next steps on the phone: 签收 at the desk, 受理 and 完工 (or its approval) at the bench. */
function RepairMoves({ order }: { order: RepairDetail }) {
  const [signIn, signing] = useSignInRepairMutation();
  const [operate, operating] = useOperateRepairMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const busy = signing.isLoading || operating.isLoading;

  const run = async (name: string, call: () => Promise<unknown>) => {
    setOutcome(null);
    try {
      await call();
      setOutcome({ ok: true, text: `${name}成功` });
    } catch (error) {
      setOutcome({ ok: false, text: errorMessage(error) });
    }
  };
  const moves = PHONE_MOVES.filter((op) => order.operations.includes(op));
  const canSignIn = order.operations.includes(RepairOp.signIn);
  return (
    <>
      {(canSignIn || moves.length > 0) && (
        <div className="m-actions">
          {canSignIn && (
            <button type="button" className="m-btn m-btn-primary" disabled={busy} onClick={() => void run('签收', () => signIn(order.id).unwrap())}>
              签收
            </button>
          )}
          {moves.map((op) => (
            <button key={op} type="button" className="m-btn m-btn-primary" disabled={busy} onClick={() => void run(REPAIR_OP_NAMES[op], () => operate({ id: order.id, op }).unwrap())}>
              {REPAIR_OP_NAMES[op]}
            </button>
          ))}
        </div>
      )}
      {outcome && (
        <p className={`m-banner ${outcome.ok ? 'm-banner-ok' : 'm-banner-error'}`} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </p>
      )}
    </>
  );
}

/** /m/repair/:id: a repair order on the phone (维修扫码 opens it; `?signedIn=1` says the scan signed its product in). */
export default function MobileRepairPage() {
  const id = Number(useParams<{ id: string }>().id);
  const signedByScan = new URLSearchParams(useSearch()).get('signedIn') === '1';
  const { data: order, error } = useGetRepairQuery(id, { skip: !(id > 0) });
  return (
    <MobileScreen title="维修单" back>
      {!(id > 0) && <p className="m-empty">维修单不存在</p>}
      {error && <p className="m-empty">{errorMessage(error)}</p>}
      {id > 0 && !order && !error && <p className="m-empty">加载中…</p>}
      {order && (
        <>
          {signedByScan && (
            <p className="m-banner m-banner-ok" role="status">
              产品已签收
            </p>
          )}
          <RepairFacts order={order} />
          <RepairMoves order={order} />
          <RepairPhoneParts order={order} />
          <RepairPhoneApproval order={order} />
          <RepairPhoneShip order={order} />
          <RepairPhoneCollect order={order} />
          <RepairPhoneCancel order={order} />
        </>
      )}
    </MobileScreen>
  );
}
