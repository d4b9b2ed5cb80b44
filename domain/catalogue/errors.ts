/** Refusals of the service catalogue calls, as the user reads them. */
export const CatalogueErrors = {
  groupNotFound: '服务组不存在',
  groupNameTaken: '服务组名称已存在',
  leaderNotMember: '组长必须是服务组成员',
  categoryNotFound: '服务分类不存在',
  categoryNameTaken: '同级下已有同名的服务分类',
  categoryTooDeep: '服务分类最多两级',
  categoryUnderItself: '分类不能放在自己下面',
  itemNotFound: '服务项目不存在',
  itemNameTaken: '该分类下已有同名的服务项目',
} as const;

export const memberUnknown = (id: number) => `成员不存在（id ${id}）`;
export const memberInactive = (name: string) => `${name}已禁用或已删除，不能加入服务组`;
export const memberWithoutRole = (name: string) => `${name}不是服务人员或派单员，不能加入服务组`;
export const categoryHasChildren = (name: string) => `服务分类“${name}”下还有子分类，不能删除`;
export const categoryHasItems = (name: string) => `服务分类“${name}”下还有服务项目，不能删除`;
