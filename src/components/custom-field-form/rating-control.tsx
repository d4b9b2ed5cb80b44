import { Rate } from '@arco-design/web-react';
import { RATING_MAX } from '@domain/forms/field-types';
import type { EntryProps, FieldControl, ReadProps } from './control-types';
import { asNumber } from './value-guards';
import '@arco-design/web-react/es/Rate/style/css.js';

// Clicking the chosen star again clears it: the value goes back to "not filled in".
function RatingEntry({ value, onChange }: EntryProps) {
  return <Rate count={RATING_MAX} value={asNumber(value) ?? 0} onChange={(stars) => onChange(stars || null)} allowClear />;
}

function RatingRead({ value }: ReadProps) {
  const stars = asNumber(value) ?? 0;
  return (
    <span role="img" aria-label={`${stars}星`}>
      <Rate count={RATING_MAX} value={stars} readonly />
    </span>
  );
}

export const ratingControl: FieldControl = { Entry: RatingEntry, Read: RatingRead };
