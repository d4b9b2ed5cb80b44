import { Button, Message, Modal, Space, Spin } from '@arco-design/web-react';
import { useState } from 'react';
import type { RepairDetail } from '@domain/repair/repair.schemas';
import { useAppDispatch } from '@/app/hooks';
import { RepairReceipt } from '@/features/repair/components/repair-receipt';
import { repairApi } from '@/features/repair/repair.api';
import { useGenerateQrMutation, useQrImagesQuery } from '@/features/products/products.api';
import { useProductAccess } from '@/features/products/use-product-access';
import { errorMessage } from '@/lib/errors';

/**
 * 生成二维码 for a product without a code, from the receipt (those who write customer products may): the
 * products area makes it, and the order is read again so the label carries it.
 */
function GenerateQrButton({ repair }: { repair: RepairDetail }) {
  const { writes } = useProductAccess();
  const [generate, { isLoading }] = useGenerateQrMutation();
  const dispatch = useAppDispatch();
  if (!writes) return null;
  const handleGenerate = async () => {
    try {
      await generate({ customerProductIds: [repair.customerProductId] }).unwrap();
      dispatch(repairApi.util.invalidateTags(['Repairs']));
      Message.success('二维码已生成');
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };
  return (
    <Button type="primary" loading={isLoading} onClick={handleGenerate}>
      生成二维码
    </Button>
  );
}

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
        {error ? (
          errorMessage(error)
        ) : ready ? (
          <Space direction="vertical" style={{ width: '100%' }}>
            {!qr && repair.product && <GenerateQrButton repair={repair} />}
            <RepairReceipt repair={repair} qrImage={image} />
          </Space>
        ) : (
          <Spin loading={isFetching} style={{ display: 'block', margin: '24px auto' }} />
        )}
      </Modal>
    </>
  );
}
