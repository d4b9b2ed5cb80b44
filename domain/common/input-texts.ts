import { z } from 'zod';

/**
 * The app's own words for a value a schema refuses without a message of its own (zod's defaults are
 * English: "Invalid input: expected string, received object"). Installed once as zod's error map
 * (`installInputTexts`), so no schema, wherever it is parsed, answers in zod's words. A schema that knows
 * its field's Chinese label carries it as `.describe('数量')`; the text then starts with it.
 */

const TYPE_NAMES: Record<string, string> = {
  string: '文本',
  number: '数字',
  int: '整数',
  bigint: '整数',
  boolean: 'true 或 false',
  date: '日期',
  array: '数组',
  tuple: '数组',
  object: '对象',
  record: '对象',
  map: '对象',
  set: '数组',
  file: '文件',
  null: '空值',
};

type RawIssue = z.core.$ZodRawIssue;

const limit = (n: number | bigint) => String(n);

function tooSmall(issue: Extract<RawIssue, { code: 'too_small' }>): string {
  const n = limit(issue.minimum);
  if (issue.origin === 'string') return issue.minimum === 1 ? '不能为空' : issue.exact ? `须为${n}个字` : `最少${n}个字`;
  if (issue.origin === 'array' || issue.origin === 'set') return issue.minimum === 1 ? '至少选择一项' : `至少${n}项`;
  if (issue.origin === 'date') return `不能早于${n}`;
  return issue.inclusive === false ? `须大于${n}` : `不能小于${n}`;
}

function tooBig(issue: Extract<RawIssue, { code: 'too_big' }>): string {
  const n = limit(issue.maximum);
  if (issue.origin === 'string') return issue.exact ? `须为${n}个字` : `最多${n}个字`;
  if (issue.origin === 'array' || issue.origin === 'set') return `最多${n}项`;
  if (issue.origin === 'date') return `不能晚于${n}`;
  return issue.inclusive === false ? `须小于${n}` : `不能大于${n}`;
}

/** What is wrong with the value, in Chinese, without the field. */
function problem(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return '必填';
      return `须为${TYPE_NAMES[issue.expected] ?? '正确的类型'}`;
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'not_multiple_of':
      return `须为${issue.divisor}的倍数`;
    case 'invalid_value':
      return `只能是 ${issue.values.map(String).join(', ')}`;
    case 'unrecognized_keys':
      return `不认识的字段 ${issue.keys.join(', ')}`;
    default:
      return '格式不正确';
  }
}

/** The field's Chinese label, when its schema carries one (`.describe`). */
const labelOf = (issue: RawIssue) => (issue.schema ? z.globalRegistry.get(issue.schema as z.ZodType)?.description : undefined);

/** zod's error map of the app: the label (if known) and the problem, in Chinese. */
export function inputText(issue: RawIssue): string {
  return `${labelOf(issue) ?? ''}${problem(issue)}`;
}

/** Makes `inputText` the error map of every schema in this process (server start, client start). */
export function installInputTexts(): void {
  z.config({ customError: inputText });
}
