import { fireEvent, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useState, type Ref } from 'react';
import type { FormValues } from '@domain/forms/validate-values';
import { CustomFieldForm, type CustomFieldFormHandle, type CustomFieldFormProps } from '@/components/custom-field-form/custom-field-form';

export type HarnessProps = Omit<CustomFieldFormProps, 'value' | 'onChange' | 'ref'> & { initial?: FormValues; handle?: Ref<CustomFieldFormHandle> };

/** A page's stand-in: keeps the values the form reports and shows them as JSON. */
export function Harness({ initial = {}, handle, ...props }: HarnessProps) {
  const [values, setValues] = useState<FormValues>(initial);
  return (
    <>
      <CustomFieldForm {...props} value={values} onChange={setValues} ref={handle} />
      <output data-testid="values">{JSON.stringify(values)}</output>
    </>
  );
}

export const reported = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}') as FormValues;

// Arco's menus and pickers sit in portals with pointer-events rules happy-dom does not compute;
// no pause between keys keeps a form of 26 fields quick to fill.
export const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });

/** The controls of one field, found by its title. */
export const field = (title: string) => within(screen.getByRole('group', { name: title }));

/** Arco's pickers confirm typed text on an Enter key that carries its keyCode. */
export const pressEnter = (element: HTMLElement) => fireEvent.keyDown(element, { key: 'Enter', keyCode: 13 });

/** The value cell of a read-only field, by its title. */
export const detailOf = (title: string) => {
  const label = screen.getByText(title, { selector: '.arco-descriptions-item-label' });
  return within(label.nextElementSibling as HTMLElement);
};
export const detailText = (title: string) => (screen.getByText(title, { selector: '.arco-descriptions-item-label' }).nextElementSibling as HTMLElement).textContent;
