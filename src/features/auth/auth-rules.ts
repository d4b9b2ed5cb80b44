import type { RulesProps } from '@arco-design/web-react/es/Form/interface';
import type { ZodType } from 'zod';
import { CodeLoginSchema, RegisterEnterpriseSchema, SetPasswordSchema } from '@domain/auth/auth.schemas';

/** An Arco form rule that checks a value with a domain schema, so the form shows the server's own texts. */
export function schemaRule(schema: ZodType): RulesProps {
  return {
    validator(value, callback) {
      // An emptied input gives '', which the schemas report as "required" only when it is undefined.
      const result = schema.safeParse(value === '' ? undefined : value);
      callback(result.success ? undefined : result.error.issues[0]?.message);
    },
  };
}

export const authRules = {
  mobile: [schemaRule(CodeLoginSchema.shape.mobile)],
  code: [schemaRule(CodeLoginSchema.shape.code)],
  newPassword: [schemaRule(SetPasswordSchema.shape.password)],
  optionalPassword: [schemaRule(RegisterEnterpriseSchema.shape.password)],
  enterpriseName: [schemaRule(RegisterEnterpriseSchema.shape.enterpriseName)],
  userName: [schemaRule(RegisterEnterpriseSchema.shape.name)],
  signInPassword: [{ required: true, message: '请输入密码' }],
} satisfies Record<string, RulesProps[]>;
