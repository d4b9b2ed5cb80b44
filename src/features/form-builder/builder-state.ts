import { arrayMove } from '@dnd-kit/sortable';
import type { TemplateField } from '@domain/templates/template-form.schemas';

export interface BuilderState {
  /** The form as last loaded from or saved to the server. */
  source: readonly TemplateField[];
  fields: TemplateField[];
  selected: string | null;
  /** Keys a new field may not take: every key the form has had since it was loaded. */
  taken: ReadonlySet<string>;
  /** Fields deleted since the form was loaded; saving sends them to the recycle bin. */
  removed: TemplateField[];
  dirty: boolean;
}

export type BuilderAction =
  | { type: 'add'; field: TemplateField; at?: number }
  | { type: 'move'; key: string; overKey: string }
  | { type: 'update'; field: TemplateField }
  | { type: 'remove'; key: string }
  | { type: 'select'; key: string | null }
  | { type: 'load'; fields: readonly TemplateField[] };

export function initBuilder(fields: readonly TemplateField[]): BuilderState {
  return {
    source: fields,
    fields: [...fields],
    selected: fields[0]?.key ?? null,
    taken: new Set(fields.map((f) => f.key)),
    removed: [],
    dirty: false,
  };
}

// Stored forms come back with their keys in whatever order the database keeps them.
const sortedKeys = (_key: string, value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1))) : value;

/** Whether two forms hold the same fields with the same settings. */
export const sameFields = (a: readonly TemplateField[], b: readonly TemplateField[]) => JSON.stringify(a, sortedKeys) === JSON.stringify(b, sortedKeys);

const indexOf = (state: BuilderState, key: string) => state.fields.findIndex((f) => f.key === key);

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'add': {
      const fields = [...state.fields];
      fields.splice(action.at ?? fields.length, 0, action.field);
      return { ...state, fields, selected: action.field.key, taken: new Set([...state.taken, action.field.key]), dirty: true };
    }
    case 'move': {
      const from = indexOf(state, action.key);
      const to = indexOf(state, action.overKey);
      if (from < 0 || to < 0 || from === to) return state;
      return { ...state, fields: arrayMove(state.fields, from, to), dirty: true };
    }
    case 'update':
      return { ...state, fields: state.fields.map((f) => (f.key === action.field.key ? action.field : f)), dirty: true };
    case 'remove': {
      const index = indexOf(state, action.key);
      const field = state.fields[index];
      // Fixed fields are the record's own columns: the server would refuse the form without them.
      if (!field || field.fixed) return state;
      const fields = state.fields.filter((f) => f.key !== action.key);
      const selected = state.selected === action.key ? (fields[Math.min(index, fields.length - 1)]?.key ?? null) : state.selected;
      return { ...state, fields, selected, removed: [...state.removed, field], dirty: true };
    }
    case 'select':
      return { ...state, selected: action.key };
    case 'load': {
      // The stored form replaces the edits; the selection stays on its field while it exists.
      const next = initBuilder(action.fields);
      const selected = action.fields.some((f) => f.key === state.selected) ? state.selected : next.selected;
      return { ...next, selected, taken: new Set([...state.taken, ...next.taken]) };
    }
  }
}
