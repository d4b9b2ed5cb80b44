/**
 * Chinese full-text search without a dictionary: text is cut into runs of Han characters, cut again
 * into overlapping character pairs (空调不制冷 → 空调 调不 不制 制冷), and runs of other letters and
 * digits, kept whole as words (lower case, full-width folded). A query is cut the same way and every
 * piece must be there: 空调 制冷 finds 空调不制冷. PostgreSQL stores the pieces as a tsvector built here
 * (its text form, so no parser or dictionary of the server is involved: the same on PGlite and
 * PostgreSQL) behind a GIN index, and ranks with ts_rank_cd over weights (title A, body B).
 */

/** Positions a tsvector keeps (PostgreSQL clamps larger ones). */
export const MAX_POSITION = 16_383;
/** A word longer than this is cut (no one searches for a 40-letter word). */
const MAX_WORD = 40;

const RUN = /\p{Script=Han}+|(?:(?!\p{Script=Han})[\p{L}\p{N}])+/gu;
const HAN = /^\p{Script=Han}/u;

/** NFKC and lower case, one character at a time, with where each output character came from. */
function fold(text: string): { folded: string; origin: number[] } {
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const ch of text) {
    const f = ch.normalize('NFKC').toLowerCase();
    const out = f.length > 0 ? f : ch;
    folded += out;
    for (let i = 0; i < out.length; i++) origin.push(index);
    index += ch.length;
  }
  origin.push(index);
  return { folded, origin };
}

/** The runs of a text: Han runs and words, folded, in order. */
export function runs(text: string): { run: string; han: boolean }[] {
  return [...fold(text).folded.matchAll(RUN)].map((m) => ({ run: m[0], han: HAN.test(m[0]) }));
}

/** The pieces of a text in order: Han pairs (a lone Han character stays one piece) and words. */
export function segment(text: string): string[] {
  const out: string[] = [];
  for (const { run, han } of runs(text)) {
    if (!han) {
      out.push([...run].slice(0, MAX_WORD).join(''));
      continue;
    }
    const chars = [...run];
    if (chars.length === 1) out.push(run);
    for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i] + chars[i + 1]);
  }
  return out;
}

const quote = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * The text form of a tsvector for an article: the title's pieces weighted A, the body's B, each piece
 * with its positions (the body's after the title's), so ts_rank_cd sees both weight and nearness.
 */
export function searchVector(title: string, body: string): string {
  const positions = new Map<string, string[]>();
  let position = 0;
  const add = (text: string, weight: 'A' | 'B') => {
    for (const piece of segment(text)) {
      if (position >= MAX_POSITION) return;
      position++;
      const list = positions.get(piece) ?? [];
      list.push(`${position}${weight}`);
      positions.set(piece, list);
    }
    position++; // a gap: the title's last piece is not next to the body's first
  };
  add(title, 'A');
  add(body, 'B');
  return [...positions].map(([lexeme, at]) => `${quote(lexeme)}:${at.join(',')}`).join(' ');
}

/**
 * The text form of a tsquery for what a person typed: every piece required; a lone Han character and
 * words match as prefixes (空 finds 空调, kfr finds kfr-35gw). Null when nothing searchable was typed.
 */
export function searchQuery(typed: string): string | null {
  const pieces = new Set<string>();
  const prefixes = new Set<string>();
  for (const { run, han } of runs(typed)) {
    const chars = [...run];
    if (!han || chars.length === 1) prefixes.add(chars.slice(0, MAX_WORD).join(''));
    else for (let i = 0; i + 1 < chars.length; i++) pieces.add(chars[i] + chars[i + 1]);
  }
  const terms = [...[...pieces].map(quote), ...[...prefixes].filter((p) => !pieces.has(p)).map((p) => `${quote(p)}:*`)];
  return terms.length === 0 ? null : terms.join(' & ');
}

/** A part of a text, marked when it is one of the query's words. */
export interface Marked {
  text: string;
  hit: boolean;
}

/** The spans (start, end) of `text` where a run of the query occurs, merged and in order. */
function hitSpans(text: string, typed: string): [number, number][] {
  const { folded, origin } = fold(text);
  const spans: [number, number][] = [];
  for (const { run } of runs(typed)) {
    let from = folded.indexOf(run);
    while (from >= 0) {
      spans.push([origin[from], origin[from + run.length]]);
      from = folded.indexOf(run, from + run.length);
    }
  }
  spans.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([...span]);
  }
  return merged;
}

/** `text` cut into parts, the query's words marked (空调 and 制冷 in 空调不制冷 for the query 空调 制冷). */
export function highlight(text: string, typed: string): Marked[] {
  const out: Marked[] = [];
  let at = 0;
  for (const [start, end] of hitSpans(text, typed)) {
    if (start > at) out.push({ text: text.slice(at, start), hit: false });
    out.push({ text: text.slice(start, end), hit: true });
    at = end;
  }
  if (at < text.length || out.length === 0) out.push({ text: text.slice(at), hit: false });
  return out;
}

/** About `length` characters of `text` around its first hit (the start when none), marked. */
export function snippet(text: string, typed: string, length: number): Marked[] {
  const flat = text.replace(/\s+/g, ' ').trim();
  const first = hitSpans(flat, typed)[0]?.[0] ?? 0;
  const start = Math.max(0, Math.min(first - Math.floor(length / 4), flat.length - length));
  const cut = flat.slice(start, start + length);
  const marked = highlight(cut, typed);
  if (start > 0) marked.unshift({ text: '…', hit: false });
  if (start + length < flat.length) marked.push({ text: '…', hit: false });
  return marked;
}

/** Pieces of a long text (an order's description) a suggestion looks for, any of them: at most this many. */
const MAX_SUGGEST_PIECES = 24;

/** The text form of a tsquery taking any piece of `text` (the best articles share the most), or null. */
export function anyPieceQuery(text: string): string | null {
  const pieces = [...new Set(segment(text))].slice(0, MAX_SUGGEST_PIECES);
  return pieces.length === 0 ? null : pieces.map(quote).join(' | ');
}
