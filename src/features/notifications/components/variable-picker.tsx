import { Button, Space, Typography } from '@arco-design/web-react';
import { VARIABLE_GROUP_NAMES, type TemplateVariable, type VariableGroupValue } from '@domain/notifications/template-variables';

export interface VariablePickerProps {
  variables: readonly TemplateVariable[];
  onPick: (variable: TemplateVariable) => void;
  disabled?: boolean;
}

/** The variables a template may use, by group; a click inserts the variable's placeholder. */
export function VariablePicker({ variables, onPick, disabled }: VariablePickerProps) {
  const groups = [...new Set(variables.map((x) => x.group))] as VariableGroupValue[];
  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }} aria-label="插入变量">
      {groups.map((group) => (
        <Space key={group} wrap size={4}>
          <Typography.Text type="secondary" style={{ display: 'inline-block', width: 64 }}>
            {VARIABLE_GROUP_NAMES[group]}
          </Typography.Text>
          {variables
            .filter((x) => x.group === group)
            .map((x) => (
              <Button key={x.key} size="mini" disabled={disabled} onClick={() => onPick(x)}>
                {x.label}
              </Button>
            ))}
        </Space>
      ))}
    </Space>
  );
}
