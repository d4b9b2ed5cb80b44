import { Messages } from '@domain/common/messages';
import { PAGE_SIZES } from '@domain/common/page-sizes';

/** Values are numbers or the spec's string codes; they are stored as text and read back by kind. */
export type SettingValue = number | string;

interface SettingBase {
  code: string;
  name: string;
  hint?: string;
  /** Refused on the free plan with this message when the value would change. */
  freePlanLocked?: string;
}
export interface SwitchSetting extends SettingBase {
  kind: 'switch';
  default: 0 | 1;
}
export interface ChoiceSetting extends SettingBase {
  kind: 'choice';
  options: readonly { value: SettingValue; label: string }[];
  default: SettingValue;
}
export type SettingDefinition = SwitchSetting | ChoiceSetting;

/** Whether engineers record collections of the orders they serve (on the phone, with a proof photo). */
export const ENGINEER_COLLECT = 'engineer_collect';

/** The enterprise-wide parameters of /systemParam, with the value each has until an administrator saves one. */
export const SYSTEM_SETTINGS: readonly SettingDefinition[] = [
  { code: 'show_invite_banner', name: '显示邀请同事横幅', kind: 'switch', default: 1, hint: '在页面顶部提示邀请同事加入' },
  {
    code: 'default_page_size',
    name: '列表默认每页条数',
    kind: 'choice',
    options: PAGE_SIZES.map((n) => ({ value: n, label: `${n}条/页` })),
    default: 10,
  },
  {
    code: 'default_sort',
    name: '列表默认排序',
    kind: 'choice',
    options: [
      { value: '1', label: '最新在前' },
      { value: '2', label: '最早在前' },
    ],
    default: '1',
    freePlanLocked: Messages.freeSortBlocked,
  },
  { code: 'order_search_in_home', name: '首页显示工单搜索框', kind: 'switch', default: 1 },
  {
    code: ENGINEER_COLLECT,
    name: '允许服务人员收款',
    kind: 'switch',
    default: 0,
    hint: '服务人员可在手机上为自己服务的工单登记收款，须附凭证照片；财务仍需对账',
  },
];

export function settingDefinition(code: string): SettingDefinition | undefined {
  return SYSTEM_SETTINGS.find((s) => s.code === code);
}

/** The canonical value for input of a setting (switches take 0/1/true/false), or undefined when invalid. */
export function settingValueOf(def: SettingDefinition, input: unknown): SettingValue | undefined {
  if (def.kind === 'switch') {
    if (input === true || input === 1 || input === '1') return 1;
    if (input === false || input === 0 || input === '0') return 0;
    return undefined;
  }
  if (typeof input !== 'string' && typeof input !== 'number') return undefined;
  return def.options.find((o) => String(o.value) === String(input))?.value;
}

export const unknownSetting = (code: string) => `未知的设置项: ${code}`;
export const invalidSettingValue = (code: string) => `${code}: 取值无效`;
export const duplicateSetting = (code: string) => `重复的设置项: ${code}`;
