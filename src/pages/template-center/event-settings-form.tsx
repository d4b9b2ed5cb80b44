import { Button, Card, Form, Message, Switch } from '@arco-design/web-react';
import { useState } from 'react';
import { Messages } from '@domain/common/messages';
import { EventTemplateSettingsSchema, type EventTemplateRow } from '@domain/templates/event-templates.schemas';
import { EVENT_RECIPIENT_NAMES, EVENT_RECIPIENTS, EVENT_STAGE_NAMES, EVENT_STAGES, EVENT_SWITCH_NAMES, type EventSwitch } from '@domain/templates/template.constants';
import { useListUsersWithRoleQuery } from '@/features/organization/organization.api';
import { ProcessStepsEditor } from '@/features/templates/components/process-steps-editor';
import { fromDrafts, TimeoutRulesEditor, toDrafts } from '@/features/templates/components/timeout-rules-editor';
import { checkSettings } from '@/features/templates/settings-issue';
import { eventTemplateBody, useSaveEventTemplateMutation } from '@/features/templates/templates.api';
import { toastResult } from '@/lib/toast-result';

const SWITCHES = Object.keys(EVENT_SWITCH_NAMES) as EventSwitch[];
const STAGES = EVENT_STAGES.map((stage) => ({ value: stage, label: EVENT_STAGE_NAMES[stage] }));
const RECIPIENTS = EVENT_RECIPIENTS.map((code) => ({ value: code, label: EVENT_RECIPIENT_NAMES[code] }));

/** An event template's settings: what its form shows, the stage timeouts and the process, saved together. */
export function EventSettingsForm({ row }: { row: EventTemplateRow }) {
  const [switches, setSwitches] = useState(row.settings.switches);
  const [timeouts, setTimeouts] = useState(() => toDrafts(row.settings.timeouts, 'stage'));
  const [process, setProcess] = useState(row.settings.process);
  const { data: users = [] } = useListUsersWithRoleQuery();
  const [saveEventTemplate, { isLoading }] = useSaveEventTemplateMutation();

  const handleSave = async () => {
    const checked = checkSettings(EventTemplateSettingsSchema, { switches, timeouts: fromDrafts(timeouts, 'stage'), process });
    if (checked.issue !== undefined) {
      Message.error(checked.issue);
      return;
    }
    await toastResult(saveEventTemplate(eventTemplateBody(row, { settings: checked.data })).unwrap(), Messages.saveOk);
  };

  const save = (
    <Button type="primary" loading={isLoading} onClick={handleSave}>
      保存
    </Button>
  );
  return (
    <>
      <Card bordered={false} title={`${row.name} · 事件设置`} extra={save}>
        <Form layout="inline">
          {SWITCHES.map((key) => (
            <Form.Item key={key} label={`显示${EVENT_SWITCH_NAMES[key]}`}>
              <Switch aria-label={`显示${EVENT_SWITCH_NAMES[key]}`} checked={switches[key]} onChange={(on) => setSwitches((s) => ({ ...s, [key]: on }))} />
            </Form.Item>
          ))}
        </Form>
      </Card>
      <Card bordered={false} title="超时设置" style={{ marginTop: 16 }}>
        <TimeoutRulesEditor rules={timeouts} onChange={setTimeouts} pointTitle="超时阶段" points={STAGES} recipients={RECIPIENTS} />
      </Card>
      <Card bordered={false} title="处理流程" style={{ marginTop: 16 }}>
        <ProcessStepsEditor steps={process} onChange={setProcess} users={users} />
      </Card>
    </>
  );
}
