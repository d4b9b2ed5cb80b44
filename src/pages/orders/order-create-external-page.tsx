import { TemplateKind } from '@domain/templates/template.constants';
import OrderCreatePage from './order-create-page';

/** /order/createExternal/{tempId}: a new (customer) order. */
export default function OrderCreateExternalPage() {
  return <OrderCreatePage kind={TemplateKind.external} />;
}
