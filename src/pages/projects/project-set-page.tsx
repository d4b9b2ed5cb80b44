import { Button, Card, Tabs } from '@arco-design/web-react';
import { useLocation } from 'wouter';
import { paths } from '@/app/paths';
import { TemplateTable } from '@/features/projects/components/template-table';

/** /projectSet 项目设置: the project templates (the spec's other tabs, personnel and approval settings, are kept on each template). */
export default function ProjectSetPage() {
  const [, navigate] = useLocation();
  return (
    <Card bordered={false} title="项目设置">
      <Tabs defaultActiveTab="templates">
        <Tabs.TabPane key="templates" title="项目模板">
          <Button type="primary" style={{ marginBottom: 12 }} onClick={() => navigate(paths.projects.template())}>
            新建模板
          </Button>
          <TemplateTable editHref={(t) => paths.projects.template(t.id, t.name)} personnelHref={paths.projects.personnel} formHref={(t) => paths.projects.templateForm(t.id, t.name)} />
        </Tabs.TabPane>
      </Tabs>
    </Card>
  );
}
