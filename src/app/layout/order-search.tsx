import { Input } from '@arco-design/web-react';
import { useLocation } from 'wouter';
import { paths } from '@/app/paths';

/** The global order search of the home menu: Enter opens all orders filtered by the keyword. */
export function OrderSearch() {
  const [, navigate] = useLocation();

  const handleSearch = (value: string) => {
    const keyword = value.trim();
    if (keyword) navigate(paths.allOrder(keyword));
  };

  return <Input.Search allowClear placeholder="搜索工单" aria-label="搜索工单" style={{ width: 200 }} onSearch={handleSearch} />;
}
