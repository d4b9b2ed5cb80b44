import { Alert, Button, Input, Space, Table } from '@arco-design/web-react';
import { IconScan } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { Link } from 'wouter';
import type { RepairView } from '@domain/repair/repair.schemas';
import { ScanInput } from '@/components/scan-input/scan-input';
import { errorMessage } from '@/lib/errors';
import { useScanSignInMutation } from '../repair.api';
import { RepairStateTag } from './repair-state-tag';

/** The desk's camera (its own chunk, with jsQR where the browser has no BarcodeDetector): the code read, or null when cancelled. */
const scanWithCamera = async () => (await import('@adapters/camera-scan')).scanWithCamera();

/**
 * The receiving desk: a product's QR code or serial number read by a hardware scanner (or typed, then
 * Enter, or held to the PC's camera by 扫码) signs the product in on its open repair order, or on a new
 * one. What was signed in this session is listed, newest first.
 */
export function ScanSignIn({ detailHref }: { detailHref: (id: number) => string }) {
  const [scan, { isLoading }] = useScanSignInMutation();
  const [code, setCode] = useState('');
  const [fault, setFault] = useState('');
  const [accessories, setAccessories] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [signed, setSigned] = useState<RepairView[]>([]);

  const signIn = async (scanned: string) => {
    if (!scanned.trim()) return;
    try {
      const { data } = await scan({ code: scanned.trim(), fault: fault.trim(), accessories: accessories.trim() }).unwrap();
      const { order, created } = data!;
      setSigned((list) => [order, ...list]);
      setOutcome({ ok: true, text: `${order.repairNo} 已签收${created ? '（新建维修单）' : ''}：${order.productName ?? ''} ${order.serialNumber ?? ''}` });
      setCode('');
      setFault('');
      setAccessories('');
    } catch (error) {
      setOutcome({ ok: false, text: errorMessage(error) });
    }
  };

  // The PC clients of WeCom and DingTalk have no scanner of their own (theirs are the phones'): the camera, in any host.
  const handleCamera = async () => {
    setOutcome(null);
    try {
      const read = await scanWithCamera();
      if (read) {
        setCode(read);
        await signIn(read);
      }
    } catch (error) {
      setOutcome({ ok: false, text: errorMessage(error) });
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Input aria-label="故障描述" placeholder="故障描述（可选）" style={{ width: 240 }} maxLength={500} value={fault} onChange={setFault} />
        <Input aria-label="随附配件" placeholder="随附配件（可选）" style={{ width: 200 }} maxLength={200} value={accessories} onChange={setAccessories} />
        <ScanInput aria-label="产品二维码或序列号" placeholder="扫描产品二维码或输入序列号" style={{ width: 320 }} value={code} onChange={setCode} onScan={signIn} onPressEnter={() => signIn(code)} disabled={isLoading} autoFocus />
        <Button type="primary" loading={isLoading} onClick={() => signIn(code)}>
          签收
        </Button>
        <Button icon={<IconScan />} disabled={isLoading} onClick={() => void handleCamera()}>
          扫码
        </Button>
      </Space>
      {outcome && <Alert type={outcome.ok ? 'success' : 'error'} content={outcome.text} />}
      <Table<RepairView>
        rowKey="id"
        pagination={false}
        data={signed}
        columns={[
          { title: '维修单号', dataIndex: 'repairNo', render: (no: string, r) => <Link href={detailHref(r.id)}>{no}</Link> },
          { title: '客户', dataIndex: 'customerName' },
          { title: '产品', render: (_, r) => `${r.productName ?? '-'} ${r.serialNumber ?? ''}` },
          { title: '状态', render: (_, r) => <RepairStateTag state={r.state} /> },
          { title: '签收人', render: (_, r) => r.signedInBy?.name ?? '-' },
          { title: '签收时间', render: (_, r) => (r.signedInAt ? new Date(r.signedInAt).toLocaleString('zh-CN', { hour12: false }) : '-') },
        ]}
      />
    </Space>
  );
}
