import { Link } from 'wouter';
import { MobileScreen } from '@/app/mobile/mobile-screen';
import { useGetTodosQuery } from '@/features/shell/home.api';
import { isMobileTarget, todoTarget } from './mobile-links';

/** /m: the to-do home (waitToDoList): one line per list the user's menu has, with its count. */
export default function MobileHomePage() {
  const { data: todos, isLoading, isError } = useGetTodosQuery();
  return (
    <MobileScreen title="我的待办">
      <section className="m-card" aria-label="待办">
        {isLoading && <p className="m-muted">加载中…</p>}
        {isError && !todos && <p className="m-muted">待办加载失败，请检查网络</p>}
        <ul className="m-list">
          {todos?.map((todo) => {
            const target = todoTarget(todo.key, todo.route);
            const content = (
              <>
                <span>
                  {todo.name}
                  {!isMobileTarget(target) && <span className="m-muted">（电脑版）</span>}
                </span>
                <span className="m-count">{todo.count}</span>
              </>
            );
            return <li key={todo.key}>{isMobileTarget(target) ? <Link href={target}>{content}</Link> : <a href={target}>{content}</a>}</li>;
          })}
        </ul>
        {todos?.length === 0 && <p className="m-empty">没有待办</p>}
      </section>
    </MobileScreen>
  );
}
