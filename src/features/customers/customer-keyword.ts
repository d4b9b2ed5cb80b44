/** A picker or quick search keyword: digits (and phone separators) search phones, anything else names. */
export function keywordFilter(keyword: string): { name?: string; phone?: string } {
  const text = keyword.trim();
  if (!text) return {};
  return /^[\d\s()+-]+$/.test(text) ? { phone: text } : { name: text };
}
