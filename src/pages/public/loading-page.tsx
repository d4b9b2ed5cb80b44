import { Spin } from '@arco-design/web-react';
import { Redirect } from 'wouter';
import { paths } from '@/app/paths';
import { useGetSessionUserQuery } from '@/app/session/session.api';

/** /loading: checks the session, then enters the app or goes to sign-in. */
export default function LoadingPage() {
  const { isSuccess, isError } = useGetSessionUserQuery();
  if (isSuccess) return <Redirect to={paths.root} replace />;
  if (isError) return <Redirect to={paths.login} replace />;
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Spin size={32} tip="正在加载…" />
    </main>
  );
}
