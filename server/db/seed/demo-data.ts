import { Plan, type PlanType } from '@domain/shell/plans';
import type { RoleType } from '@domain/shell/roles';
import type { DemoCatalogue } from '../../modules/catalogue/catalogue-seed';
import type { DemoTemplates } from '../../modules/templates/templates-seed';

/** The demo enterprises listed in the README; every account signs in with DEMO_PASSWORD or a code. */
export const DEMO_PASSWORD = 'demo1234';

interface DemoEnterprise {
  name: string;
  planType: PlanType;
  expiresInDays: number | null;
  purchasedHeadcount: number | null;
  departments: string[];
  /** The first member is the administrator; `dept` indexes `departments` (-1: the root). */
  members: { phone: string; name: string; roles: RoleType[]; dept: number }[];
  catalogue?: DemoCatalogue;
  /** Besides the default templates every enterprise gets. */
  templates?: DemoTemplates;
  /** Installed from this host's app market (its corp and market orders are seeded by the app-market module). */
  market?: 'dingtalk';
}

export const DEMO_ENTERPRISES: DemoEnterprise[] = [
  {
    name: '示例科技有限公司',
    planType: Plan.paid,
    expiresInDays: 365,
    purchasedHeadcount: 50,
    departments: ['客服部', '服务一部', '服务二部', '仓储部', '财务部', '销售部'],
    members: [
      { phone: '13800000001', name: '王管理', roles: [3, 1, 10], dept: -1 },
      { phone: '13800000002', name: '李派单', roles: [1], dept: 0 },
      { phone: '13800000003', name: '张师傅', roles: [2], dept: 1 },
      { phone: '13800000004', name: '赵员工', roles: [4], dept: -1 },
      { phone: '13800000005', name: '钱销售', roles: [5], dept: 5 },
      { phone: '13800000006', name: '孙接待', roles: [6], dept: 0 },
      { phone: '13800000007', name: '周回访', roles: [7], dept: 0 },
      { phone: '13800000008', name: '吴财务', roles: [8], dept: 4 },
      { phone: '13800000009', name: '郑仓管', roles: [9], dept: 3 },
      { phone: '13800000010', name: '冯总监', roles: [10], dept: -1 },
      { phone: '13800000099', name: '多企业用户', roles: [2], dept: 2 },
    ],
    catalogue: {
      groups: [
        { name: '服务一组', leader: '张师傅', members: ['张师傅', '多企业用户'] },
        { name: '安装组', members: ['张师傅'] },
      ],
      categories: [
        { name: '维修', items: [{ name: '空调维修', price: '150' }, { name: '冰箱维修', price: '120' }] },
        { name: '安装', items: [{ name: '空调安装', price: '200' }] },
        { name: '保养', items: [{ name: '年度保养', price: '300' }] },
      ],
    },
    templates: {
      orderTypes: [
        {
          kind: 'external',
          name: '安装工单',
          controls: ['appointment_time', 'service_item', 'priority', 'description', 'images'],
          fields: [
            { key: 'model', type: 1, title: '机型', required: true },
            { key: 'floor', type: 2, title: '安装楼层', settings: { min: 1, max: 200, decimals: 0 } },
            { key: 'pipe_meters', type: 2, title: '加长铜管（米）', settings: { min: 0, decimals: 1 } },
            { key: 'pipe_fee', type: 20, title: '铜管费用', fieldAttributeList: [{ type: 1901, value: '{s|pipe_meters}*60' }] },
          ],
          settings: {
            approvals: { complete: true },
            acceptance: true,
            dispatchTo: '张师傅',
            pickUpLimit: { option: 3, minutes: 30 },
            sla: [
              { node: 0, timeout: 30, unit: 1, notify: [103, 104] },
              { node: 4, timeout: 2, unit: 2, notify: [104] },
              { node: 6, timeout: 1, unit: 3, notify: [101, 104, 120] },
            ],
            process: [{ name: '上门勘察' }, { name: '安装调试', userIds: [] }, { name: '客户验收' }],
          },
        },
      ],
      eventTemplates: [
        {
          name: '报修事件',
          fields: [
            { key: 'fault', type: 3, title: '故障类型', required: true, options: [{ value: 'noise', label: '异响' }, { value: 'leak', label: '漏水' }, { value: 'other', label: '其他' }] },
            { key: 'photos', type: 10, title: '现场照片' },
          ],
          settings: { timeouts: [{ stage: 1, timeout: 2, unit: 2, notify: [602] }, { stage: 3, timeout: 1, unit: 3, notify: [603] }] },
        },
      ],
    },
  },
  {
    name: '免费体验工作室',
    planType: Plan.free,
    expiresInDays: null,
    purchasedHeadcount: null,
    departments: ['服务组'],
    members: [
      { phone: '13800000011', name: '陈免费', roles: [3], dept: -1 },
      { phone: '13800000012', name: '林师傅', roles: [2], dept: 0 },
      { phone: '13800000099', name: '多企业用户', roles: [3], dept: -1 },
    ],
  },
  {
    name: '试用服务公司',
    planType: Plan.trial,
    expiresInDays: 20,
    purchasedHeadcount: 3,
    departments: ['服务部'],
    members: [
      { phone: '13800000021', name: '刘试用', roles: [3], dept: -1 },
      { phone: '13800000022', name: '黄派单', roles: [1], dept: 0 },
      { phone: '13800000023', name: '何师傅', roles: [2], dept: 0 },
      { phone: '13800000024', name: '罗师傅', roles: [2], dept: 0 },
      { phone: '13800000025', name: '高师傅', roles: [2], dept: 0 },
    ],
  },
  {
    name: '过期设备公司',
    planType: Plan.paid,
    expiresInDays: -10,
    purchasedHeadcount: 20,
    departments: ['维修部'],
    members: [
      { phone: '13800000031', name: '马过期', roles: [3], dept: -1 },
      { phone: '13800000032', name: '胡师傅', roles: [2], dept: 0 },
    ],
  },
  {
    name: '钉钉市场示例公司',
    planType: Plan.paid,
    expiresInDays: 335,
    purchasedHeadcount: 50,
    departments: ['服务部'],
    members: [
      { phone: '13800000041', name: '钉管理', roles: [3], dept: -1 },
      { phone: '13800000042', name: '钉派单', roles: [1], dept: 0 },
      { phone: '13800000043', name: '钉师傅', roles: [2], dept: 0 },
    ],
    market: 'dingtalk',
  },
];
