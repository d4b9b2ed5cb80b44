import { z } from 'zod';
import { ExportFormatSchema } from '../downloads/downloads.schemas';
import { clientTime } from '../format/client-time';
import { AUTO_MODES, MAX_AREAS, MAX_BOARD_DAYS, MAX_SKILL_LEVEL, MAX_SKILLS, MAX_WEIGHT, type AutoModeValue } from './dispatch.constants';

const id = z.coerce.number({ error: 'id 须为正整数' }).int('id 须为正整数').positive('id 须为正整数');
const bodyId = (label: string) => z.number({ error: `请选择${label}` }).int(`请选择${label}`).positive(`请选择${label}`);
const optionalParam = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
const realDate = (s: string) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
export const dateText = (required: string) =>
  z.string({ error: required }).regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式须为 YYYY-MM-DD').refine(realDate, '日期不存在');
const minute = (label: string) => z.number({ error: `请填写${label}` }).int(`${label}须为整数分钟`).min(0, `${label}不能小于0`).max(24 * 60, `${label}不能晚于24:00`);
const lng = z.number({ error: '经度须为数字' }).min(-180, '经度须在 -180 到 180 之间').max(180, '经度须在 -180 到 180 之间');
const lat = z.number({ error: '纬度须为数字' }).min(-90, '纬度须在 -90 到 90 之间').max(90, '纬度须在 -90 到 90 之间');
/** An appointment as the order screens send it (a wall-clock time is China time). */
const dateTime = clientTime('请选择预约时间');

/** POST /v2/dispatch/calendar/save: one person's or group's working hours, start location and service areas. */
export const SaveCalendarSchema = z
  .object({
    kind: z.literal([1, 2], { error: 'kind 只能是 1（人员）或 2（服务组）' }),
    subjectId: bodyId('人员或服务组'),
    days: z
      .array(z.number({ error: '工作日须为 1–7' }).int('工作日须为 1–7').min(1, '工作日须为 1–7').max(7, '工作日须为 1–7'), { error: '工作日格式不正确' })
      .max(7, '工作日最多7天')
      .transform((d) => [...new Set(d)].sort()),
    startMinute: minute('上班时间'),
    endMinute: minute('下班时间'),
    home: z.object({ lng, lat, address: z.string({ error: '出发地址须为文本' }).trim().max(200, '出发地址最多200个字').default('') }, { error: '出发地格式不正确' }).nullable().default(null),
    areas: z
      .array(z.string({ error: '服务区域须为文本' }).trim().min(1, '服务区域不能为空').max(50, '服务区域最多50个字'), { error: '服务区域格式不正确' })
      .max(MAX_AREAS, `服务区域最多${MAX_AREAS}个`)
      .default([])
      .transform((a) => [...new Set(a)]),
  })
  .refine((c) => c.endMinute > c.startMinute, { message: '下班时间须晚于上班时间', path: ['endMinute'] });
export type SaveCalendarInput = z.infer<typeof SaveCalendarSchema>;

export const SaveSkillSchema = z.object({ id: bodyId('技能').optional(), name: z.string({ error: '请填写技能名称' }).trim().min(1, '请填写技能名称').max(30, '技能名称最多30个字') });

export const PersonSkillsSchema = z.object({
  userId: bodyId('人员'),
  skills: z
    .array(z.object({ skillId: bodyId('技能'), level: z.number({ error: '技能等级须为 1–3' }).int('技能等级须为 1–3').min(1, '技能等级须为 1–3').max(MAX_SKILL_LEVEL, '技能等级须为 1–3') }), {
      error: '技能格式不正确',
    })
    .max(MAX_SKILLS, `技能最多${MAX_SKILLS}个`)
    .refine((s) => new Set(s.map((x) => x.skillId)).size === s.length, '同一技能只能出现一次'),
});
export type PersonSkillsInput = z.infer<typeof PersonSkillsSchema>;

export const SaveLeaveSchema = z
  .object({
    userId: bodyId('人员'),
    fromDate: dateText('请选择开始日期'),
    toDate: dateText('请选择结束日期'),
    reason: z.string({ error: '原因须为文本' }).trim().max(100, '原因最多100个字').default(''),
  })
  .refine((l) => l.toDate >= l.fromDate, { message: '结束日期不能早于开始日期', path: ['toDate'] });
export type SaveLeaveInput = z.infer<typeof SaveLeaveSchema>;
export const DeleteLeaveSchema = z.object({ id: bodyId('请假记录') });

export const CandidatesQuerySchema = z.object({ orderId: id, day: optionalParam(dateText('请选择日期')) });
/** GET /v2/dispatch/my-day: the caller's own visits on a day (default today). */
export const MyDayQuerySchema = z.object({ day: optionalParam(dateText('请选择日期')) });
export const ReasonsQuerySchema = z.object({ orderId: id });

const weight = (label: string) => z.number({ error: `${label}权重须为数字` }).min(0, `${label}权重不能小于0`).max(MAX_WEIGHT, `${label}权重不能大于${MAX_WEIGHT}`);
/** POST /v2/dispatch/rule/save: an order type's automatic assignment rule. */
export const SaveRuleSchema = z.object({
  templateId: bodyId('工单类型'),
  mode: z.literal(AUTO_MODES, { error: 'mode 只能是 0、1、2' }) as z.ZodType<AutoModeValue>,
  skillId: bodyId('技能').nullable().default(null),
  minLevel: z.number({ error: '技能等级须为 1–3' }).int('技能等级须为 1–3').min(1, '技能等级须为 1–3').max(MAX_SKILL_LEVEL, '技能等级须为 1–3').default(1),
  requireSkill: z.boolean({ error: 'requireSkill 须为 true 或 false' }).default(false),
  partIds: z.array(bodyId('配件'), { error: '配件格式不正确' }).max(20, '配件最多20个').default([]),
  serviceMinutes: z.number({ error: '服务时长须为整数分钟' }).int('服务时长须为整数分钟').min(5, '服务时长不能少于5分钟').max(24 * 60, '服务时长不能超过24小时').default(60),
  weights: z.object({ skill: weight('技能'), area: weight('区域'), load: weight('负荷'), distance: weight('距离'), sla: weight('SLA'), part: weight('配件') }, { error: '权重格式不正确' }),
});
export type SaveRuleInput = z.infer<typeof SaveRuleSchema>;

export const BoardQuerySchema = z.object({
  from: optionalParam(dateText('请选择开始日期')),
  days: optionalParam(z.coerce.number({ error: 'days 须为 1–14' }).int('days 须为 1–14').min(1, 'days 须为 1–14').max(MAX_BOARD_DAYS, 'days 须为 1–14')),
  groupId: optionalParam(id),
});

/** A drop on the board: the order, the version seen, the engineer and the appointment. */
export const PlaceSchema = z.object({ orderId: bodyId('工单'), version: z.number({ error: 'version 须为整数' }).int('version 须为整数').min(0, 'version 不能小于0').optional(), userId: bodyId('人员'), appointmentTime: dateTime });
export type PlaceInput = z.infer<typeof PlaceSchema>;

export const OptimiseSchema = z.object({
  day: dateText('请选择日期'),
  groupId: bodyId('服务组').nullable().default(null),
  speedKmh: z.number({ error: '车速须为数字' }).min(5, '车速不能小于 5 km/h').max(120, '车速不能大于 120 km/h').default(30),
  slackMinutes: z.number({ error: '预约浮动须为整数分钟' }).int('预约浮动须为整数分钟').min(0, '预约浮动不能小于0').max(12 * 60, '预约浮动不能超过12小时').default(120),
  /** Also move visits not yet taken (待接单) to another engineer where that shortens the group's day. */
  moveBetween: z.boolean({ error: 'moveBetween 须为 true 或 false' }).default(false),
});
export type OptimiseInput = z.infer<typeof OptimiseSchema>;

export const AcceptRoutesSchema = z.object({
  day: dateText('请选择日期'),
  routes: z
    .array(
      z.object({
        userId: bodyId('人员'),
        visits: z
          .array(z.object({ orderId: bodyId('工单'), version: z.number({ error: 'version 须为整数' }).int('version 须为整数').min(0, 'version 不能小于0'), appointmentTime: dateTime }), { error: '上门格式不正确' })
          .min(1, '至少一个上门')
          .max(100, '上门最多100个'),
      }),
      { error: '路线格式不正确' },
    )
    .min(1, '至少一条路线')
    .max(200, '路线最多200条'),
});
export type AcceptRoutesInput = z.infer<typeof AcceptRoutesSchema>;

/** The export's stored filter: the board's days (from, and how many). */
export const DispatchPlanExportFilterSchema = z.object({
  from: dateText('请选择开始日期'),
  days: z.coerce.number({ error: 'days 须为 1–14' }).int('days 须为 1–14').min(1, 'days 须为 1–14').max(MAX_BOARD_DAYS, 'days 须为 1–14'),
});
export type DispatchPlanExportFilter = z.infer<typeof DispatchPlanExportFilterSchema>;
/** POST /v2/dispatch/export: the plan of those days into the download centre. */
export const ExportDispatchPlanSchema = DispatchPlanExportFilterSchema.extend({ format: ExportFormatSchema.default('xlsx') });
