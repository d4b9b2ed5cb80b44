/**
 * Message template variables of spec part 1 section 3.
 *
 * Syntax: a template names a variable by its Chinese label in double braces, e.g.
 * "工单{{订单编号}}已派给{{负责人}}". Spaces inside the braces are ignored. The label is what
 * the administrator sees and types; the key is what the code that fires a trigger fills in.
 */
export const VariableGroup = {
  order: 'order',
  customer: 'customer',
  event: 'event',
  system: 'system',
  sla: 'sla',
  stock: 'stock',
  verification: 'verification',
  digest: 'digest',
  call: 'call',
  project: 'project',
  chat: 'chat',
  repair: 'repair',
} as const;
export type VariableGroupValue = (typeof VariableGroup)[keyof typeof VariableGroup];

export const VARIABLE_GROUP_NAMES: Record<VariableGroupValue, string> = {
  order: '工单',
  customer: '客户',
  event: '事件',
  system: '系统',
  sla: 'SLA预警',
  stock: '库存',
  verification: '验证码',
  digest: '每日订阅',
  call: '来电',
  project: '项目',
  chat: '在线客服',
  repair: '维修',
};

export interface TemplateVariable {
  key: string;
  label: string;
  group: VariableGroupValue;
  /** Shown by the template editor's live preview. */
  sample: string;
}

const v = <K extends string>(group: VariableGroupValue, key: K, label: string, sample: string) => ({ key, label, group, sample });

export const TEMPLATE_VARIABLES = [
  v('order', 'orderNo', '订单编号', 'GD20240601001'),
  v('order', 'orderTitle', '订单标题', '空调不制冷'),
  v('order', 'appointmentTime', '预约时间', '2024-06-01 14:00'),
  v('order', 'ownerName', '负责人', '张师傅'),
  v('order', 'ownerPhone', '负责人电话', '13800000003'),
  v('order', 'orderCreateTime', '创建时间', '2024-06-01 09:30'),
  v('order', 'orderStartTime', '开始时间', '2024-06-01 14:05'),
  v('order', 'orderFinishTime', '完成时间', '2024-06-01 16:20'),
  v('order', 'progressName', '进度名称', '上门检修'),
  v('order', 'orderLink', '订单链接', 'https://fsm.example.com/o/GD20240601001'),
  v('customer', 'customerName', '客户名称', '华东商贸有限公司'),
  v('customer', 'contactName', '联系人', '陈先生'),
  v('customer', 'contactPhone', '联系电话', '13900000001'),
  v('customer', 'address', '服务地址', '上海市浦东新区世纪大道100号'),
  v('event', 'eventNo', '事件编号', 'SJ20240601001'),
  v('event', 'eventTitle', '事件标题', '打印机卡纸'),
  v('event', 'eventOwnerName', '事件负责人', '李派单'),
  v('event', 'eventOwnerPhone', '事件负责人电话', '13800000002'),
  v('event', 'eventCreateTime', '事件创建时间', '2024-06-01 10:00'),
  v('event', 'eventFinishTime', '事件完成时间', '2024-06-01 11:30'),
  v('event', 'eventLink', '事件链接', 'https://fsm.example.com/e/SJ20240601001'),
  v('system', 'hotline', '客服热线', '400-000-0000'),
  v('system', 'operatorName', '操作人', '王管理'),
  v('system', 'action', '操作', '完工审批'),
  v('system', 'actionTime', '操作时间', '2024-06-01 16:25'),
  v('sla', 'slaAlertType', 'SLA预警类型', '响应超时'),
  v('sla', 'slaAlertStage', 'SLA预警阶段', '待接单'),
  v('sla', 'slaAlertTime', 'SLA预警时间', '2024-06-01 12:00'),
  v('stock', 'sparePartName', '备件名称', '压缩机'),
  v('stock', 'remainingStock', '剩余库存', '3'),
  v('stock', 'warningStock', '预警库存', '5'),
  v('verification', 'verifyCode', '验证码', '123456'),
  v('digest', 'digestDay', '订阅日期', '2024-06-01'),
  v('digest', 'digestContent', '订阅内容', '待受理工单：3个；待派单工单：1个'),
  // 来电方: the caller's customer and number, or the number alone when no customer has it.
  v('call', 'callFrom', '来电方', '华东商贸有限公司 13900000001'),
  v('call', 'callerPhone', '来电号码', '13900000001'),
  v('call', 'ringTime', '来电时间', '2024-06-01 10:00:00'),
  v('project', 'projectNo', '项目编号', 'XM202406010001'),
  v('project', 'projectName', '项目名称', '华东园区空调改造'),
  v('project', 'taskName', '任务名称', '现场勘查'),
  v('project', 'projectEnd', '项目截止', '2024-06-30'),
  v('project', 'projectReason', '处理意见', '预算需要调整'),
  v('chat', 'chatAccount', '客服账号', '官方微信客服'),
  v('chat', 'chatCustomer', '咨询客户', '微信用户8a3f'),
  v('chat', 'chatChannel', '接入渠道', '微信客服'),
  v('chat', 'chatTime', '咨询时间', '2024-06-01 10:00:00'),
  v('repair', 'repairDocNo', '维修单据编号', 'WX00000001'),
  v('repair', 'repairDocKind', '维修单据类型', '维修单'),
  v('repair', 'repairProduct', '维修产品', '商用空调 KF-72LW'),
  v('repair', 'repairReason', '维修处理意见', '更换压缩机后再提交'),
  v('repair', 'repairCourier', '快递公司', '顺丰速运'),
  v('repair', 'repairCourierNo', '快递单号', 'SF1234567890'),
] satisfies TemplateVariable[];

export type VariableKey = (typeof TEMPLATE_VARIABLES)[number]['key'];
/** What the code that fires a trigger fills in; a variable left out renders as empty text. */
export type TemplateValues = Partial<Record<VariableKey, string | number | null>>;

const BY_LABEL = new Map<string, TemplateVariable>(TEMPLATE_VARIABLES.map((x) => [x.label, x]));
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

export const placeholder = (variable: Pick<TemplateVariable, 'label'>) => `{{${variable.label}}}`;

export function variablesOf(groups: readonly VariableGroupValue[]): TemplateVariable[] {
  return TEMPLATE_VARIABLES.filter((x) => groups.includes(x.group));
}

/** Fills each {{label}} with its value; unknown labels are kept as written (validation refuses them on save). */
export function renderTemplate(template: string, values: TemplateValues): string {
  return template.replace(PLACEHOLDER, (whole, label: string) => {
    const variable = BY_LABEL.get(label);
    if (!variable) return whole;
    const value = values[variable.key as VariableKey];
    return value == null ? '' : String(value);
  });
}

/** The sample values of every variable, for previews. */
export const SAMPLE_VALUES: TemplateValues = Object.fromEntries(TEMPLATE_VARIABLES.map((x) => [x.key, x.sample]));

/** The first problem of a template, as the user reads it, or null when it only uses allowed variables. */
export function validateTemplate(template: string, allowedVariables: readonly TemplateVariable[]): string | null {
  const allowed = new Set(allowedVariables.map((x) => x.label));
  for (const [, label] of template.matchAll(PLACEHOLDER)) if (!allowed.has(label)) return unknownVariable(label);
  return null;
}

export const unknownVariable = (label: string) => `未知变量：{{${label}}}`;
