import { useState } from 'react';
import type { RoleType } from '@domain/shell/roles';
import { useListUsersWithRoleQuery } from '@/features/organization/organization.api';

export interface PersonFormProps {
  label: string;
  confirmText: string;
  busy: boolean;
  /** Only people with this role (all the enterprise's people without). */
  role?: RoleType;
  /** People who cannot be chosen (the current owner of an escalation). */
  exclude?: number[];
  onConfirm: (userId: number) => void;
}

/** Choose one person with the phone's own picker, then confirm (指派, 改派, 升级). */
export function PersonForm({ label, confirmText, busy, role, exclude = [], onConfirm }: PersonFormProps) {
  const { data: people } = useListUsersWithRoleQuery(role);
  const [userId, setUserId] = useState('');
  return (
    <div className="m-card">
      <label className="m-field">
        <span>{label}</span>
        <select className="m-input" value={userId} onChange={(e) => setUserId(e.target.value)}>
          <option value="">请选择</option>
          {people
            ?.filter((u) => !exclude.includes(u.id))
            .map((u) => (
              <option key={u.id} value={u.id}>
                {u.name}
              </option>
            ))}
        </select>
      </label>
      <button type="button" className="m-btn m-btn-primary" disabled={busy || !userId} onClick={() => onConfirm(Number(userId))}>
        {confirmText}
      </button>
    </div>
  );
}
