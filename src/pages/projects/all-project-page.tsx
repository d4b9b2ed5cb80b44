import { Button, Card } from '@arco-design/web-react';
import { useLocation } from 'wouter';
import { DownloadTexts } from '@domain/downloads/downloads.constants';
import { hasPower, Power } from '@domain/shell/permissions';
import { paths } from '@/app/paths';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { toastResult } from '@/lib/toast-result';
import { ExportFormatButton } from '@/features/downloads/components/export-button';
import { ProjectTable } from '@/features/projects/components/project-table';
import { useExportProjectsMutation } from '@/features/projects/projects.api';

/** /allProject 全部项目; 新建项目 only for holders of permission 13002; 导出 (Excel or CSV) through the download centre. */
export default function AllProjectPage() {
  const [, navigate] = useLocation();
  const { data: user } = useGetSessionUserQuery();
  const [exportProjects, { isLoading: exporting }] = useExportProjectsMutation();
  const canCreate = hasPower(user?.powers.map((p) => p.code) ?? [], Power.newProject);
  return (
    <Card bordered={false} title="全部项目">
      <ProjectTable
        detailHref={paths.projects.detail}
        exportButton={(filter) => <ExportFormatButton loading={exporting} onExport={(format) => toastResult(exportProjects({ ...filter, format }).unwrap(), DownloadTexts.queued)} />}
        createButton={
          canCreate && (
            <Button type="primary" onClick={() => navigate(paths.projects.create)}>
              新建项目
            </Button>
          )
        }
      />
    </Card>
  );
}
