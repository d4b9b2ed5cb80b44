import { Button, Modal, Spin } from '@arco-design/web-react';
import { useState } from 'react';
import type { RepairDetail } from '@domain/repair/repair.schemas';
import { RepairReceipt } from '@/features/repair/components/repair-receipt';
import { useQrImagesQuery } from '@/features/products/products.api';
import { errorMessage } from '@/lib/errors';

/** 打印签收单: the receipt label with the product's QR code, its picture drawn by the products area (as its printed stickers). */
export function RepairReceiptButton({ repair }: { repair: RepairDetail }) {
  const [open, setOpen] = useState(false);
  const qr = repair.product?.qr ?? null;
  const { data: images, isFetching, error } = useQrImagesQuery({ ids: qr ? [qr.id] : [] }, { skip: !open || !qr });
  const image = images?.find((i) => i.id === qr?.id)?.image ?? null;
  const ready = !qr || image !== null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>打印签收单</Button>
      <Modal
        visible={open}
        title="维修签收单"
        style={{ width: 560 }}
        onCancel={() => setOpen(false)}
        okText="打印"
        okButtonProps={{ disabled: !ready }}
        onOk={() => window.print()}
        unmountOnExit
      >
        {error ? errorMessage(error) : ready ? <RepairReceipt repair={repair} qrImage={image} /> : <Spin loading={isFetching} style={{ display: 'block', margin: '24px auto' }} />}
      </Modal>
    </>
  );
}
