import { StockTakingForm } from '@/features/spare-parts/components/stock-taking-form';

/** /stockTaking 库存盘点. */
export default function StockTakingPage() {
  return <StockTakingForm />;
}
