import type { UnknownAction } from '@reduxjs/toolkit';
import type { z } from 'zod';
import type {
  ChooseEnterpriseSchema,
  CodeLoginSchema,
  PasswordLoginSchema,
  RegisterEnterpriseSchema,
  ResetPasswordSchema,
  SendCodeSchema,
  SetPasswordSchema,
} from '@domain/auth/auth.schemas';
import type { ApiEnvelope } from '@domain/common/envelope';
import { api } from '@/app/api';
import { setCsrfToken } from '@adapters/session-token';
import { AuthPaths } from '@domain/auth/auth.paths';

/** One enterprise the signed-in phone belongs to, with the user's name there. */
export interface MyEnterprise {
  enterpriseId: number;
  enterpriseName: string;
  userName: string;
  /** Only in GET /stand/login/epList: the enterprise the session is bound to. */
  current?: boolean;
}

/** POST /stand/codeLogin and /stand/pwdLogin. */
export interface SignInResult {
  csrfToken: string;
  /** Several enterprises: the session is not bound until one is chosen. */
  chooseEnterprise: boolean;
  enterprises: MyEnterprise[];
  hasPassword: boolean;
}

type Input<S extends z.ZodType> = z.input<S>;

interface SessionLifecycle<T> {
  dispatch: (action: UnknownAction) => unknown;
  queryFulfilled: Promise<{ data: T }>;
}

/**
 * A new session (sign-in, registration, another enterprise) makes every cached answer stale:
 * keep the new csrf token for unsafe calls and drop the cache.
 */
async function renewSession<T>({ dispatch, queryFulfilled }: SessionLifecycle<T>, csrfTokenOf?: (data: T) => string) {
  try {
    const { data } = await queryFulfilled;
    if (csrfTokenOf) setCsrfToken(csrfTokenOf(data));
    dispatch(api.util.resetApiState());
  } catch {
    // The calling component shows the failure; the old session is untouched.
  }
}

/** Standalone sign-in, registration and passwords (spec part 1 section 7). */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendCode: build.mutation<ApiEnvelope, Input<typeof SendCodeSchema>>({
      query: (params) => ({ url: AuthPaths.codeContent, params }),
    }),
    codeLogin: build.mutation<SignInResult, Input<typeof CodeLoginSchema>>({
      query: (body) => ({ url: AuthPaths.codeLogin, method: 'POST', body }),
      transformResponse: (r: ApiEnvelope<SignInResult>) => r.data!,
      onQueryStarted: (_, lifecycle) => renewSession(lifecycle, (d) => d.csrfToken),
    }),
    passwordLogin: build.mutation<SignInResult, Input<typeof PasswordLoginSchema>>({
      query: (body) => ({ url: AuthPaths.pwdLogin, method: 'POST', body }),
      transformResponse: (r: ApiEnvelope<SignInResult>) => r.data!,
      onQueryStarted: (_, lifecycle) => renewSession(lifecycle, (d) => d.csrfToken),
    }),
    listMyEnterprises: build.query<MyEnterprise[], void>({
      query: () => AuthPaths.enterprises,
      transformResponse: (r: ApiEnvelope<MyEnterprise[]>) => r.data ?? [],
    }),
    chooseEnterprise: build.mutation<ApiEnvelope, Input<typeof ChooseEnterpriseSchema>>({
      query: (body) => ({ url: AuthPaths.enterprises, method: 'POST', body }),
      onQueryStarted: (_, lifecycle) => renewSession(lifecycle),
    }),
    resetPassword: build.mutation<ApiEnvelope, Input<typeof ResetPasswordSchema>>({
      query: (body) => ({ url: AuthPaths.codeLoginPassword, method: 'POST', body }),
    }),
    setPassword: build.mutation<ApiEnvelope, Input<typeof SetPasswordSchema>>({
      query: (body) => ({ url: AuthPaths.setPassword, method: 'POST', body }),
    }),
    registerEnterprise: build.mutation<{ csrfToken: string; enterpriseId: number }, Input<typeof RegisterEnterpriseSchema>>({
      query: (body) => ({ url: AuthPaths.enterprise, method: 'POST', body }),
      transformResponse: (r: ApiEnvelope<{ csrfToken: string; enterpriseId: number }>) => r.data!,
      onQueryStarted: (_, lifecycle) => renewSession(lifecycle, (d) => d.csrfToken),
    }),
  }),
});

export const {
  useSendCodeMutation,
  useCodeLoginMutation,
  usePasswordLoginMutation,
  useListMyEnterprisesQuery,
  useChooseEnterpriseMutation,
  useResetPasswordMutation,
  useSetPasswordMutation,
  useRegisterEnterpriseMutation,
} = authApi;
