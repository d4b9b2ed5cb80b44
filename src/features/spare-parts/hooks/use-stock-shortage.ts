import { fromNumeric } from '@domain/spare-parts/quantity';
import { useLazyListSpareStockQuery } from '../spare-parts.api';

/**
 * The lines a warehouse cannot give now, as text (压缩机现有0，需要5): a movement filed for approval is
 * not checked against stock until it is approved, so its sender is told at once what is short.
 */
export function useStockShortage() {
  const [readStock] = useLazyListSpareStockQuery();
  return async (warehouseId: number, lines: { partId: number; qty: string }[]): Promise<string[]> => {
    const short: string[] = [];
    for (const line of lines) {
      const { list } = await readStock({ warehouseId, partId: line.partId, pageIndex: 0, pageSize: 10 }).unwrap();
      const row = list.at(0);
      const held = row?.qty ?? '0';
      if (fromNumeric(held) < fromNumeric(line.qty)) short.push(`${row?.partName ?? '备件'}现有${held}，需要${line.qty}`);
    }
    return short;
  };
}
