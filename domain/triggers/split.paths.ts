/**
 * Paths of 自动拆单 (the settings menu's automatic split). `GET /automate/split/list` itself is the
 * templates area's 自动分单 (the order types' default dispatch), so the rules live one level down.
 */
export const SplitPaths = {
  list: '/automate/split/rule/list',
  save: '/automate/split/rule/save',
  delete: '/automate/split/rule/delete',
  /** The product fields of an order type's form, for the rule's field picker. */
  fields: '/automate/split/rule/fields',
  /** The splits a rule made, newest first. */
  runs: '/automate/split/rule/runs',
} as const;
