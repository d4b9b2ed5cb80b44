import { Typography } from '@arco-design/web-react';
import type { FieldControl, ReadProps } from './control-types';

/** An explanation holds no value: every mode shows the text the builder gave it. */
function Explanation({ field }: ReadProps) {
  return (
    <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
      {field.settings.content}
    </Typography.Paragraph>
  );
}

export const explanationControl: FieldControl = { Entry: Explanation, Read: Explanation };
