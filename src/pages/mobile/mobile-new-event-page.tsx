import { Message } from '@arco-design/web-react';
import { useCallback, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { CustomerRow } from '@domain/customers/customers.schemas';
import { EVENT_PRIORITY_NAMES, EventSource } from '@domain/events/events.constants';
import type { FormValues } from '@domain/forms/validate-values';
import type { EventTemplateRow } from '@domain/templates/event-templates.schemas';
import { MobileScreen } from '@/app/mobile/mobile-screen';
import { paths } from '@/app/paths';
import { useCreateEventMutation, type CreateEventArgs } from '@/features/events/events.api';
import { useListEventTemplatesQuery } from '@/features/templates/templates.api';
import { errorMessage } from '@/lib/errors';
import { CustomerChoice } from './customer-choice';
import { FormSubmit } from './form-submit';
import { MobileFields } from './mobile-fields';
import { firstProblem } from './phone-field-rules';

const ALL_TEMPLATES = { pageIndex: 0, pageSize: 100 };
type CustomerKey = 'custom_name' | 'custom_linkperson' | 'custom_phone' | 'map_name' | 'custom_detail_addr';
const CUSTOMER_INPUTS: [CustomerKey, string, 'text' | 'tel'][] = [
  ['custom_name', '客户名称', 'text'],
  ['custom_linkperson', '联系人', 'text'],
  ['custom_phone', '联系电话', 'tel'],
  ['map_name', '服务地址', 'text'],
  ['custom_detail_addr', '详细地址', 'text'],
];
type Draft = Pick<CreateEventArgs, CustomerKey | 'customerId' | 'description'> & { title: string; priority: 1 | 2 | 3 };
/** What the link says the event comes from: a customer, a call record (the pop-up), an online chat (the phone desk's 转事件: its customer, product and conversation). */
type Origin = Pick<CreateEventArgs, 'customerId' | 'belongCallRecordId' | 'chatSessionId' | 'customerProductId' | 'customerProductName' | 'custom_name' | 'description'>;

const num = (v: string | null) => Number(v) || undefined;
function originOf(query: URLSearchParams): Origin {
  return {
    customerId: num(query.get('customerId')),
    belongCallRecordId: num(query.get('belongCallRecordId')),
    chatSessionId: num(query.get('chatSessionId')),
    customerProductId: num(query.get('customerProductId')),
    customerProductName: query.get('customerProductName') || undefined,
    custom_name: query.get('customerName') || undefined,
    description: query.get('description')?.slice(0, 2000) || undefined,
  };
}

function EventForm({ templates, origin }: { templates: EventTemplateRow[]; origin: Origin }) {
  const { customerId, belongCallRecordId, chatSessionId, customerProductId, customerProductName, custom_name, description } = origin;
  const [, navigate] = useLocation();
  const [templateId, setTemplateId] = useState(templates[0].id);
  const template = templates.find((t) => t.id === templateId) ?? templates[0];
  const { switches } = template.settings;
  const [draft, setDraft] = useState<Draft>({ title: '', priority: 1, customerId, custom_name, description });
  const [values, setValues] = useState<FormValues>({});
  const [problem, setProblem] = useState('');
  const [create, { isLoading: saving }] = useCreateEventMutation();
  const set = (changes: Partial<Draft>) => setDraft((d) => ({ ...d, ...changes }));

  // A chosen customer fills the event's customer lines (each may be changed after).
  const handlePick = useCallback((c: CustomerRow | undefined) => {
    setDraft((d) => ({ ...d, customerId: c?.id, custom_name: c?.name, custom_linkperson: c?.linkperson, custom_phone: c?.linkPersonPhone || c?.phone, custom_detail_addr: c?.address }));
  }, []);

  const handleSubmit = async () => {
    const found = !draft.title.trim() ? '请输入事件标题' : firstProblem(template.form.fields, values);
    setProblem(found ?? '');
    if (found) return;
    // From a call's pop-up the event names the call record (the record then lists it); from a chat, the session (whose log says so).
    const source = chatSessionId ? EventSource.onlineChat : belongCallRecordId ? EventSource.callRecord : draft.customerId ? EventSource.customer : EventSource.manual;
    try {
      // Links the body does not carry stay out of it (JSON leaves undefined out).
      const res = await create({ ...draft, source, templateId: template.id, values, belongCallRecordId, chatSessionId, customerProductId, customerProductName }).unwrap();
      Message.success(res.message ?? '保存成功');
      navigate(paths.mobile.event(res.data!.id), { replace: true });
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <div className="m-card" role="form" aria-label="新建事件">
      {templates.length > 1 && (
        <label className="m-field">
          <span>事件类型</span>
          <select className="m-input" value={template.id} onChange={(e) => setTemplateId(Number(e.target.value))}>
            {templates.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="m-field">
        <span>事件标题 *</span>
        <input className="m-input" name="title" value={draft.title} maxLength={50} placeholder="请输入事件标题" onChange={(e) => set({ title: e.target.value })} />
      </label>
      {switches.is_enable_customer && (
        <>
          <CustomerChoice customerId={draft.customerId} onPick={handlePick} />
          {CUSTOMER_INPUTS.map(([key, label, type]) => (
            <label key={key} className="m-field">
              <span>{label}</span>
              <input className="m-input" name={key} type={type} value={draft[key] ?? ''} placeholder={`请输入${label}`} onChange={(e) => set({ [key]: e.target.value })} />
            </label>
          ))}
        </>
      )}
      {switches.is_enable_priority && (
        <label className="m-field">
          <span>优先级</span>
          <select className="m-input" value={draft.priority} onChange={(e) => set({ priority: Number(e.target.value) as Draft['priority'] })}>
            {Object.entries(EVENT_PRIORITY_NAMES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="m-field">
        <span>事件描述</span>
        <textarea className="m-input" name="description" value={draft.description ?? ''} maxLength={2000} placeholder="请描述问题" onChange={(e) => set({ description: e.target.value })} />
      </label>
      <MobileFields fields={template.form.fields} values={values} onChange={setValues} pcHref={paths.events.newEvent} />
      <FormSubmit problem={problem} busy={saving} onSubmit={() => void handleSubmit()} />
    </div>
  );
}

/** /m/newEvent: a new event on the phone (type, title, customer, priority, the template's phone fields); it opens when created. The query may name the customer, the call record or the online chat it comes from. */
export default function MobileNewEventPage() {
  const origin = originOf(new URLSearchParams(useSearch()));
  const { data: templates, error } = useListEventTemplatesQuery(ALL_TEMPLATES);
  const enabled = templates?.filter((t) => t.enabled);
  return (
    <MobileScreen title="新建事件" back>
      {error && <p className="m-empty">{errorMessage(error)}</p>}
      {!enabled && !error && <p className="m-empty">加载中…</p>}
      {enabled?.length === 0 && <p className="m-empty">没有启用的事件模板</p>}
      {!!enabled?.length && <EventForm templates={enabled} origin={origin} />}
    </MobileScreen>
  );
}
