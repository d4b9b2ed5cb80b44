import { Link } from 'wouter';
import { MobileScreen } from '@/app/mobile/mobile-screen';
import { paths } from '@/app/paths';
import { CustomerLine, CustomerSearch } from './customer-search';

/** /m/customers: customer lookup by name or phone; a customer opens its page (call, navigate, orders). */
export default function MobileCustomersPage() {
  return (
    <MobileScreen title="客户" back>
      <CustomerSearch
        renderItem={(customer) => (
          <Link href={paths.mobile.customer(customer.id)}>
            <CustomerLine customer={customer} />
            <span aria-hidden>›</span>
          </Link>
        )}
      />
    </MobileScreen>
  );
}
