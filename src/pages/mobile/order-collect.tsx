import { useState } from 'react';
import { PAYMENT_MODES, type PaymentModeCode } from '@domain/finance/finance.constants';
import type { OrderPaymentTemplates } from '@domain/finance/finance.schemas';
import { OrderState } from '@domain/orders/order.constants';
import type { OrderDetail } from '@domain/orders/orders.types';
import { ENGINEER_COLLECT } from '@domain/settings/system-settings';
import { UploadKind } from '@domain/uploads/uploads.constants';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { useUploadFileMutation } from '@/components/uploads/uploads.api';
import { useCollectItemMutation, useOrderPaymentItemsQuery } from '@/features/finance/finance.api';
import { useListSystemSettingsQuery } from '@/features/settings/settings.api';
import { compressPhoto } from '@/lib/compress-photo';
import { errorMessage } from '@/lib/errors';
import { PayModeField } from './pay-mode-field';

const SETTING = [ENGINEER_COLLECT];
/** A choice of item is its template and name together ('12|尾款'). */
const SEP = '|';

/**
 * 收款 on the phone: where the enterprise lets engineers collect (系统参数 允许服务人员收款), the engineer
 * serving an order in service or completed records what the customer paid of one payment item, with a
 * photo of the proof (the server insists on it). Finance still reconciles.
 */
export function OrderCollect({ order }: { order: OrderDetail }) {
  const { data: user } = useGetSessionUserQuery();
  const { data: settings } = useListSystemSettingsQuery(SETTING);
  const serving = user !== undefined && (order.owner?.id === user.id || order.collaborators.some((c) => c.id === user.id));
  const open = order.state === OrderState.inService || order.state === OrderState.completed;
  const allowed = settings?.find((s) => s.code === ENGINEER_COLLECT)?.value === 1;
  const { data: payments } = useOrderPaymentItemsQuery(order.id, { skip: !(allowed && serving && open) });
  if (!payments || payments.templates.length === 0) return null;
  return (
    <section className="m-card" aria-label="收款">
      <h3>收款</h3>
      <ul className="m-list">
        {payments.templates.flatMap((t) =>
          t.items.map((item) => (
            <li key={`${t.id}${SEP}${item.name}`} className="m-row" style={{ minHeight: 40 }}>
              <span>{`${t.name}·${item.name}`}</span>
              <span>{`已收 ¥${item.collected}${item.amount ? ` / ¥${item.amount}` : ''}`}</span>
            </li>
          )),
        )}
      </ul>
      {payments.frozen ? <p className="m-muted">工单已对账，不能再收款</p> : <CollectForm orderId={order.id} templates={payments.templates} />}
    </section>
  );
}

type Templates = OrderPaymentTemplates['templates'];

function CollectForm({ orderId, templates }: { orderId: number; templates: Templates }) {
  const [upload, { isLoading: uploading }] = useUploadFileMutation();
  const [collect, { isLoading: collecting }] = useCollectItemMutation();
  const [choice, setChoice] = useState('');
  const [mode, setMode] = useState<PaymentModeCode>(PAYMENT_MODES[0]);
  const [amount, setAmount] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);

  const choose = (value: string) => {
    setChoice(value);
    const [templateId, name] = value.split(SEP);
    const fixed = templates.find((t) => String(t.id) === templateId)?.items.find((i) => i.name === name)?.amount;
    if (fixed) setAmount(fixed);
  };

  const submit = async () => {
    const [templateId, itemName] = choice.split(SEP);
    if (!choice) return setSaid({ ok: false, text: '请选择收款项' });
    if (!(Number(amount) > 0)) return setSaid({ ok: false, text: '请输入收款金额' });
    if (!photo) return setSaid({ ok: false, text: '请拍摄收款凭证' });
    try {
      const stored = await upload({ kind: UploadKind.image, file: await compressPhoto(photo, photo.name || 'proof.jpg') }).unwrap();
      const res = await collect({ orderId, receivePaymentId: Number(templateId), itemName, mode, amount, proof: [{ url: stored.url, name: stored.name, size: stored.size }] }).unwrap();
      setSaid({ ok: true, text: res.message ?? '已收款' });
      setChoice('');
      setAmount('');
      setPhoto(null);
    } catch (error) {
      setSaid({ ok: false, text: errorMessage(error) });
    }
  };

  return (
    <>
      <label className="m-field">
        <span>收款项</span>
        <select className="m-input" value={choice} onChange={(e) => choose(e.target.value)}>
          <option value="">请选择</option>
          {templates.flatMap((t) =>
            t.items.map((item) => (
              <option key={`${t.id}${SEP}${item.name}`} value={`${t.id}${SEP}${item.name}`}>
                {`${t.name}·${item.name}`}
              </option>
            )),
          )}
        </select>
      </label>
      <PayModeField value={mode} onChange={setMode} />
      <label className="m-field">
        <span>金额（元）</span>
        <input className="m-input" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </label>
      <label className="m-field">
        <span>收款凭证</span>
        <input className="m-input" type="file" accept="image/*" capture="environment" onChange={(e) => setPhoto(e.target.files?.[0] ?? null)} />
      </label>
      {said && (
        <p className={said.ok ? 'm-muted' : 'm-banner-error'} role={said.ok ? 'status' : 'alert'}>
          {said.text}
        </p>
      )}
      <button type="button" className="m-btn m-btn-primary" disabled={uploading || collecting} onClick={submit}>
        {uploading ? '上传凭证…' : '登记收款'}
      </button>
    </>
  );
}
