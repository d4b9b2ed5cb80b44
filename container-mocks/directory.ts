/** The fake corps behind the mock hosts: a small organisation each, plus a second corp to prove isolation. */
export interface FakeCorp {
  corpId: string;
  agentId: string;
  /** WeCom: the app secret; DingTalk: appKey:appSecret. */
  key: string;
  secret: string;
  name: string;
  departments: { id: number; name: string; parentId: number | null }[];
  users: { userId: string; name: string; mobile?: string; departmentIds: number[] }[];
  /** WeCom sidebar customers: external_userid → name. */
  externalContacts?: { externalUserId: string; name: string }[];
}

export const WECOM_CORPS: FakeCorp[] = [
  {
    corpId: 'wwmockcorp0001',
    agentId: '1000002',
    key: 'wwmockcorp0001',
    secret: 'wecom-mock-secret',
    name: '企微示例制冷工程有限公司',
    departments: [
      { id: 1, name: '企微示例制冷工程有限公司', parentId: null },
      { id: 2, name: '售后服务部', parentId: 1 },
      { id: 3, name: '销售部', parentId: 1 },
    ],
    users: [
      { userId: 'ZhouGuanli', name: '周管理', mobile: '13700000001', departmentIds: [1] },
      { userId: 'WuShifu', name: '吴师傅', mobile: '13700000002', departmentIds: [2] },
      { userId: 'ZhengShifu', name: '郑师傅', mobile: '13700000003', departmentIds: [2] },
      { userId: 'WangXiaoshou', name: '王销售', departmentIds: [3] },
    ],
    externalContacts: [
      { externalUserId: 'wmMockCustomer0001', name: '冷链客户刘先生' },
      { externalUserId: 'wmMockCustomer0002', name: '新客户陈女士' },
    ],
  },
  {
    corpId: 'wwothercorp0002',
    agentId: '1000003',
    key: 'wwothercorp0002',
    secret: 'wecom-other-secret',
    name: '另一家企业',
    departments: [{ id: 1, name: '另一家企业', parentId: null }],
    users: [{ userId: 'Outsider', name: '外企成员', mobile: '13700000099', departmentIds: [1] }],
  },
];

export const DINGTALK_CORPS: FakeCorp[] = [
  {
    corpId: 'dingmockcorp0001',
    agentId: '2000001',
    key: 'dingmockappkey',
    secret: 'dingtalk-mock-secret',
    name: '钉钉示例电梯维保有限公司',
    departments: [
      { id: 1, name: '钉钉示例电梯维保有限公司', parentId: null },
      { id: 10, name: '维保一部', parentId: 1 },
      { id: 11, name: '维保二部', parentId: 10 },
    ],
    users: [
      { userId: 'manager001', name: '钱经理', mobile: '13600000001', departmentIds: [1] },
      { userId: 'tech001', name: '孙技师', mobile: '13600000002', departmentIds: [10] },
      { userId: 'tech002', name: '李技师', mobile: '13600000003', departmentIds: [11] },
    ],
  },
  {
    corpId: 'dingothercorp0002',
    agentId: '2000002',
    key: 'dingotherappkey',
    secret: 'dingtalk-other-secret',
    name: '另一家钉钉企业',
    departments: [{ id: 1, name: '另一家钉钉企业', parentId: null }],
    users: [{ userId: 'outsider', name: '外企成员', mobile: '13600000099', departmentIds: [1] }],
  },
];
