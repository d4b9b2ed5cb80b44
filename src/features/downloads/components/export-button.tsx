import { Button, Dropdown, Menu } from '@arco-design/web-react';
import { IconDown, IconExport } from '@arco-design/web-react/icon';
import { DownloadTexts } from '@domain/downloads/downloads.constants';
import { ExportFormat, type ExportFormatType } from '@domain/downloads/downloads.constants';
import { useStartExport, type ExportFilters, type ExportSourceName } from '../hooks/use-start-export';

export interface ExportButtonProps<S extends ExportSourceName> {
  source: S;
  filter: ExportFilters[S];
}

/** 导出 with a choice of Excel or CSV; the file is made in the background and lands in the download centre. */
export function ExportButton<S extends ExportSourceName>({ source, filter }: ExportButtonProps<S>) {
  const { start, isLoading } = useStartExport(source);
  const droplist = (
    <Menu onClickMenuItem={(key) => void start(key as ExportFormatType, filter)}>
      <Menu.Item key={ExportFormat.xlsx}>{DownloadTexts.exportExcel}</Menu.Item>
      <Menu.Item key={ExportFormat.csv}>{DownloadTexts.exportCsv}</Menu.Item>
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
