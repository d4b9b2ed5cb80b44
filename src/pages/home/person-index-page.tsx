import { Card, Empty, Grid, Spin, Typography } from '@arco-design/web-react';
import { useLocation } from 'wouter';
import { customAppRoute } from '@domain/custom-apps/custom-apps.constants';
import type { MenuNode } from '@domain/shell/menu.schemas';
import { useGetMenuQuery, useGetSessionUserQuery } from '@/app/session/session.api';
import { MenuCardGrid } from '@/features/shell/components/menu-card-grid';
import { StatusStatisticsCard } from '@/features/shell/components/status-statistics-card';
import { TodoCard } from '@/features/shell/components/todo-card';
import { isHeadcountLocked, lockOf, menuGroups, routedItems, visibleTopMenus } from '@/app/shell/menu-nodes';
import { openExternalLink } from '@/features/custom-apps/open-external-link';

/** /personIndex 功能导航: the user's to-do list and status statistics, then every entry of their menu, grouped by top menu and group. */
export default function PersonIndexPage() {
  const [, navigate] = useLocation();
  const { data: user } = useGetSessionUserQuery();
  const { data: menu, isLoading } = useGetMenuQuery();
  if (isLoading || !menu) return <Spin style={{ display: 'block', margin: '20vh auto' }} />;

  const lockLabel = (node: MenuNode) => lockOf(node, user);
  const disabled = (node: MenuNode) => isHeadcountLocked(node, user);
  // A free plan's locked entry still opens: its page explains the plan limit.
  const handleOpen = (node: MenuNode) => {
    if (node.external_url) void openExternalLink(node.external_url);
    else navigate(customAppRoute(node) ?? node.routerName);
  };

  const sections = visibleTopMenus(menu)
    .map((top) => ({
      top,
      groups: menuGroups(menu, top.key)
        .map((group) => ({ group, items: routedItems(group) }))
        .filter((g) => g.items.length > 0),
    }))
    .filter((s) => s.groups.length > 0);

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Grid.Row gutter={[16, 16]}>
        <Grid.Col xs={24} lg={8}>
          <TodoCard />
        </Grid.Col>
        <Grid.Col xs={24} lg={16}>
          <StatusStatisticsCard />
        </Grid.Col>
      </Grid.Row>
      {sections.length === 0 && <Empty description="当前角色没有可用的功能" />}
      {sections.map(({ top, groups }) => (
        <Card key={top.key} bordered={false} title={top.name}>
          {groups.map(({ group, items }) => (
            <section key={group.id} aria-label={group.name} style={{ marginBottom: 16 }}>
              <Typography.Title heading={6}>{group.name}</Typography.Title>
              <MenuCardGrid items={items} lockOf={lockLabel} isDisabled={disabled} onOpen={handleOpen} />
            </section>
          ))}
        </Card>
      ))}
    </div>
  );
}
