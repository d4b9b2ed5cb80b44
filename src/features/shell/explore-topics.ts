import { paths } from '@/app/paths';

/** The explore page's content: what each built area does, and how the shell works. */
export interface ExploreArea {
  name: string;
  route: string;
  description: string;
}

export const EXPLORE_AREAS: readonly ExploreArea[] = [
  { name: '首页', route: paths.home, description: '企业与套餐概况、上手指引的完成进度和最新通知。' },
  { name: '功能导航', route: paths.personIndex, description: '当前角色可用的全部功能，按菜单分组排成卡片，一眼找到入口。' },
  {
    name: '组织架构',
    route: paths.organization,
    description: '维护部门和成员，为成员分配派单员、服务人员等角色，邀请同事加入或停用离职成员。',
  },
  { name: '人员标签', route: paths.personTags, description: '设置成员可选的人员状态，如空闲、忙碌、外出，并为每种状态选择颜色。' },
  { name: '系统参数', route: paths.systemParam, description: '企业级的开关与参数，决定各功能在本企业的默认做法。' },
];

export interface ShellTip {
  title: string;
  description: string;
}

export const SHELL_TIPS: readonly ShellTip[] = [
  { title: '顶部菜单', description: '在首页、图表中心和系统设置之间切换，左侧菜单随之显示对应的分组；左下角按钮可以收起菜单，只显示图标。' },
  { title: '标签页', description: '打开过的页面排在标签栏中，点击即可切回；标签操作可批量关闭，刷新按钮重新加载当前页，1 秒内只能刷新一次。' },
  { title: '切换角色', description: '拥有多个角色时，在用户菜单中切换。切换后菜单按新角色重新加载，已打开的标签页清空并回到首页。' },
  { title: '下载中心', description: '导出在后台生成，下载中心实时显示进度，完成后点击即可下载，历史记录可以删除。' },
  { title: '订阅消息', description: '待办事项每天 8:00、统计数据每天 8:30 推送，可分别开启，并逐项选择要接收的通知。' },
  { title: '人员状态', description: '在顶部栏选择自己的状态，派单的同事可以据此安排工作（付费版功能）。' },
];
