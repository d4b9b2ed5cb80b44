/** Refusals of the knowledge-base calls, as the user reads them. */
export const KnowledgeErrors = {
  categoryNotFound: '分类不存在',
  parentNotFound: '上级分类不存在',
  faqNotFound: '问题不存在',
  documentNotFound: '文档不存在',
  versionNotFound: '文档版本不存在',
  fileNotFound: '附件不存在，请重新上传',
  categoryTooDeep: '分类最多三级',
  categoryCycle: '不能把分类移到它自己或它的下级分类下',
  categoryInUse: '分类下还有子分类或内容，不能删除',
  categoryKindMismatch: '分类不属于该知识库',
  emptyAnswer: '请输入答案',
  badPreviewUrl: '预览地址不正确',
  tooManyVersions: '文档版本已达上限',
} as const;
