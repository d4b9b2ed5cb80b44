import { FieldAttribute, FieldType, LinkTarget } from '../forms/field-types';
import { isOrderOwnField } from '../templates/fixed-fields';

/*
 * 自动拆单 (automatic split): an order whose form holds several products, one per product field, is split
 * into one order per product. Pure: which fields of a form hold products, and how an order's values split.
 */

/** Linked records that name a product: a product model (产品) or a customer's unit (设备档案). */
const PRODUCT_TARGETS: readonly string[] = [String(LinkTarget.product), String(LinkTarget.deviceArchive)];

/** A form field as the split reads it. */
export interface SplitFormField {
  key: string;
  title: string;
  type: number;
  fixed?: boolean;
  fieldAttributeList?: readonly { type: number; value: string }[];
}

/** The custom fields of an order form that hold one product each (a linked record to 产品 or 设备档案), in form order. */
export function productFieldsOf(fields: readonly SplitFormField[]): { key: string; title: string }[] {
  return fields
    .filter((f) => f.type === FieldType.linkedRecord && !f.fixed && !isOrderOwnField(f.key))
    .filter((f) => f.fieldAttributeList?.some((a) => a.type === FieldAttribute.linkTarget && PRODUCT_TARGETS.includes(a.value)))
    .map((f) => ({ key: f.key, title: f.title }));
}

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The product a linked value names, for messages: '格力空调|12' → 格力空调. */
export const productName = (value: string): string => value.slice(0, Math.max(value.lastIndexOf('|'), 0)) || value;

export interface SplitPlan {
  /** The original's values: its first product in the first field, the other product fields emptied. */
  keep: Record<string, unknown>;
  /** One copy's values per further product, in field order: that product in the first field, the others emptied. */
  copies: Record<string, unknown>[];
}

/**
 * How an order's values split over the rule's product fields (`fieldKeys`, the first being where each
 * order's one product lives); null when fewer than two of them are filled (nothing to split). Every
 * other value is kept on the original and on every copy.
 */
export function splitPlan(values: Readonly<Record<string, unknown>>, fieldKeys: readonly string[]): SplitPlan | null {
  const products = fieldKeys.map((key) => values[key]).filter(filled);
  if (products.length < 2 || fieldKeys.length === 0) return null;
  const emptied = Object.fromEntries(fieldKeys.map((key) => [key, null]));
  const withProduct = (product: string) => ({ ...values, ...emptied, [fieldKeys[0]]: product });
  return { keep: withProduct(products[0]), copies: products.slice(1).map(withProduct) };
}
