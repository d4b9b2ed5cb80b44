/**
 * The one formula evaluator of computed fields (types 19 and 20), used by the renderer as the user
 * types and by the server when it saves (the server's value wins).
 *
 * Grammar: + - * / with the usual precedence, parentheses, unary minus, decimal numbers, and field
 * references {s|name} and {c|name}:
 * - s ("self"): a field of the same form, by its key;
 * - c ("customer"): a field of the record the form belongs to (the order's customer, a contract's
 *   client), by its key; the caller's resolver decides what that record is.
 * Full-width brackets and operators typed with a Chinese keyboard (（ ） ＋ － × ＊ ÷ ／) are read as
 * their ASCII forms.
 *
 * Results: a missing operand (null, undefined, empty text) gives null; a non-numeric operand or a
 * non-finite result gives '' (empty text); '' wins over null when both occur. Division by zero gives
 * null, as if the divisor were missing, so a half-filled form shows nothing rather than an error.
 * The final result is rounded to at most 10 decimal places (0.1 + 0.2 gives 0.3).
 */
export const FormulaScope = { self: 's', customer: 'c' } as const;
export type FormulaScopeValue = (typeof FormulaScope)[keyof typeof FormulaScope];

export type BinaryOperator = '+' | '-' | '*' | '/';

export type FormulaNode =
  | { kind: 'number'; value: number }
  /** `at`: 1-based position of the reference's '{' in the formula text. */
  | { kind: 'ref'; scope: FormulaScopeValue; name: string; at: number }
  | { kind: 'negate'; operand: FormulaNode }
  | { kind: 'binary'; op: BinaryOperator; left: FormulaNode; right: FormulaNode };

export interface FormulaParseError {
  /** 1-based character position; one past the end when something is missing at the end. */
  position: number;
  /** '第 N 个字符：reason'. */
  message: string;
}

export type FormulaParseResult = { ok: true; ast: FormulaNode } | { ok: false; error: FormulaParseError };

export const FormulaErrors = {
  empty: '公式为空',
  unknownChar: (ch: string) => `无法识别的字符“${ch}”`,
  badNumber: (text: string) => `数字“${text}”格式不正确`,
  unclosedRef: '引用缺少右花括号“}”',
  badRef: (text: string) => `引用“${text}”格式不正确，应为 {s|字段} 或 {c|字段}`,
  missingOperand: '缺少运算数',
  missingOperator: '缺少运算符',
  missingRightParen: '缺少右括号',
  extraRightParen: '多余的右括号',
} as const;

const positioned = (position: number, reason: string): FormulaParseError => ({ position, message: `第 ${position} 个字符：${reason}` });

type Token =
  | { t: 'number'; value: number; at: number }
  | { t: 'ref'; scope: FormulaScopeValue; name: string; at: number }
  | { t: 'op'; op: BinaryOperator; at: number }
  | { t: '(' | ')' | 'end'; at: number };

const FULL_WIDTH: Record<string, string> = { '（': '(', '）': ')', '＋': '+', '－': '-', '×': '*', '＊': '*', '÷': '/', '／': '/' };
const NUMBER_TEXT = /^(\d+\.?\d*|\.\d+)$/;
const REF_TEXT = /^([sc])\|([^{}|]+)$/;

class ParseFailure extends Error {
  constructor(readonly detail: FormulaParseError) {
    super(detail.message);
  }
}
function fail(position: number, reason: string): never {
  throw new ParseFailure(positioned(position, reason));
}

function tokenize(text: string): Token[] {
  // Code points, so a position counts characters as the user sees them.
  const chars = Array.from(text, (ch) => FULL_WIDTH[ch] ?? ch);
  const tokens: Token[] = [];
  let i = 0;
  while (i < chars.length) {
    const ch = chars[i];
    const at = i + 1;
    if (/\s/.test(ch)) {
      i += 1;
    } else if (/[\d.]/.test(ch)) {
      let end = i;
      while (end < chars.length && /[\d.]/.test(chars[end])) end += 1;
      const numberText = chars.slice(i, end).join('');
      if (!NUMBER_TEXT.test(numberText)) fail(at, FormulaErrors.badNumber(numberText));
      tokens.push({ t: 'number', value: Number(numberText), at });
      i = end;
    } else if (ch === '{') {
      const close = chars.indexOf('}', i + 1);
      const open = chars.indexOf('{', i + 1);
      if (close < 0 || (open >= 0 && open < close)) fail(at, FormulaErrors.unclosedRef);
      const inner = chars.slice(i + 1, close).join('');
      const m = REF_TEXT.exec(inner);
      if (!m) fail(at, FormulaErrors.badRef(`{${inner}}`));
      tokens.push({ t: 'ref', scope: m[1] as FormulaScopeValue, name: m[2], at });
      i = close + 1;
    } else if (ch === '+' || ch === '-' || ch === '*' || ch === '/') {
      tokens.push({ t: 'op', op: ch, at });
      i += 1;
    } else if (ch === '(' || ch === ')') {
      tokens.push({ t: ch, at });
      i += 1;
    } else {
      fail(at, FormulaErrors.unknownChar(ch));
    }
  }
  tokens.push({ t: 'end', at: chars.length + 1 });
  return tokens;
}

/** Recursive descent: expression := term (± term)*, term := unary (×÷ unary)*, unary := -unary | primary. */
function parseTokens(tokens: Token[]): FormulaNode {
  let index = 0;
  const peek = () => tokens[index];
  const isOp = (token: Token, ...ops: BinaryOperator[]): token is Extract<Token, { t: 'op' }> => token.t === 'op' && ops.includes(token.op);

  const expression = (): FormulaNode => {
    let node = term();
    for (let token = peek(); isOp(token, '+', '-'); token = peek()) {
      index += 1;
      node = { kind: 'binary', op: token.op, left: node, right: term() };
    }
    return node;
  };
  const term = (): FormulaNode => {
    let node = unary();
    for (let token = peek(); isOp(token, '*', '/'); token = peek()) {
      index += 1;
      node = { kind: 'binary', op: token.op, left: node, right: unary() };
    }
    return node;
  };
  const unary = (): FormulaNode => {
    if (isOp(peek(), '-')) {
      index += 1;
      return { kind: 'negate', operand: unary() };
    }
    return primary();
  };
  const primary = (): FormulaNode => {
    const token = tokens[index];
    index += 1;
    if (token.t === 'number') return { kind: 'number', value: token.value };
    if (token.t === 'ref') return { kind: 'ref', scope: token.scope, name: token.name, at: token.at };
    if (token.t === '(') {
      const inner = expression();
      expectAfterOperand(')');
      index += 1;
      return inner;
    }
    return fail(token.at, FormulaErrors.missingOperand);
  };
  // After a complete operand only an operator or the expected closer may follow.
  const expectAfterOperand = (closer: ')' | 'end') => {
    const token = peek();
    if (token.t === closer) return;
    if (token.t === 'end') fail(token.at, FormulaErrors.missingRightParen);
    if (token.t === ')') fail(token.at, FormulaErrors.extraRightParen);
    fail(token.at, FormulaErrors.missingOperator);
  };

  if (peek().t === 'end') fail(1, FormulaErrors.empty);
  const ast = expression();
  expectAfterOperand('end');
  return ast;
}

/** The formula's syntax tree, or the first error with its position. */
export function parseFormula(text: string): FormulaParseResult {
  try {
    return { ok: true, ast: parseTokens(tokenize(text)) };
  } catch (error) {
    if (error instanceof ParseFailure) return { ok: false, error: error.detail };
    throw error;
  }
}

export interface FormulaReference {
  scope: FormulaScopeValue;
  name: string;
  at: number;
}

/** Every reference of the formula in reading order (a field used twice appears twice). */
export function formulaReferences(ast: FormulaNode): FormulaReference[] {
  switch (ast.kind) {
    case 'number':
      return [];
    case 'ref':
      return [{ scope: ast.scope, name: ast.name, at: ast.at }];
    case 'negate':
      return formulaReferences(ast.operand);
    case 'binary':
      return [...formulaReferences(ast.left), ...formulaReferences(ast.right)];
  }
}

export type FormulaOperand = number | string | null | undefined;
export type FormulaResolver = (scope: FormulaScopeValue, name: string) => FormulaOperand;
/** A number, null (an operand is missing, or a division by zero) or '' (not a number). */
export type FormulaValue = number | null | '';

const NUMERIC_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** A resolved field value as an operand: numbers and numeric text count, empty is missing, the rest is not a number. */
export function toOperand(value: FormulaOperand): FormulaValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  const text = value.trim();
  if (text === '') return null;
  return NUMERIC_TEXT.test(text) ? Number(text) : '';
}

/** Rounds to at most `places` decimals, and never gives -0. */
export function roundDecimals(value: number, places: number): number {
  const rounded = Number(value.toFixed(places));
  return rounded === 0 ? 0 : rounded;
}

const RESULT_DECIMALS = 10;

function evaluateNode(node: FormulaNode, resolve: FormulaResolver): FormulaValue {
  switch (node.kind) {
    case 'number':
      return toOperand(node.value);
    case 'ref':
      return toOperand(resolve(node.scope, node.name));
    case 'negate': {
      const value = evaluateNode(node.operand, resolve);
      return typeof value === 'number' ? -value : value;
    }
    case 'binary': {
      const left = evaluateNode(node.left, resolve);
      const right = evaluateNode(node.right, resolve);
      if (left === '' || right === '') return '';
      if (left === null || right === null) return null;
      if (node.op === '/' && right === 0) return null;
      const result = node.op === '+' ? left + right : node.op === '-' ? left - right : node.op === '*' ? left * right : left / right;
      return Number.isFinite(result) ? result : '';
    }
  }
}

/** The formula's value with the fields `resolve` gives; see the file comment for null and ''. */
export function evaluateFormula(ast: FormulaNode, resolve: FormulaResolver): FormulaValue {
  const value = evaluateNode(ast, resolve);
  return typeof value === 'number' ? roundDecimals(value, RESULT_DECIMALS) : value;
}
