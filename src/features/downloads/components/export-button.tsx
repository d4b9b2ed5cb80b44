import { Button, Dropdown, Menu } from '@arco-design/web-react';
import { IconDown, IconExport } from '@arco-design/web-react/icon';
import { DownloadTexts } from '@domain/downloads/downloads.constants';
import { ExportFormat, type ExportFormatType } from '@domain/downloads/downloads.constants';
import { useStartExport, type ExportFilters, type ExportSourceName } from '../hooks/use-start-export';

export interface ExportFormatButtonProps {
  /** Starts the export in the chosen format. */
  onExport: (format: ExportFormatType) => unknown;
  loading?: boolean;
}

/** 导出 with a choice of Excel or CSV, for a list whose export call its own area makes. */
export function ExportFormatButton({ onExport, loading }: ExportFormatButtonProps) {
  const droplist = (
    <Menu onClickMenuItem={(key) => void onExport(key as ExportFormatType)}>
      <Menu.Item key={ExportFormat.xlsx}>{DownloadTexts.exportExcel}</Menu.Item>
      <Menu.Item key={ExportFormat.csv}>{DownloadTexts.exportCsv}</Menu.Item>
    </Menu>
  );
  return (
    <Dropdown droplist={droplist} trigger="click" position="br">
      <Button icon={<IconExport />} loading={loading}>
        {DownloadTexts.export} <IconDown />
      </Button>
    </Dropdown>
  );
}

export interface ExportButtonProps<S extends ExportSourceName> {
  source: S;
  filter: ExportFilters[S];
}

/** 导出 with a choice of Excel or CSV; the file is made in the background and lands in the download centre. */
export function ExportButton<S extends ExportSourceName>({ source, filter }: ExportButtonProps<S>) {
  const { start, isLoading } = useStartExport(source);
  return <ExportFormatButton loading={isLoading} onExport={(format) => start(format, filter)} />;
}
