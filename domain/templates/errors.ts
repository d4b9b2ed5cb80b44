/** Refusals of the template centre calls, as the user reads them. */
export const TemplateErrors = {
  orderTypeNotFound: '工单类型不存在',
  eventTemplateNotFound: '事件模板不存在',
  orderTypeNameTaken: '工单类型名称已存在',
  eventTemplateNameTaken: '事件模板名称已存在',
  orderTypeFirst: '已经是第一个工单类型',
  orderTypeLast: '已经是最后一个工单类型',
  eventTemplateFirst: '已经是第一个事件模板',
  eventTemplateLast: '已经是最后一个事件模板',
  recycledFieldNotFound: '回收站中没有该字段',
  ownerGone: '字段所属的模板已删除，不能恢复',
  dispatchUserUnknown: '默认派单人员不存在',
  dispatchGroupUnknown: '默认派单服务组不存在',
  fieldNotFound: '字段不存在',
} as const;

export const lastEnabledOrderType = (kindName: string) => `至少保留一个启用的${kindName}类型`;
export const lastEnabledEventTemplate = '至少保留一个启用的事件模板';
export const fixedFieldMissing = (title: string) => `缺少固定字段“${title}”`;
export const fixedFieldOptional = (title: string) => `固定字段“${title}”必须为必填`;
export const fixedFieldRemoved = (title: string) => `固定字段“${title}”不能删除`;
export const reservedFieldType = (key: string, title: string) => `字段标识“${key}”留给“${title}”使用，类型不能修改`;
export const fieldKeyTaken = (key: string, title: string) => `字段标识“${key}”已被字段“${title}”使用`;
export const restoreKeyTaken = (key: string, title: string) => `字段标识“${key}”已被字段“${title}”使用，不能恢复`;
export const dispatchUserInactive = (name: string) => `${name}已禁用或已删除，不能作为默认派单人员`;
export const dispatchUserWithoutRole = (name: string) => `${name}不是服务人员或派单员，不能作为默认派单人员`;
export const processUserUnknown = (id: number) => `流程处理人不存在（id ${id}）`;
export const processUserInactive = (name: string) => `${name}已禁用或已删除，不能作为流程处理人`;

/** Confirmations of the template centre. */
export const TemplateMessages = {
  restored: '恢复成功',
} as const;
