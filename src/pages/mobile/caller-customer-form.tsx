import { useState } from 'react';
import { useLocation } from 'wouter';
import { AddCustomerSchema } from '@domain/customers/customers.schemas';
import { paths } from '@/app/paths';
import { useAddCustomerMutation } from '@/features/customers/customers.api';
import { errorMessage } from '@/lib/errors';
import { FormSubmit } from './form-submit';

/**
 * A caller no customer has, made a customer on the phone (the pop-up's 新建客户): the name and the contact's name
 * typed, the caller's number as the customer's and the contact's phone. Checked with the server's own schema
 * first (its messages name the field); made, the pop-up opens again naming the new customer, which links the
 * call record to it (as choosing a customer on the PC pop-up does). A customer template's required fields the
 * phone does not carry are the server's to refuse (its message is shown; the PC version has them).
 */
export function CallerCustomerForm({ phone, popUp }: { phone: string; popUp: (customerId: number) => string }) {
  const [, navigate] = useLocation();
  const [name, setName] = useState('');
  const [contact, setContact] = useState('');
  const [problem, setProblem] = useState('');
  const [add, { isLoading }] = useAddCustomerMutation();
  const submit = async () => {
    const input = AddCustomerSchema.safeParse({ name, phone, contacts: [{ name: contact, phone, isDefault: true }], addresses: [] });
    if (!input.success) return setProblem(input.error.issues[0]?.message ?? '请检查输入');
    setProblem('');
    try {
      const made = await add({ ...input.data, customValues: {} }).unwrap();
      if (made.data) navigate(popUp(made.data.id), { replace: true });
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  return (
    <form className="m-card" aria-label="新建客户" onSubmit={(e) => (e.preventDefault(), void submit())}>
      <h3>新建客户</h3>
      <label className="m-field">
        <span>客户名称</span>
        <input className="m-input" name="name" placeholder="请输入客户名称" value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <label className="m-field">
        <span>联系人</span>
        <input className="m-input" name="contact" placeholder="请输入联系人" value={contact} onChange={(e) => setContact(e.target.value)} />
      </label>
      <p className="m-muted">
        电话 {phone}（来电号码，即客户电话和联系人电话）。更多资料请在 <a href={paths.customers.list}>电脑版</a> 补充。
      </p>
      <FormSubmit problem={problem} busy={isLoading} onSubmit={() => void submit()} />
    </form>
  );
}
