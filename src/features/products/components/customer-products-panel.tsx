import { Message } from '@arco-design/web-react';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { CustomerProductRow } from '@domain/products/products.schemas';
import { DetailEntityType } from '@domain/templates/fixed-fields';
import { errorMessage } from '@/lib/errors';
import { useGenerateQrMutation } from '../products.api';
import { useDetailFields } from '@/components/detail-forms/use-detail-fields';
import { useProductAccess } from '../use-product-access';
import { CustomerProductDialog } from './customer-product-dialog';
import { CustomerProductTable } from './customer-product-table';
import { paths } from '@/app/paths';

export interface CustomerProductsPanelProps {
  /** Only this customer's products (the customer detail page's tab). */
  customerId?: number;
  /** The customer field of the add and edit dialog. */
  customerPicker: ReactNode;
  /** Saved search plans of this list screen (none inside a detail page). */
  planKey?: string;
}

/** Customer products with add, edit, delete and printing the QR codes of the chosen ones. */
export function CustomerProductsPanel({ customerId, customerPicker, planKey }: CustomerProductsPanelProps) {
  const { writes } = useProductAccess();
  const customFields = useDetailFields(DetailEntityType.customerProduct);
  const [dialog, setDialog] = useState<{ row: CustomerProductRow | null } | null>(null);
  const [generate] = useGenerateQrMutation();
  const [, navigate] = useLocation();

  // Codes are made for the chosen products that have none, then the sheet opens with all of them.
  const handlePrintQr = async (rows: CustomerProductRow[]) => {
    try {
      const { data } = await generate({ customerProductIds: rows.map((r) => r.id) }).unwrap();
      navigate(paths.products.qrSheet(0, data!.codes.map((c) => c.id)));
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };

  return (
    <>
      <CustomerProductTable
        customerId={customerId}
        canManage={writes}
        detailHref={paths.products.customerProductDetail}
        customerHref={customerId ? undefined : paths.products.customerDetail}
        onAdd={() => setDialog({ row: null })}
        onEdit={(row) => setDialog({ row })}
        onPrintQr={writes ? handlePrintQr : undefined}
        planKey={planKey}
      />
      {dialog && (
        <CustomerProductDialog row={dialog.row} customerId={customerId} customerPicker={customerPicker} customFields={customFields} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
