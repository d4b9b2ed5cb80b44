import { Checkbox } from '@arco-design/web-react';
import { APPROVAL_NAMES, type ApprovalKey } from '@domain/templates/template.constants';

export type Approvals = Record<ApprovalKey, boolean>;

export interface ApprovalsFieldProps {
  value: Approvals;
  onChange: (value: Approvals) => void;
}

const KEYS = Object.keys(APPROVAL_NAMES) as ApprovalKey[];

/** Which approvals orders of the type go through: creation, completion, receipt, collection. */
export function ApprovalsField({ value, onChange }: ApprovalsFieldProps) {
  return (
    <Checkbox.Group
      value={KEYS.filter((key) => value[key])}
      onChange={(checked: ApprovalKey[]) => onChange(Object.fromEntries(KEYS.map((key) => [key, checked.includes(key)])) as Approvals)}
    >
      {KEYS.map((key) => (
        <Checkbox key={key} value={key}>
          {APPROVAL_NAMES[key]}
        </Checkbox>
      ))}
    </Checkbox.Group>
  );
}
