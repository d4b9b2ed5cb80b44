import { Alert, Button, Form, Message, Select, Spin, Switch } from '@arco-design/web-react';
import { Messages } from '@domain/common/messages';
import { SYSTEM_SETTINGS, type SettingDefinition, type SettingValue } from '@domain/settings/system-settings';
import { errorMessage } from '@/lib/errors';
import { useBatchSaveSystemSettingsMutation, useListSystemSettingsQuery } from '../settings.api';

export interface SystemParamFormProps {
  /** Only administrators save; everyone else sees the values. */
  canEdit: boolean;
  /** The free plan keeps settings marked freePlanLocked at their value. */
  isFree: boolean;
}

const ALL_CODES: readonly string[] = [];

// Form.Item hands its value and onChange to this control, which passes them on.
function SettingControl({ def, locked, ...control }: { def: SettingDefinition; locked: boolean }) {
  if (def.kind === 'switch') return <Switch aria-label={def.name} {...control} />;
  return <Select aria-label={def.name} disabled={locked} options={[...def.options]} style={{ width: 200 }} {...control} />;
}

// Switches show a boolean; the form keeps the setting's own 0/1.
const switchProps = {
  triggerPropName: 'checked',
  formatter: (value: unknown) => value === 1,
  normalize: (checked: unknown) => (checked ? 1 : 0),
};

/** The settings catalogue as one form; 保存 writes every value in one all-or-nothing call. */
export function SystemParamForm({ canEdit, isFree }: SystemParamFormProps) {
  const [form] = Form.useForm<Record<string, SettingValue>>();
  const { data: items } = useListSystemSettingsQuery(ALL_CODES);
  const [batchSave, { isLoading: saving }] = useBatchSaveSystemSettingsMutation();
  if (!items) return <Spin style={{ display: 'block', margin: '10vh auto' }} />;

  const handleSave = async () => {
    const values = form.getFieldsValue();
    try {
      const answer = await batchSave(SYSTEM_SETTINGS.map((def) => ({ code: def.code, value: values[def.code] ?? def.default }))).unwrap();
      Message.success(answer.message ?? Messages.saveOk);
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };

  return (
    <>
      {!canEdit && <Alert type="info" content="系统参数仅管理员可修改" style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        // Fresh server values (after a save or another administrator's) start the form again.
        key={JSON.stringify(items)}
        initialValues={Object.fromEntries(items.map((item) => [item.code, item.value]))}
        disabled={!canEdit}
        labelCol={{ span: 6 }}
        wrapperCol={{ span: 18 }}
        style={{ maxWidth: 640 }}
      >
        {SYSTEM_SETTINGS.map((def) => {
          const locked = isFree && Boolean(def.freePlanLocked);
          return (
            <Form.Item
              key={def.code}
              label={def.name}
              field={def.code}
              extra={locked ? def.freePlanLocked : def.hint}
              {...(def.kind === 'switch' ? switchProps : {})}
            >
              <SettingControl def={def} locked={locked} />
            </Form.Item>
          );
        })}
        {canEdit && (
          <Form.Item wrapperCol={{ offset: 6 }}>
            <Button type="primary" loading={saving} onClick={handleSave}>
              保存
            </Button>
          </Form.Item>
        )}
      </Form>
    </>
  );
}
