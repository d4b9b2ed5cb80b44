import { Button, Message, Popconfirm, Tooltip } from '@arco-design/web-react';
import { IconFilePdf, IconSend } from '@arco-design/web-react/icon';
import { Messages } from '@domain/common/messages';
import { DownloadTexts } from '@domain/downloads/downloads.constants';
import { canSendOrderPdf, maskPhone, OrderPdfTexts } from '@domain/orders/order-pdf';
import type { OrderDetail } from '@domain/orders/orders.types';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { errorMessage } from '@/lib/errors';
import { useExportOrderPdfMutation, useSendOrderPdfMutation } from '../order-pdf.api';

/** 导出PDF: the given orders (one order, or a list's selection) into one PDF, made in the download centre. */
export function OrderPdfExportButton({ ids }: { ids: readonly number[] }) {
  const [exportPdf, { isLoading }] = useExportOrderPdfMutation();
  const handleExport = async () => {
    if (ids.length === 0) return void Message.warning(Messages.nothingSelected);
    try {
      await exportPdf({ ids: [...ids] }).unwrap();
      Message.success(DownloadTexts.queued);
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };
  return (
    <Button icon={<IconFilePdf />} loading={isLoading} onClick={() => void handleExport()}>
      {OrderPdfTexts.exportButton}
    </Button>
  );
}

/** 发送PDF: a text with the order's PDF link to its contact phone; only for those the server lets send. */
export function OrderPdfSendButton({ order }: { order: OrderDetail }) {
  const { data: user } = useGetSessionUserQuery();
  const [send, { isLoading }] = useSendOrderPdfMutation();
  if (!user || !canSendOrderPdf({ id: user.id, role: user.sysrole }, order)) return null;
  if (!order.contactPhone) {
    return (
      <Tooltip content={OrderPdfTexts.noPhone}>
        <Button icon={<IconSend />} disabled>
          {OrderPdfTexts.sendButton}
        </Button>
      </Tooltip>
    );
  }
  const handleSend = async () => {
    try {
      await send({ id: order.id }).unwrap();
      Message.success(OrderPdfTexts.sent);
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };
  return (
    <Popconfirm title={OrderPdfTexts.sendConfirm(maskPhone(order.contactPhone))} onOk={handleSend}>
      <Button icon={<IconSend />} loading={isLoading}>
        {OrderPdfTexts.sendButton}
      </Button>
    </Popconfirm>
  );
}
