import { Button, Dropdown, Menu, Message } from '@arco-design/web-react';
import { IconDown, IconExport } from '@arco-design/web-react/icon';
import { Messages } from '@domain/common/messages';
import { DownloadTexts } from '@domain/downloads/downloads.constants';
import { ExportFormat } from '@domain/downloads/downloads.constants';
import type { OrderListContext } from '@/features/orders/order-batch';
import { useExportOrdersMutation } from '@/features/orders/orders.api';
import { errorMessage } from '@/lib/errors';

type Scope = 'all' | 'selected';

/** 导出: the whole filtered list or the chosen rows, as Excel; the file is made in the download centre. */
export function OrderExportButton({ context }: { context: OrderListContext }) {
  const [exportOrders, { isLoading }] = useExportOrdersMutation();

  const handleExport = async (scope: Scope) => {
    // Spec part 1 section 5: an empty list and an empty choice are refused before asking the server.
    if (context.total === 0) return void Message.warning(Messages.exportEmpty);
    if (scope === 'selected' && context.selected.length === 0) return void Message.warning(Messages.nothingSelected);
    try {
      const ids = scope === 'selected' ? context.selected : undefined;
      await exportOrders({ filter: context.query, format: ExportFormat.xlsx, ids }).unwrap();
      Message.success(DownloadTexts.queued);
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };

  const droplist = (
    <Menu onClickMenuItem={(key) => void handleExport(key as Scope)}>
      <Menu.Item key="all">导出全部</Menu.Item>
      <Menu.Item key="selected">导出选中</Menu.Item>
    </Menu>
  );
  return (
    <Dropdown droplist={droplist} trigger="click" position="br">
      <Button icon={<IconExport />} loading={isLoading}>
        {DownloadTexts.export} <IconDown />
      </Button>
    </Dropdown>
  );
}
