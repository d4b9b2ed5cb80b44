import { Button, Grid, Spin, Typography } from '@arco-design/web-react';
import { useLocation } from 'wouter';
import { ServiceGroupScope } from '@domain/catalogue/catalogue.schemas';
import { Role } from '@domain/shell/roles';
import { SubscriptionType } from '@domain/subscriptions/subscriptions';
import { paths } from '@/app/paths';
import { useCountServiceGroupsQuery } from '@/features/catalogue/catalogue.api';
import { usePackageDetail } from '@/app/session/use-package-detail';
import { LatestNoticesCard } from '@/features/notices/components/latest-notices-card';
import { SetupGuideCard, type GuideStep } from '@/features/shell/components/setup-guide-card';
import { WelcomeCard } from '@/features/shell/components/welcome-card';
import { useGetSubscribeStatusQuery } from '@/features/subscriptions/subscriptions.api';

/** /guideOne, the home page: who and where the user is, what is left to set up, the latest notices. */
export default function GuideOnePage() {
  const [, navigate] = useLocation();
  const { user, admin, pkg } = usePackageDetail();
  const { data: todo } = useGetSubscribeStatusQuery(SubscriptionType.todo);
  const { data: statistics } = useGetSubscribeStatusQuery(SubscriptionType.statistics);
  // Administrators and dispatchers build the service teams that dispatch picks from.
  const buildsTeams = user?.sysrole === Role.admin || user?.sysrole === Role.dispatcher;
  const { data: groupCount } = useCountServiceGroupsQuery({ type: ServiceGroupScope.all }, { skip: !buildsTeams });
  if (!user) return <Spin style={{ display: 'block', margin: '20vh auto' }} />;

  const steps: GuideStep[] = [];
  if (admin) {
    steps.push({
      key: 'colleagues',
      title: '添加同事',
      description: '把服务人员、派单员等同事加入企业，并为他们分配角色',
      done: (pkg?.userNum ?? 0) > 1,
      action: (
        <Button size="small" type="primary" onClick={() => navigate(paths.organization)}>
          去添加
        </Button>
      ),
    });
  }
  if (buildsTeams) {
    steps.push({
      key: 'teams',
      title: '建立服务组',
      description: '把服务人员编成服务组并指定组长，派单和工单筛选时按组选择',
      done: (groupCount ?? 0) > 0,
      action: (
        <Button size="small" type="primary" onClick={() => navigate(paths.serviceSetting)}>
          去设置
        </Button>
      ),
    });
  }
  steps.push(
    {
      key: 'status',
      title: '设置人员状态',
      description: '让同事知道你现在是空闲、忙碌还是外出，派单时一目了然',
      done: user.stateTagId != null,
      action: <Typography.Text type="secondary">点击顶部栏的「设置状态」</Typography.Text>,
    },
    {
      key: 'subscribe',
      title: '订阅消息',
      description: '每天 8:00 收到待办事项，8:30 收到统计数据',
      done: todo?.state === 1 || statistics?.state === 1,
      action: <Typography.Text type="secondary">在右上角用户菜单中选择「订阅消息」</Typography.Text>,
    },
  );

  return (
    <Grid.Row gutter={[16, 16]}>
      <Grid.Col span={24}>
        <WelcomeCard user={user} pkg={pkg} />
      </Grid.Col>
      <Grid.Col xs={24} lg={12}>
        <SetupGuideCard steps={steps} />
      </Grid.Col>
      <Grid.Col xs={24} lg={12}>
        <LatestNoticesCard />
      </Grid.Col>
    </Grid.Row>
  );
}
