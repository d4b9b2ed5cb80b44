import { Space } from '@arco-design/web-react';
import { Link } from 'wouter';
import type { CallRecordDetail, CallRecordRow } from '@domain/call-center/call-center.schemas';
import { paths } from '@/app/paths';

/** A consulting call's note: the call it was made for (「咨询 · 原通话 0755…」), linking that record. */
export function ConsultedCallNote({ call }: { call: Pick<CallRecordRow, 'consultationOf'> }) {
  const original = call.consultationOf;
  return original ? <Link href={paths.callCenter.detail(original.id)}>咨询 · 原通话 {original.phone}</Link> : null;
}

/** /calldetail's 咨询转接: the call a consulting call was made for, or the consulting calls made for this one. */
export function ConsultationLinks({ call }: { call: Pick<CallRecordDetail, 'consultationOf' | 'consultations'> }) {
  if (call.consultationOf) return <ConsultedCallNote call={call} />;
  if (!call.consultations.length) return <>-</>;
  return (
    <Space>
      {call.consultations.map((c) => (
        <Link key={c.id} href={paths.callCenter.detail(c.id)}>
          咨询 {c.phone}
        </Link>
      ))}
    </Space>
  );
}
