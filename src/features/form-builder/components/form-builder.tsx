import { Alert, Button, Message, Space, Switch, Tag, Typography } from '@arco-design/web-react';
import { useMemo, useReducer, useState, type ReactNode } from 'react';
import { checkFormDefinition } from '@domain/forms/form-definition.check';
import type { TemplateField } from '@domain/templates/template-form.schemas';
import { errorMessage } from '@/lib/errors';
import { createField, newFieldKey } from '../builder-fields';
import { builderReducer, initBuilder, sameFields } from '../builder-state';
import { BuilderPreview } from './builder-preview';
import { paletteChoices, type PaletteChoice } from './builder-palette';
import { BuilderWorkspace } from './builder-workspace';
import './form-builder.css';

export interface FormBuilderProps {
  title: ReactNode;
  /** The stored form; the builder edits its own copy and starts again from it whenever the stored form changes. */
  fields: readonly TemplateField[];
  /** Keys no new field may take (those of fields in the recycle bin). */
  takenKeys?: readonly string[];
  /** The record's own fields a form may show or leave off (an order's appointment time ...), offered while missing. */
  presets?: readonly TemplateField[];
  /** Saves the whole form and gives back the stored fields; rejects with the server's answer. */
  onSave: (fields: TemplateField[]) => Promise<readonly TemplateField[]>;
  extra?: ReactNode;
}

const NO_PRESETS: readonly TemplateField[] = [];

/**
 * The form builder: add controls from the palette, order the fields by dragging, set each field up,
 * preview the form as it will be filled in, and save it whole. The definition is checked before it
 * goes, each problem shown at its field.
 */
export function FormBuilder({ title, fields, takenKeys, presets = NO_PRESETS, onSave, extra }: FormBuilderProps) {
  const [state, dispatch] = useReducer(builderReducer, fields, initBuilder);
  const [seen, setSeen] = useState(fields);
  // A stored form that differs from the one loaded (a field restored from the bin) is loaded afresh;
  // the refetch after the builder's own save brings nothing new.
  if (fields !== seen) {
    setSeen(fields);
    if (!sameFields(fields, state.source)) dispatch({ type: 'load', fields });
  }
  const [preview, setPreview] = useState(false);
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState('');
  const lockedRequired = useMemo(() => new Set(state.source.filter((f) => f.fixed && f.required).map((f) => f.key)), [state.source]);
  const problems = useMemo(() => checkFormDefinition({ fields: state.fields }), [state.fields]);
  // Problems show once a save was tried, then follow the edits.
  const issues = useMemo(() => new Map(checked ? [...problems].reverse().map((p) => [p.key, p.message]) : []), [checked, problems]);

  const choices = useMemo(() => paletteChoices(presets, state.fields), [presets, state.fields]);

  const handleAdd = (choice: PaletteChoice, at?: number) => {
    const field = choice.preset ?? createField(choice.control, newFieldKey(new Set([...state.taken, ...(takenKeys ?? [])])));
    dispatch({ type: 'add', field, at });
  };

  const handleSave = async () => {
    setChecked(true);
    setServerError('');
    if (problems.length > 0) {
      dispatch({ type: 'select', key: problems[0].key });
      setPreview(false);
      Message.error(`表单有 ${problems.length} 处问题，已在字段旁标出`);
      return;
    }
    setSaving(true);
    try {
      dispatch({ type: 'load', fields: await onSave(state.fields) });
      Message.success('保存成功');
    } catch (error) {
      setServerError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="form-builder">
      <div className="form-builder-toolbar">
        <Typography.Title heading={5} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Space>
          {state.dirty && <Tag color="orangered">有未保存的修改</Tag>}
          {extra}
          <label className="form-builder-preview-switch">
            <Switch checked={preview} onChange={setPreview} /> 预览
          </label>
          <Button type="primary" loading={saving} onClick={handleSave}>
            保存
          </Button>
        </Space>
      </div>
      {state.removed.length > 0 && (
        <Alert
          type="info"
          style={{ marginBottom: 12 }}
          content={`已删除 ${state.removed.length} 个字段（${state.removed.map((f) => f.title || f.key).join('、')}），保存后生效。删除的字段可在回收站恢复。`}
        />
      )}
      {serverError && <Alert type="error" style={{ marginBottom: 12 }} title="保存失败" content={serverError} closable onClose={() => setServerError('')} />}
      {preview ? (
        <BuilderPreview fields={state.fields} />
      ) : (
        <BuilderWorkspace state={state} dispatch={dispatch} issues={issues} lockedRequired={lockedRequired} choices={choices} onAdd={handleAdd} />
      )}
    </div>
  );
}
