import { Button, Card } from '@arco-design/web-react';
import { useLocation } from 'wouter';
import { DownloadTexts } from '@domain/downloads/downloads.constants';
import { paths } from '@/app/paths';
import { toastResult } from '@/lib/toast-result';
import { ExportFormatButton } from '@/features/downloads/components/export-button';
import { ProjectTable } from '@/features/projects/components/project-table';
import { useProjectPower } from '@/features/projects/hooks/use-project-power';
import { useExportProjectsMutation } from '@/features/projects/projects.api';

/** /allProject 全部项目; 新建项目 for holders of permission 13002 whom a template lets create (GET /project/projectUserPower); 导出 (Excel or CSV) through the download centre. */
export default function AllProjectPage() {
  const [, navigate] = useLocation();
  const { mayCreate } = useProjectPower();
  const [exportProjects, { isLoading: exporting }] = useExportProjectsMutation();
  return (
    <Card bordered={false} title="全部项目">
      <ProjectTable
        detailHref={paths.projects.detail}
        exportButton={(filter) => <ExportFormatButton loading={exporting} onExport={(format) => toastResult(exportProjects({ ...filter, format }).unwrap(), DownloadTexts.queued)} />}
        createButton={
          mayCreate && (
            <Button type="primary" onClick={() => navigate(paths.projects.create)}>
              新建项目
            </Button>
          )
        }
      />
    </Card>
  );
}
