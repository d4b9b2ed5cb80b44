import { TemplateKind } from '@domain/templates/template.constants';
import OrderCreatePage from './order-create-page';

/** /order/createInner/{tempId}: a new internal order. */
export default function OrderCreateInnerPage() {
  return <OrderCreatePage kind={TemplateKind.internal} />;
}
