import { Button, Card } from '@arco-design/web-react';
import { useLocation } from 'wouter';
import { hasPower, Power } from '@domain/shell/permissions';
import { paths } from '@/app/paths';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { ProjectTable } from '@/features/projects/components/project-table';

/** /allProject 全部项目; 新建项目 only for holders of permission 13002. */
export default function AllProjectPage() {
  const [, navigate] = useLocation();
  const { data: user } = useGetSessionUserQuery();
  const canCreate = hasPower(user?.powers.map((p) => p.code) ?? [], Power.newProject);
  return (
    <Card bordered={false} title="全部项目">
      <ProjectTable
        detailHref={paths.projects.detail}
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
