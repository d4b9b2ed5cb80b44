import { Button, Result } from '@arco-design/web-react';
import { useLocation } from 'wouter';
import { paths } from '@/app/paths';

/** 页面不存在: the /Error404 page, and any page's answer to an address it does not know. */
export function NotFound() {
  const [, navigate] = useLocation();
  return (
    <Result
      status="404"
      title="页面不存在"
      subTitle="您访问的页面不存在或已被移除。"
      style={{ paddingTop: '12vh' }}
      extra={
        <Button type="primary" onClick={() => navigate(paths.root, { replace: true })}>
          返回首页
        </Button>
      }
    />
  );
}
