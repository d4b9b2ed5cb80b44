/**
 * Characters no text of this product needs and PostgreSQL refuses or mangles: NUL (text and jsonb
 * reject it), the other C0 controls but tab, line feed and carriage return, DEL, and UTF-16 halves
 * without their partner (jsonb rejects the escaped lone surrogate).
 */
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path (`items.0.name`, as zod names fields) of the first key or text holding such a character, or null. */
export function findControlCharacter(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return FORBIDDEN.test(value) ? path.join('.') : null;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (FORBIDDEN.test(key)) return [...path, key].join('.');
    const found = findControlCharacter(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}
