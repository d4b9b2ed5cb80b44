import { Button, Result } from '@arco-design/web-react';
import { useLocation } from 'wouter';
import { paths } from '@/app/paths';

/** /detailError: the current role lacks the permission a page needs. */
export default function DetailErrorPage() {
  const [, navigate] = useLocation();
  return (
    <Result
      status="403"
      title="没有权限访问该页面"
      subTitle="您当前的角色没有该页面的权限，如需访问请联系企业管理员，或切换到有权限的角色。"
      style={{ paddingTop: '12vh' }}
      extra={
        <Button type="primary" onClick={() => navigate(paths.root, { replace: true })}>
          返回首页
        </Button>
      }
    />
  );
}
