import { Typography } from '@arco-design/web-react';
import { EXPENSES_DECIMALS, FieldType } from '@domain/forms/field-types';
import type { FieldControl, ReadProps } from './control-types';
import { EMPTY_TEXT, asNumber } from './value-guards';

/** Amounts always show their fen ("12.50 元"); calculators show the number as rounded by their formula. */
function computedText({ field, value }: ReadProps): string {
  const n = asNumber(value);
  if (n === undefined) return '';
  return field.type === FieldType.expensesNumber ? `${n.toFixed(EXPENSES_DECIMALS)} 元` : String(n);
}

function ComputedRead(props: ReadProps) {
  return <span>{computedText(props)}</span>;
}

/** Not editable: the form recomputes it as the fields it uses change (and the server's result wins). */
function ComputedEntry(props: ReadProps) {
  return (
    <Typography.Text>
      {computedText(props) || EMPTY_TEXT}
      <Typography.Text type="secondary" style={{ marginLeft: 8, fontSize: 12 }}>
        自动计算
      </Typography.Text>
    </Typography.Text>
  );
}

export const computedControl: FieldControl = { Entry: ComputedEntry, Read: ComputedRead };
