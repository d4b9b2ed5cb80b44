import { Card, Message } from '@arco-design/web-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { CustomerProductRow } from '@domain/products/products.schemas';
import { DetailEntityType } from '@domain/templates/fixed-fields';
import { CustomerProductDialog } from '@/features/products/components/customer-product-dialog';
import { CustomerProductTable } from '@/features/products/components/customer-product-table';
import { useGenerateQrMutation } from '@/features/products/products.api';
import { errorMessage } from '@/lib/errors';
import { CustomerField } from './customer-field';
import { DetailFieldsButton } from './detail-fields-drawer';
import { productPaths } from './product-paths';
import { useDetailFields, useProductAccess } from './use-product-access';

export interface CustomerProductsPanelProps {
  /** Only this customer's products (the customer detail page's tab). */
  customerId?: number;
}

/** Customer products with add, edit, delete and printing the QR codes of the chosen ones. */
export function CustomerProductsPanel({ customerId }: CustomerProductsPanelProps) {
  const { writes } = useProductAccess();
  const customFields = useDetailFields(DetailEntityType.customerProduct);
  const [dialog, setDialog] = useState<{ row: CustomerProductRow | null } | null>(null);
  const [generate] = useGenerateQrMutation();
  const [, navigate] = useLocation();

  // Codes are made for the chosen products that have none, then the sheet opens with all of them.
  const handlePrintQr = async (rows: CustomerProductRow[]) => {
    try {
      const { data } = await generate({ customerProductIds: rows.map((r) => r.id) }).unwrap();
      navigate(productPaths.qrSheet(0, data!.codes.map((c) => c.id)));
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };

  return (
    <>
      <CustomerProductTable
        customerId={customerId}
        canManage={writes}
        detailHref={productPaths.customerProductDetail}
        customerHref={customerId ? undefined : productPaths.customerDetail}
        onAdd={() => setDialog({ row: null })}
        onEdit={(row) => setDialog({ row })}
        onPrintQr={writes ? handlePrintQr : undefined}
      />
      {dialog && (
        <CustomerProductDialog
          row={dialog.row}
          customerId={customerId}
          customerPicker={<CustomerField />}
          customFields={customFields}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}

/** /productManage 客户产品. */
export default function ProductManagePage() {
  const { admin } = useProductAccess();
  return (
    <Card bordered={false} title="客户产品" extra={admin && <DetailFieldsButton type={DetailEntityType.customerProduct} />}>
      <CustomerProductsPanel />
    </Card>
  );
}
