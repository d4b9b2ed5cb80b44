import { Link, useSearch } from 'wouter';
import { canCreate } from '@domain/orders/order.machine';
import { TemplateKind } from '@domain/templates/template.constants';
import { MobileScreen } from '@/app/mobile/mobile-screen';
import { paths } from '@/app/paths';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { useListOrderTypeOptionsQuery } from '@/features/templates/templates.api';
import { errorMessage } from '@/lib/errors';

/** /m/newOrder: choose the order type the user's role may create; the link's origin (customer, event) goes along. */
export default function MobileNewOrderPage() {
  const search = useSearch();
  const { data: user } = useGetSessionUserQuery();
  const { data: types, error } = useListOrderTypeOptionsQuery();
  const allowed = types?.filter((t) => user && canCreate(t.kind, { role: user.sysrole }).ok);
  return (
    <MobileScreen title="新建工单" back>
      {error && <p className="m-empty">{errorMessage(error)}</p>}
      {!allowed && !error && <p className="m-empty">加载中…</p>}
      {allowed?.length === 0 && <p className="m-empty">当前角色没有可创建的工单类型</p>}
      {!!allowed?.length && (
        <section className="m-card" aria-label="工单类型">
          <h2>选择工单类型</h2>
          <ul className="m-list">
            {allowed.map((t) => (
              <li key={t.id}>
                <Link href={paths.mobile.newOrderOfType(t.id, search)}>
                  {t.name}
                  <span className="m-muted">{t.kind === TemplateKind.internal ? '内部工单' : '外部工单'} ›</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </MobileScreen>
  );
}
