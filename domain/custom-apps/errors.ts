/** Refusals of the custom-application calls. */
export const CustomAppErrors = {
  groupNotFound: '应用分组不存在',
  appNotFound: '自定义应用不存在',
  formNotFound: '表单不存在',
  recordNotFound: '记录不存在',
  groupNotEmpty: '分组下还有应用，请先删除或移走应用',
  groupNameTaken: '分组名称已存在',
  appNameTaken: '同一分组下已有同名应用',
  urlRequired: '外部链接类型须填写链接地址',
  urlBadScheme: '链接须以 http:// 或 https:// 开头',
  noAccess: '您没有使用该应用的权限',
  notYours: '只能删除自己提交的记录',
  sortMismatch: 'ids: 须列出该分组下的全部应用，且只列一次',
  sortGroupsMismatch: 'ids: 须列出全部分组，且只列一次',
  areaNotFound: '应用不存在',
} as const;
