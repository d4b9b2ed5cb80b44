import { Button, Form, Input, Space } from '@arco-design/web-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { ProjectTemplateView } from '@domain/projects/projects.schemas';
import type { SaveTemplateArgs } from '../projects.api';
import { settingsOf, TEMPLATE_PART_NAMES, TEMPLATE_PARTS, type TemplatePartName, type TemplateSettings } from './template-settings';

export interface TemplateEditorProps {
  template?: ProjectTemplateView;
  onSave: (values: SaveTemplateArgs) => Promise<unknown>;
  /** The page of one part of a saved template's settings (a new template has none yet). */
  partHref?: (part: TemplatePartName) => string;
}

/** A template: its ordered processes with their tasks (form, approval or service order), its approvals and approvers. */
export function TemplateEditor({ template, onSave, partHref }: TemplateEditorProps) {
  const [settings, setSettings] = useState<TemplateSettings>(() => settingsOf(template));
  const change = (part: Partial<TemplateSettings>) => setSettings((s) => ({ ...s, ...part }));

  return (
    <Form layout="vertical" onSubmit={() => onSave({ id: template?.id, ...settings })}>
      <Form.Item label="模板名称" required>
        <Input aria-label="模板名称" maxLength={50} value={settings.name} onChange={(name) => change({ name })} style={{ maxWidth: 400 }} />
      </Form.Item>
      {template && partHref && (
        <nav aria-label="单独设置" style={{ marginBottom: 12 }}>
          <Space>
            单独设置：
            {TEMPLATE_PART_NAMES.map((part) => (
              <Link key={part} href={partHref(part)}>
                {TEMPLATE_PARTS[part].title}
              </Link>
            ))}
          </Space>
        </nav>
      )}
      {TEMPLATE_PART_NAMES.map((part) => {
        const { Part } = TEMPLATE_PARTS[part];
        return <Part key={part} value={settings} onChange={change} />;
      })}
      <Button type="primary" htmlType="submit">
        保存模板
      </Button>
    </Form>
  );
}

export interface TemplatePartEditorProps {
  template: ProjectTemplateView;
  part: TemplatePartName;
  /** Saves the part's own fields only (POST /project/tmpl/setting); the template's other settings stay as they are. */
  onSave: (part: Partial<TemplateSettings>) => Promise<unknown>;
}

/** One part of a template's settings on its own page, in the same component the editor shows it with. */
export function TemplatePartEditor({ template, part, onSave }: TemplatePartEditorProps) {
  const [settings, setSettings] = useState<TemplateSettings>(() => settingsOf(template));
  const { Part, keys } = TEMPLATE_PARTS[part];
  const own = () => Object.fromEntries(keys.map((key) => [key, settings[key]])) as Partial<TemplateSettings>;
  return (
    <Form layout="vertical" onSubmit={() => onSave(own())}>
      <Part value={settings} onChange={(change) => setSettings((s) => ({ ...s, ...change }))} />
      <Button type="primary" htmlType="submit">
        保存
      </Button>
    </Form>
  );
}
