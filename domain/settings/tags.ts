/** Tag codes of /v2/epTag/list: 1 personal status (the top bar's status dropdown), 3 order, 4 customer, 6 event. */
export const TagCode = { personState: 1, order: 3, customer: 4, event: 6 } as const;
export type TagCodeValue = (typeof TagCode)[keyof typeof TagCode];
export const PERSON_STATE_TAG_CODE = TagCode.personState;

export const DEFAULT_PERSON_STATES = [
  { name: '空闲', color: '#00b42a' },
  { name: '忙碌', color: '#f53f3f' },
  { name: '外出', color: '#ff7d00' },
  { name: '休假', color: '#86909c' },
] as const;

export const TAG_CODES = Object.values(TagCode) as TagCodeValue[];

/** Names of the tag kinds, as the free-edition notice and the management screens call them. */
export const TAG_KIND_NAMES: Record<TagCodeValue, string> = {
  1: '人员标签',
  3: '工单标签',
  4: '客户标签',
  6: '事件标签',
};

export const TagErrors = {
  notFound: '标签不存在',
  nameTaken: '标签名称已存在',
} as const;
