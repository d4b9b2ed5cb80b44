import type { RulesProps } from '@arco-design/web-react/es/Form/interface';
import type { ZodType } from 'zod';

/**
 * An Arco form rule that checks one field with the domain schema the server parses it with, so the
 * form shows the server's own texts before anything is sent. An emptied input counts as not given.
 */
export function schemaRule(schema: ZodType): RulesProps {
  return {
    validator(value, callback) {
      const result = schema.safeParse(value === '' ? undefined : value);
      callback(result.success ? undefined : result.error.issues[0]?.message);
    },
  };
}
