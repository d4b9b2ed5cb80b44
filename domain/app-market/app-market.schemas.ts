import { z } from 'zod';
import { PagingSchema } from '../common/paging';
import { DING_CONTENT_MAX, DING_KINDS, DING_STATES, DING_SUBJECTS, MARKET_ORDER_STATES, OPEN_CONVERSATION_ID } from './app-market.constants';

const optionalParam = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/** GET /iap/order/list, /iap/order/count: the enterprise's market orders, optionally by state. */
export const MarketOrderFilterSchema = z.object({
  state: optionalParam(z.coerce.number().pipe(z.literal(MARKET_ORDER_STATES, { error: 'state 只能是 0、1、2 或 3' }))),
});
export const MarketOrderListSchema = PagingSchema.extend(MarketOrderFilterSchema.shape);

/** POST /iap/order/consume: the market order (its id in the list) to turn into the plan. */
export const ConsumeOrderSchema = z.object({
  id: z.number({ error: '请选择订单' }).int('请选择订单').positive('请选择订单'),
});

/** POST /ding/msg/send: a DING about an order or event to its owner. */
export const SendDingSchema = z.object({
  subjectType: z.literal(DING_SUBJECTS, { error: 'subjectType 只能是 1（工单）或 2（事件）' }),
  subjectId: z.number({ error: '请选择工单或事件' }).int('请选择工单或事件').positive('请选择工单或事件'),
  kind: z.literal(DING_KINDS, { error: 'kind 只能是 1（应用内）、2（短信）或 3（电话）' }),
  content: z
    .string({ error: '请输入 DING 内容' })
    .trim()
    .min(1, '请输入 DING 内容')
    .max(DING_CONTENT_MAX, `DING 内容最多${DING_CONTENT_MAX}个字`),
});
export type SendDingInput = z.infer<typeof SendDingSchema>;

/** GET /ding/msg/list, /count: DINGs of the enterprise (own ones for a sender who is not a manager). */
export const DingFilterSchema = z.object({
  state: optionalParam(z.coerce.number().pipe(z.literal(DING_STATES, { error: 'state 只能是 1 或 2' }))),
  receiverId: optionalParam(z.coerce.number().int('receiverId 须为正整数').positive('receiverId 须为正整数')),
});
export const DingListSchema = PagingSchema.extend(DingFilterSchema.shape);

/** GET /ding/msg/userList: the people DINGs went to, with how many each. */
export const DingUserListSchema = PagingSchema;

const positiveId = (name: string) => z.coerce.number({ error: `${name} 须为正整数` }).int(`${name} 须为正整数`).positive(`${name} 须为正整数`);
const bodyId = (name: string) => z.number({ error: `${name} 须为正整数` }).int(`${name} 须为正整数`).positive(`${name} 须为正整数`);
const openConversationId = z
  .string({ error: 'openConversationId 必填' })
  .trim()
  .regex(OPEN_CONVERSATION_ID, 'openConversationId 不是钉钉群的会话 id');
const exactlyOne = (keys: string[]) => (v: Record<string, unknown>) => keys.filter((k) => v[k] !== undefined).length === 1;

/** GET /coolApp/panel/orders: the open orders a panel shows: a customer's, a team's, or a bound group's. */
export const PanelOrdersSchema = z
  .object({ customerId: optionalParam(positiveId('customerId')), teamId: optionalParam(positiveId('teamId')), openConversationId: optionalParam(openConversationId) })
  .refine(exactlyOne(['customerId', 'teamId', 'openConversationId']), { error: '请给出 customerId、teamId 或 openConversationId 其中之一', path: ['customerId'] });
export type PanelTarget = z.infer<typeof PanelOrdersSchema>;

/** POST /coolApp/group/bind: a DingTalk group chat's panel serves a customer or a team (binding again moves it). */
export const BindGroupSchema = z
  .object({ openConversationId, customerId: bodyId('customerId').optional(), teamId: bodyId('teamId').optional() })
  .refine(exactlyOne(['customerId', 'teamId']), { error: '请选择客户或团队其中之一', path: ['customerId'] });
export type BindGroupInput = z.infer<typeof BindGroupSchema>;

/** POST /coolApp/group/unbind: the binding (its id in the list). */
export const UnbindGroupSchema = z.object({ id: z.number({ error: '请选择群' }).int('请选择群').positive('请选择群') });
