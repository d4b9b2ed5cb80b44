import { useState } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { useAppDispatch } from '@/app/hooks';
import { paths } from '@/app/paths';
import type { SignInResult } from '@/features/auth/auth.api';
import { EnterpriseChooser } from '@/features/auth/components/enterprise-chooser';
import { PublicFrame } from '@/features/auth/components/public-frame';
import { SignInForm, type SignInMethod } from '@/features/auth/components/sign-in-form';
import { signInTarget } from '@/features/auth/sign-in-target';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { clearShellStorage } from '@/app/shell/shell-storage';
import { resetNavigation } from '@/app/shell/shell.slice';

/** What to do once the session is bound to an enterprise. */
interface AfterSignIn {
  mobile: string;
  /** A code sign-in to an account without a password is offered to set one. */
  offerPassword: boolean;
}

/** /login: sign in, choose an enterprise when there are several, then go where the user wanted. */
export default function LoginPage() {
  const [, navigate] = useLocation();
  const [search] = useSearchParams();
  const target = signInTarget(search.get('redirect'));
  const switching = search.get('choose') === '1';
  const [choosing, setChoosing] = useState(switching);
  // Switching enterprise right after a reload: the csrf token comes with the session user.
  useGetSessionUserQuery(undefined, { skip: !switching });
  const [after, setAfter] = useState<AfterSignIn | null>(null);
  const dispatch = useAppDispatch();

  const proceed = (next: AfterSignIn | null) => {
    // Tabs opened by an earlier session (perhaps another user or enterprise) do not carry over.
    clearShellStorage();
    dispatch(resetNavigation());
    if (next?.offerPassword) {
      navigate(`${paths.passwordSet(next.mobile)}?redirect=${encodeURIComponent(target)}`, { replace: true });
    } else {
      navigate(target, { replace: true });
    }
  };

  const handleSignedIn = (result: SignInResult, method: SignInMethod, mobile: string) => {
    const next = { mobile, offerPassword: method === 'code' && !result.hasPassword };
    if (!result.chooseEnterprise) return proceed(next);
    setAfter(next);
    setChoosing(true);
  };

  const handleBack = () => {
    setAfter(null);
    setChoosing(false);
  };

  return (
    <PublicFrame title={choosing ? '选择企业' : '登录'}>
      {choosing ? (
        <EnterpriseChooser onChosen={() => proceed(after)} onBack={handleBack} />
      ) : (
        <SignInForm onSignedIn={handleSignedIn} />
      )}
    </PublicFrame>
  );
}
