import { Button, Card, Grid, Typography } from '@arco-design/web-react';
import { useLocation } from 'wouter';
import { paths } from '@/app/paths';
import { useGetMenuQuery } from '@/app/session/session.api';
import { EXPLORE_AREAS, SHELL_TIPS } from '@/features/shell/explore-topics';
import { menuHasRoute } from '@/app/shell/menu-nodes';

/** Pages every role reaches outside the menu. */
const ALWAYS_OPEN = new Set<string>([paths.home, paths.personIndex]);

/** /navigation 探索: what each area does and how the shell around the pages works. */
export default function NavigationPage() {
  const [, navigate] = useLocation();
  const { data: menu = [] } = useGetMenuQuery();
  const canOpen = (route: string) => ALWAYS_OPEN.has(route) || menuHasRoute(menu, route);

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Card bordered={false} title="功能介绍">
        <Grid.Row gutter={[16, 16]}>
          {EXPLORE_AREAS.map((area) => (
            <Grid.Col key={area.route} xs={24} md={12} xl={8}>
              <Card title={area.name} style={{ height: '100%' }}>
                <Typography.Paragraph>{area.description}</Typography.Paragraph>
                {canOpen(area.route) ? (
                  <Button type="outline" size="small" onClick={() => navigate(area.route)}>
                    打开{area.name}
                  </Button>
                ) : (
                  <Typography.Text type="secondary">当前角色未开通，请联系管理员授权</Typography.Text>
                )}
              </Card>
            </Grid.Col>
          ))}
        </Grid.Row>
      </Card>
      <Card bordered={false} title="使用技巧">
        <Grid.Row gutter={[16, 16]}>
          {SHELL_TIPS.map((tip) => (
            <Grid.Col key={tip.title} xs={24} md={12} xl={8}>
              <Typography.Title heading={6} style={{ marginTop: 0 }}>
                {tip.title}
              </Typography.Title>
              <Typography.Text type="secondary">{tip.description}</Typography.Text>
            </Grid.Col>
          ))}
        </Grid.Row>
      </Card>
    </div>
  );
}
