import { CustomAppType } from '@domain/custom-apps/custom-apps.constants';
import { FieldType } from '@domain/forms/field-types';
import { Role } from '@domain/shell/roles';
import type { TemplateForm } from '@domain/templates/template-form.schemas';
import type { Executor } from '../../db/database';
import * as q from './custom-apps.queries';

const field = (key: string, type: number, title: string, extra: object = {}) => ({
  key,
  type,
  title,
  required: false,
  settings: {},
  fieldAttributeList: [],
  fixed: false,
  ...extra,
});

const CAR_FORM: TemplateForm = {
  fields: [
    field('plate', FieldType.text, '车牌号', { required: true }),
    field('use_date', FieldType.date, '用车日期', { required: true }),
    field('purpose', FieldType.radio, '用途', {
      options: [
        { value: 'service', label: '上门服务' },
        { value: 'delivery', label: '送货' },
        { value: 'other', label: '其他' },
      ],
    }),
    field('mileage', FieldType.number, '行驶里程（公里）', { settings: { decimals: 1 } }),
    field('note', FieldType.textarea, '备注'),
  ],
};

const TRIPS = [
  ['沪A·12345', 'service', 36.5, '张师傅'],
  ['沪A·12345', 'delivery', 12, '郑仓管'],
  ['沪B·67890', 'service', 58.2, '张师傅'],
  ['沪B·67890', 'other', 8, '王管理'],
  ['沪A·12345', 'service', 21.4, '多企业用户'],
  ['沪B·67890', 'delivery', 44, '郑仓管'],
] as const;

/**
 * Demo custom applications: 行政办公 with 用车登记 (a list), 用车申请 (a form page on the same form,
 * for service staff and warehouse keepers) and 公司官网 (a link), and a few trips on record.
 */
export async function seedCustomApps(tx: Executor, enterpriseId: number, userIds: Map<string, number>) {
  const groupId = await q.insertGroup(tx, enterpriseId, '行政办公');
  const formId = await q.insertForm(tx, enterpriseId, '用车登记', CAR_FORM);
  const app = { groupId, externalUrl: null, enabled: true, icon: 'file' };
  await q.insertApp(tx, enterpriseId, { ...app, name: '用车登记', formType: CustomAppType.list, formId, roles: [] });
  await q.insertApp(tx, enterpriseId, { ...app, name: '用车申请', formType: CustomAppType.form, formId, roles: [Role.serviceStaff, Role.warehouse] });
  await q.insertApp(tx, enterpriseId, { ...app, name: '公司官网', formType: CustomAppType.link, formId: null, roles: [], externalUrl: 'https://www.example.com', icon: 'apps' });
  for (const [i, [plate, purpose, mileage, driver]] of TRIPS.entries()) {
    const day = new Date(Date.now() - (TRIPS.length - i) * 86_400_000).toISOString().slice(0, 10);
    const createdBy = userIds.get(driver);
    if (createdBy === undefined) throw new Error(`demo custom apps name an unknown user: ${driver}`);
    await q.insertRecord(tx, enterpriseId, formId, { plate, use_date: day, purpose, mileage, note: '' }, createdBy);
  }
}
