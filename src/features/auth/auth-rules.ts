import type { RulesProps } from '@arco-design/web-react/es/Form/interface';
import type { ZodType } from 'zod';

type AuthSchemas = typeof import('@domain/auth/auth.schemas');

// The schemas (and zod with them) load when a field is first checked, not with the sign-in page:
// the page's first paint carries no validation library (issue 14, page weight).
let loading: Promise<AuthSchemas> | undefined;
const authSchemas = () => (loading ??= import('@domain/auth/auth.schemas'));

/**
 * An Arco form rule that checks a value with a domain schema, so the form shows the server's own texts.
 * `pick` chooses the schema once the schemas module has loaded.
 */
export function schemaRule(pick: (schemas: AuthSchemas) => ZodType): RulesProps {
  return {
    // Returning the promise makes Arco's validation wait for the schemas.
    validator(value, callback) {
      return authSchemas().then(
        (schemas) => {
          // An emptied input gives '', which the schemas report as "required" only when it is undefined.
          const result = pick(schemas).safeParse(value === '' ? undefined : value);
          callback(result.success ? undefined : result.error.issues[0]?.message);
        },
        () => callback('网络异常，请稍后重试'),
      );
    },
  };
}

export const authRules = {
  mobile: [schemaRule((s) => s.CodeLoginSchema.shape.mobile)],
  code: [schemaRule((s) => s.CodeLoginSchema.shape.code)],
  newPassword: [schemaRule((s) => s.SetPasswordSchema.shape.password)],
  optionalPassword: [schemaRule((s) => s.RegisterEnterpriseSchema.shape.password)],
  enterpriseName: [schemaRule((s) => s.RegisterEnterpriseSchema.shape.enterpriseName)],
  userName: [schemaRule((s) => s.RegisterEnterpriseSchema.shape.name)],
  signInPassword: [{ required: true, message: '请输入密码' }],
} satisfies Record<string, RulesProps[]>;
