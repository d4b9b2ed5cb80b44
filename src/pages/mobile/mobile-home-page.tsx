import { Link } from 'wouter';
import { MobileScreen } from '@/app/mobile/mobile-screen';
import { paths } from '@/app/paths';
import { useCountNoticesQuery } from '@/features/notices/notices.api';
import { useGetTodosQuery } from '@/features/shell/home.api';
import { isMobileTarget, todoTarget } from './mobile-links';

const UNREAD_BADGE = { background: 'rgb(200, 51, 51)', color: '#fff' } as const;

/** /m: the to-do home (waitToDoList): one line per list the user's menu has, with its count. */
export default function MobileHomePage() {
  const { data: todos, isLoading, isError } = useGetTodosQuery();
  const { data: notices } = useCountNoticesQuery();
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
      <section className="m-card" aria-label="常用">
        <ul className="m-list">
          <li>
            <Link href={paths.mobile.day}>我的行程</Link>
          </li>
          <li>
            <Link href={paths.mobile.scan}>扫码</Link>
          </li>
          <li>
            <Link href={paths.mobile.messages}>
              <span>消息</span>
              {/* The name a screen reader says is 消息（N条未读）; the badge is what the eye reads. */}
              {!!notices?.unread && (
                <>
                  <span className="m-count" style={UNREAD_BADGE} aria-hidden>
                    {notices.unread > 99 ? '99+' : notices.unread}
                  </span>
                  <span className="m-sr-only">（{notices.unread}条未读）</span>
                </>
              )}
            </Link>
          </li>
        </ul>
      </section>
    </MobileScreen>
  );
}
