import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldAttribute, FieldType, LinkTarget } from '@domain/forms/field-types';
import type { FormDefinition } from '@domain/forms/form-definition.schemas';
import { renderWithStore, useClientServer } from '@tests/support/client-server';
import { Harness, field, reported, user } from './form-harness';

const linkField = (key: string, title: string, target: number) => ({
  key,
  type: FieldType.linkedRecord,
  title,
  required: false,
  settings: {},
  fieldAttributeList: [{ type: FieldAttribute.linkTarget, value: String(target) }],
});
const FORM: FormDefinition = { fields: [linkField('f_person', '负责人', LinkTarget.person), linkField('f_customer', '关联客户', LinkTarget.customer)] };

useClientServer({ page: '/home', signedInAs: '13800000001' });

describe('CustomFieldForm linked records without a search of the page', () => {
  it('offers the enterprise’s people, narrowed by what is typed, and stores the one picked as text|id', async () => {
    const u = user();
    renderWithStore(<Harness definition={FORM} />);
    await u.click(field('负责人').getByRole('combobox'));
    await screen.findByRole('option', { name: '李派单' });
    await u.type(field('负责人').getByRole('textbox'), '张师');
    await waitFor(() => expect(screen.queryByRole('option', { name: '李派单' })).toBeNull());
    await u.click(await screen.findByRole('option', { name: /张\s*师\s*傅/ }));
    expect(reported().f_person).toMatch(/^张师傅\|\d+$/);
  });

  it('offers the enterprise’s customers', async () => {
    const u = user();
    renderWithStore(<Harness definition={FORM} />);
    await u.click(field('关联客户').getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    const name = options[0].textContent!;
    await u.click(options[0]);
    expect(reported().f_customer).toMatch(new RegExp(`^${name}\\|\\d+$`));
  });
});
