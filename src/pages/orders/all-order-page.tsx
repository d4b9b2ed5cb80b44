import { OrderView } from '@domain/orders/order.constants';
import { BatchAssignButton } from '@/features/orders/components/batch-assign-button';
import { OrderPdfExportButton } from '@/features/orders/components/order-pdf-buttons';
import { OrderListPage } from './order-list-page';
import { MapViewButton } from './map-view-button';

/** /allOrder: every order, with the full filter panel, state tabs, batch assign, bulk delete, export and PDF of the chosen rows. */
export default function AllOrderPage() {
  return (
    <OrderListPage
      view={OrderView.all}
      title="全部工单"
      stateTabs
      recycle
      exportable
      creatable
      toolbar={(context) => (
        <>
          <BatchAssignButton context={context} />
          <OrderPdfExportButton ids={context.selected} />
          <MapViewButton query={context.query} />
        </>
      )}
    />
  );
}
