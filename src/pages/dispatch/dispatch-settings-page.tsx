import { Button, Card, Checkbox, Form, Input, InputNumber, Modal, Select, Space, Table, Tabs, Tag } from '@arco-design/web-react';
import { useState } from 'react';
import { clock } from '@domain/dispatch/candidates';
import { AUTO_MODE_NAMES, AUTO_MODES, DEFAULT_WEIGHTS, type AutoModeValue, type DispatchWeights } from '@domain/dispatch/dispatch.constants';
import type { PersonCalendarRow, RuleRow } from '@domain/dispatch/dispatch.types';
import {
  useGetCalendarsQuery,
  useGetDispatchRulesQuery,
  useSaveCalendarMutation,
  useSaveDispatchRuleMutation,
  useSaveLeaveMutation,
  useSavePersonSkillsMutation,
  useSaveSkillMutation,
} from '@/features/dispatch/dispatch.api';
import { toastResult } from '@/lib/toast-result';

const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日'];
const toMinute = (text: string) => {
  const [h, m] = text.split(':').map(Number);
  return h * 60 + (m || 0);
};

function PersonDialog({ person, skills, onClose }: { person: PersonCalendarRow; skills: { id: number; name: string }[]; onClose: () => void }) {
  const [saveCalendar] = useSaveCalendarMutation();
  const [saveSkills] = useSavePersonSkillsMutation();
  const [saveLeave] = useSaveLeaveMutation();
  const c = person.effective;
  const [days, setDays] = useState<number[]>(c.days);
  const [start, setStart] = useState(clock(c.startMinute));
  const [end, setEnd] = useState(clock(c.endMinute));
  const [areas, setAreas] = useState(c.areas.join('，'));
  const [lng, setLng] = useState<number | undefined>(c.home?.lng);
  const [lat, setLat] = useState<number | undefined>(c.home?.lat);
  const [levels, setLevels] = useState<Record<number, number>>(Object.fromEntries(person.skills.map((s) => [s.skillId, s.level])));
  const [leave, setLeave] = useState({ fromDate: '', toDate: '', reason: '' });
  const save = async () => {
    const ok = await toastResult(
      saveCalendar({
        kind: 1,
        subjectId: person.userId,
        days,
        startMinute: toMinute(start),
        endMinute: toMinute(end),
        home: lng !== undefined && lat !== undefined ? { lng, lat, address: c.home?.address ?? '' } : null,
        areas: areas.split(/[,，、\s]+/).filter(Boolean),
      }).unwrap(),
      '已保存',
    );
    if (!ok) return;
    const list = Object.entries(levels).filter(([, level]) => level > 0).map(([skillId, level]) => ({ skillId: Number(skillId), level }));
    if (await toastResult(saveSkills({ userId: person.userId, skills: list }).unwrap(), '已保存')) onClose();
  };
  return (
    <Modal visible title={`工作日历 · ${person.name}`} onCancel={onClose} onOk={save} okText="保存" style={{ width: 640 }}>
      <Form layout="vertical">
        <Form.Item label="工作日">
          <Checkbox.Group value={days} onChange={(v) => setDays(v as number[])} options={WEEKDAYS.map((w, i) => ({ label: `周${w}`, value: i + 1 }))} />
        </Form.Item>
        <Space>
          <Form.Item label="上班">
            <Input aria-label="上班时间" value={start} onChange={setStart} style={{ width: 90 }} />
          </Form.Item>
          <Form.Item label="下班">
            <Input aria-label="下班时间" value={end} onChange={setEnd} style={{ width: 90 }} />
          </Form.Item>
          <Form.Item label="出发地经度">
            <InputNumber aria-label="出发地经度" value={lng} onChange={(v) => setLng(v ?? undefined)} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item label="出发地纬度">
            <InputNumber aria-label="出发地纬度" value={lat} onChange={(v) => setLat(v ?? undefined)} style={{ width: 120 }} />
          </Form.Item>
        </Space>
        <Form.Item label="服务区域（逗号分隔，如 浦东新区）">
          <Input aria-label="服务区域" value={areas} onChange={setAreas} />
        </Form.Item>
        <Form.Item label="技能与等级（0 表示没有）">
          <Space wrap>
            {skills.map((s) => (
              <span key={s.id}>
                {s.name}{' '}
                <InputNumber aria-label={`${s.name} 等级`} min={0} max={3} value={levels[s.id] ?? 0} onChange={(v) => setLevels({ ...levels, [s.id]: Number(v) || 0 })} style={{ width: 70 }} />
              </span>
            ))}
          </Space>
        </Form.Item>
        <Form.Item label="请假">
          <Space>
            <Input aria-label="请假开始日期" placeholder="YYYY-MM-DD" value={leave.fromDate} onChange={(v) => setLeave({ ...leave, fromDate: v })} style={{ width: 130 }} />
            <Input aria-label="请假结束日期" placeholder="YYYY-MM-DD" value={leave.toDate} onChange={(v) => setLeave({ ...leave, toDate: v })} style={{ width: 130 }} />
            <Input aria-label="请假原因" placeholder="原因" value={leave.reason} onChange={(v) => setLeave({ ...leave, reason: v })} style={{ width: 120 }} />
            <Button onClick={() => toastResult(saveLeave({ userId: person.userId, ...leave }).unwrap(), '已添加请假')}>添加</Button>
          </Space>
        </Form.Item>
      </Form>
    </Modal>
  );
}

function RuleDialog({ rule, skills, onClose }: { rule: RuleRow; skills: { id: number; name: string }[]; onClose: () => void }) {
  const [save] = useSaveDispatchRuleMutation();
  const [draft, setDraft] = useState(rule);
  const weight = (key: keyof DispatchWeights, label: string) => (
    <Form.Item label={label} key={key}>
      <InputNumber aria-label={`${label}权重`} min={0} max={10} value={draft.weights[key]} onChange={(v) => setDraft({ ...draft, weights: { ...draft.weights, [key]: Number(v) || 0 } })} style={{ width: 80 }} />
    </Form.Item>
  );
  const submit = async () => {
    const { templateName: _name, ...body } = draft;
    if (await toastResult(save(body).unwrap(), '已保存')) onClose();
  };
  return (
    <Modal visible title={`自动派单 · ${rule.templateName}`} onCancel={onClose} onOk={submit} okText="保存" style={{ width: 640 }}>
      <Form layout="vertical">
        <Form.Item label="方式">
          <Select aria-label="自动派单方式" value={draft.mode} onChange={(v) => setDraft({ ...draft, mode: v as AutoModeValue })} options={AUTO_MODES.map((m) => ({ label: AUTO_MODE_NAMES[m], value: m }))} />
        </Form.Item>
        <Space wrap>
          <Form.Item label="所需技能">
            <Select aria-label="所需技能" allowClear value={draft.skillId ?? undefined} onChange={(v) => setDraft({ ...draft, skillId: v ?? null })} options={skills.map((s) => ({ label: s.name, value: s.id }))} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item label="最低等级">
            <InputNumber min={1} max={3} value={draft.minLevel} onChange={(v) => setDraft({ ...draft, minLevel: Number(v) || 1 })} style={{ width: 80 }} />
          </Form.Item>
          <Form.Item label="必须有该技能">
            <Checkbox checked={draft.requireSkill} onChange={(v) => setDraft({ ...draft, requireSkill: v })} />
          </Form.Item>
          <Form.Item label="服务时长（分钟）">
            <InputNumber min={5} max={1440} value={draft.serviceMinutes} onChange={(v) => setDraft({ ...draft, serviceMinutes: Number(v) || 60 })} style={{ width: 100 }} />
          </Form.Item>
        </Space>
        <Space wrap>
          {weight('skill', '技能')}
          {weight('area', '区域')}
          {weight('load', '负荷')}
          {weight('distance', '距离')}
          {weight('sla', 'SLA')}
          {weight('part', '配件')}
        </Space>
      </Form>
    </Modal>
  );
}

/** /dispatch/settings 派工设置: engineers' working calendars, skills and leave; the automatic assignment rules per order type. */
export default function DispatchSettingsPage() {
  const { data } = useGetCalendarsQuery();
  const { data: rules = [] } = useGetDispatchRulesQuery();
  const [saveSkill] = useSaveSkillMutation();
  const [editing, setEditing] = useState<PersonCalendarRow | null>(null);
  const [rule, setRule] = useState<RuleRow | null>(null);
  const [skillName, setSkillName] = useState('');
  const skills = data?.skills ?? [];
  return (
    <Card bordered={false} title="派工设置">
      <Tabs defaultActiveTab="people">
        <Tabs.TabPane key="people" title="工作日历">
          <Space style={{ marginBottom: 12 }}>
            <Input aria-label="新技能名称" placeholder="新技能，如 空调安装" value={skillName} onChange={setSkillName} style={{ width: 200 }} />
            <Button onClick={async () => (await toastResult(saveSkill({ name: skillName }).unwrap(), '已添加技能')) && setSkillName('')}>添加技能</Button>
          </Space>
          <Table
            rowKey="userId"
            pagination={false}
            data={data?.people ?? []}
            columns={[
              { title: '人员', dataIndex: 'name' },
              { title: '工作时间', render: (_, p) => `周${p.effective.days.map((d) => WEEKDAYS[d - 1]).join('')} ${clock(p.effective.startMinute)}–${clock(p.effective.endMinute)}${p.own ? '' : '（默认）'}` },
              { title: '服务区域', render: (_, p) => p.effective.areas.join('、') || '-' },
              { title: '技能', render: (_, p) => p.skills.map((s) => <Tag key={s.skillId}>{`${s.name} ${s.level} 级`}</Tag>) },
              { title: '请假', render: (_, p) => p.leaves.map((l) => `${l.fromDate}~${l.toDate} ${l.reason}`).join('；') || '-' },
              { title: '操作', render: (_, p) => <Button size="mini" onClick={() => setEditing(p)}>编辑</Button> },
            ]}
          />
        </Tabs.TabPane>
        <Tabs.TabPane key="rules" title="自动派单规则">
          <Table
            rowKey="templateId"
            pagination={false}
            data={rules}
            columns={[
              { title: '工单类型', dataIndex: 'templateName' },
              { title: '方式', render: (_, r) => AUTO_MODE_NAMES[r.mode] },
              { title: '技能', render: (_, r) => (r.skillId ? `${skills.find((s) => s.id === r.skillId)?.name ?? ''} ≥${r.minLevel} 级${r.requireSkill ? '（必须）' : ''}` : '-') },
              { title: '权重（技能/区域/负荷/距离/SLA/配件）', render: (_, r) => [r.weights.skill, r.weights.area, r.weights.load, r.weights.distance, r.weights.sla, r.weights.part].join(' / ') },
              { title: '操作', render: (_, r) => <Button size="mini" onClick={() => setRule({ ...r, weights: { ...DEFAULT_WEIGHTS, ...r.weights } })}>编辑</Button> },
            ]}
          />
        </Tabs.TabPane>
      </Tabs>
      {editing && <PersonDialog person={editing} skills={skills} onClose={() => setEditing(null)} />}
      {rule && <RuleDialog rule={rule} skills={skills} onClose={() => setRule(null)} />}
    </Card>
  );
}
