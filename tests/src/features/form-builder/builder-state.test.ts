import { describe, expect, it } from 'vitest';
import { FIELD_KEY_PATTERN } from '@domain/forms/form-definition.schemas';
import { checkFormDefinition } from '@domain/forms/form-definition.check';
import { CONTROLS, FieldType, findControl } from '@domain/forms/field-types';
import { DETAIL_FIXED_FIELDS } from '@domain/templates/fixed-fields';
import { createField, newFieldKey, nextOptionValue } from '@/features/form-builder/builder-fields';
import { builderReducer, initBuilder, sameFields } from '@/features/form-builder/builder-state';

/** A random source that replays `values`, then repeats the last one. */
const replay = (...values: number[]) => {
  let i = 0;
  return () => values[Math.min(i++, values.length - 1)];
};

describe('new field keys', () => {
  it('are f_ and six characters a stored field key may hold', () => {
    for (let i = 0; i < 50; i += 1) {
      const key = newFieldKey(new Set());
      expect(key).toMatch(/^f_[a-z0-9]{6}$/);
      expect(key).toMatch(FIELD_KEY_PATTERN);
    }
  });

  it('never take a key already used, even when the random draw repeats it', () => {
    const first = newFieldKey(new Set(), replay(0));
    expect(first).toBe('f_aaaaaa');
    const second = newFieldKey(new Set([first]), replay(0, 0, 0, 0, 0, 0, 0.5));
    expect(second).not.toBe(first);
  });

  it('are remembered after their field is deleted, so a later field cannot reuse one', () => {
    const field = createField(findControl('text')!, 'f_aaaaaa');
    let state = builderReducer(initBuilder([]), { type: 'add', field });
    state = builderReducer(state, { type: 'remove', key: 'f_aaaaaa' });
    expect(state.fields).toEqual([]);
    expect(state.taken.has('f_aaaaaa')).toBe(true);
    expect(state.removed.map((f) => f.key)).toEqual(['f_aaaaaa']);
  });
});

describe('new fields', () => {
  it('pass the save check for every control except the computed ones, which wait for their formula', () => {
    const fields = CONTROLS.map((control, i) => createField(control, `f_${i}`));
    const refused = checkFormDefinition({ fields }).map((issue) => fields.find((f) => f.key === issue.key)!.type);
    expect(refused.sort()).toEqual([FieldType.calculator, FieldType.expensesNumber]);
  });

  it('get option values that no option of the tree holds yet', () => {
    expect(nextOptionValue([{ value: '1', label: 'a', children: [{ value: '7', label: 'b' }] }])).toBe('8');
  });
});

describe('the builder', () => {
  it('does not delete a fixed field', () => {
    const state = initBuilder(DETAIL_FIXED_FIELDS[2]);
    expect(builderReducer(state, { type: 'remove', key: 'customer_name' })).toBe(state);
  });

  it('keeps the selected field selected when the stored form is loaded again', () => {
    let state = initBuilder(DETAIL_FIXED_FIELDS[2]);
    state = builderReducer(state, { type: 'select', key: 'contact_phone' });
    state = builderReducer(state, { type: 'load', fields: DETAIL_FIXED_FIELDS[2].slice(1) });
    expect(state.selected).toBe('contact_phone');
    expect(state.dirty).toBe(false);
  });

  it('takes a stored form whose keys come back in another order for the same form', () => {
    const field = createField(findControl('number')!, 'f_aaaaaa');
    const reordered = Object.fromEntries(Object.entries({ ...field, settings: { max: 9, min: 1 } }).reverse()) as typeof field;
    expect(sameFields([{ ...field, settings: { min: 1, max: 9 } }], [reordered])).toBe(true);
    expect(sameFields([field], [{ ...field, title: '单价' }])).toBe(false);
  });
});
