import { Message } from '@arco-design/web-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { OrderView } from '@domain/orders/order.constants';
import { MobileScreen } from '@/app/mobile/mobile-screen';
import { paths } from '@/app/paths';
import { useAddCustomerMutation, useListCustomersQuery, type AddCustomerArgs } from '@/features/customers/customers.api';
import { useExternalContact } from '@/features/hosts/use-external-contact';
import { errorMessage } from '@/lib/errors';
import { LINK_BUTTON_STYLE } from './link-button';
import { OrderCards } from './order-cards';

/** The form that creates the chat's customer, linked to its WeCom external contact. */
function CreateLinked({ externalUserId }: { externalUserId: string }) {
  const [add, { isLoading }] = useAddCustomerMutation();
  const [problem, setProblem] = useState('');
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const name = String(data.get('name') ?? '').trim();
    const phone = String(data.get('phone') ?? '').trim();
    if (!name || !phone) return setProblem(!name ? '请输入客户名称' : '请输入客户电话');
    const contactName = String(data.get('contactName') ?? '').trim() || name;
    const body = { name, phone, contacts: [{ name: contactName, phone, isDefault: true }], addresses: [], external_userid: externalUserId } as AddCustomerArgs & { external_userid: string };
    try {
      await add(body).unwrap();
      Message.success('客户已创建');
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  return (
    <form className="m-card" onSubmit={(e) => void submit(e)} aria-label="新建客户">
      <h2>该聊天客户尚未关联客户档案</h2>
      <p className="m-muted">填写以下信息新建客户，并与该企业微信客户关联</p>
      <label className="m-field">
        <span>客户名称</span>
        <input className="m-input" name="name" placeholder="请输入客户名称" maxLength={50} />
      </label>
      <label className="m-field">
        <span>客户电话</span>
        <input className="m-input" name="phone" placeholder="请输入客户电话" inputMode="tel" />
      </label>
      <label className="m-field">
        <span>联系人</span>
        <input className="m-input" name="contactName" placeholder="默认与客户名称相同" />
      </label>
      {problem && (
        <p className="m-banner m-banner-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="m-btn m-btn-primary" style={{ width: '100%' }} disabled={isLoading}>
        新建客户
      </button>
    </form>
  );
}

function LinkedCustomer({ externalUserId }: { externalUserId: string }) {
  const { data: rows, error } = useListCustomersQuery({ external_userid: externalUserId, pageIndex: 0, pageSize: 10 });
  if (error) return <p className="m-empty">{errorMessage(error)}</p>;
  if (!rows) return <p className="m-empty">加载中…</p>;
  const customer = rows[0];
  if (!customer) return <CreateLinked externalUserId={externalUserId} />;
  return (
    <>
      <section className="m-card" aria-label="当前聊天客户">
        <h2>当前聊天客户</h2>
        <dl className="m-dl">
          <dt>客户名称</dt>
          <dd>{customer.name}</dd>
          <dt>客户电话</dt>
          <dd>
            <a href={`tel:${customer.phone}`}>{customer.phone}</a>
          </dd>
        </dl>
        <div className="m-actions" style={{ marginTop: 8 }}>
          <Link className="m-btn m-btn-primary" style={LINK_BUTTON_STYLE} href={paths.mobile.newOrder({ customerId: String(customer.id) })}>
            新建工单
          </Link>
        </div>
      </section>
      <h3 style={{ margin: '4px 0 8px' }}>客户的工单</h3>
      <OrderCards headingLevel={4} params={{ view: OrderView.all, customerId: customer.id }} />
    </>
  );
}

/** /m/sidebarCustomer: in WeCom's chat sidebar (360 px), the chat's customer, its orders and 新建工单. */
export default function MobileSidebarCustomerPage() {
  const contact = useExternalContact();
  return (
    <MobileScreen title="当前客户">
      {contact === undefined && <p className="m-empty">加载中…</p>}
      {contact === null && <p className="m-empty">请从企业微信客户聊天的侧边栏打开本页面</p>}
      {contact && <LinkedCustomer externalUserId={contact} />}
    </MobileScreen>
  );
}
