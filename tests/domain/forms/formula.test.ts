import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  evaluateFormula,
  formulaReferences,
  parseFormula,
  type BinaryOperator,
  type FormulaNode,
  type FormulaOperand,
  type FormulaResolver,
  type FormulaScopeValue,
} from '@domain/forms/formula';

const parsed = (text: string): FormulaNode => {
  const result = parseFormula(text);
  if (!result.ok) throw new Error(result.error.message);
  return result.ast;
};
const errorOf = (text: string) => {
  const result = parseFormula(text);
  return result.ok ? null : result.error;
};
const evaluate = (text: string, fields: Record<string, FormulaOperand> = {}) => evaluateFormula(parsed(text), (scope, name) => fields[`${scope}|${name}`]);

// Generated trees carry the formatting choices of their printed form: extra parentheses and spacing.
type GenNode =
  | { kind: 'number'; text: string; value: number; wrap: boolean }
  | { kind: 'ref'; scope: FormulaScopeValue; name: string; wrap: boolean }
  | { kind: 'negate'; operand: GenNode; wrap: boolean }
  | { kind: 'binary'; op: BinaryOperator; left: GenNode; right: GenNode; wrap: boolean; spaced: boolean };

const NAMES = ['a', 'b', 'qty_2', '单价'] as const;
const SCOPES = ['s', 'c'] as const;
const wrap = fc.constantFrom(false, false, false, true);

const numberLeaf = fc.record({ digits: fc.nat(100_000), scale: fc.integer({ min: 0, max: 4 }), wrap }).map(({ digits, scale, wrap }): GenNode => {
  const padded = String(digits).padStart(scale + 1, '0');
  const text = scale ? `${padded.slice(0, -scale)}.${padded.slice(-scale)}` : padded;
  return { kind: 'number', text, value: Number(text), wrap };
});
const refLeaf = fc.record({ scope: fc.constantFrom(...SCOPES), name: fc.constantFrom(...NAMES), wrap }).map((r): GenNode => ({ kind: 'ref', ...r }));

const { tree } = fc.letrec<{ tree: GenNode; leaf: GenNode; negate: GenNode; binary: GenNode }>((tie) => ({
  tree: fc.oneof({ maxDepth: 6, depthSize: 'small' }, tie('leaf'), tie('negate'), tie('binary'), tie('binary')),
  leaf: fc.oneof(numberLeaf, refLeaf),
  negate: fc.record({ kind: fc.constant('negate' as const), operand: tie('tree'), wrap }),
  binary: fc.record({ kind: fc.constant('binary' as const), op: fc.constantFrom<BinaryOperator>('+', '-', '*', '/'), left: tie('tree'), right: tie('tree'), wrap, spaced: fc.boolean() }),
}));
const numbersOnly = (node: GenNode): boolean =>
  node.kind === 'number' || (node.kind === 'negate' && numbersOnly(node.operand)) || (node.kind === 'binary' && numbersOnly(node.left) && numbersOnly(node.right));

const PRECEDENCE = { '+': 1, '-': 1, '*': 2, '/': 2 } as const;
const precedenceOf = (node: GenNode) => (node.kind === 'binary' ? PRECEDENCE[node.op] : node.kind === 'negate' ? 3 : 4);

/** Prints with the fewest parentheses the grammar needs (plus the generated extras); `js` keeps it valid JavaScript too. */
function print(node: GenNode, js = false, parent = 0, rightOperand = false): string {
  const own = precedenceOf(node);
  let text: string;
  if (node.kind === 'number') text = node.text;
  else if (node.kind === 'ref') text = `{${node.scope}|${node.name}}`;
  else if (node.kind === 'negate') text = `-${js ? ' ' : ''}${print(node.operand, js, 3)}`;
  else {
    const gap = node.spaced || js ? ' ' : '';
    text = `${print(node.left, js, own)}${gap}${node.op}${gap}${print(node.right, js, own, true)}`;
  }
  const needed = own < parent || (rightOperand && own === parent);
  return needed || node.wrap ? `(${text})` : text;
}

/** The tree the printed text must parse back to. */
function expected(node: GenNode): unknown {
  if (node.kind === 'number') return { kind: 'number', value: node.value };
  if (node.kind === 'ref') return { kind: 'ref', scope: node.scope, name: node.name };
  if (node.kind === 'negate') return { kind: 'negate', operand: expected(node.operand) };
  return { kind: 'binary', op: node.op, left: expected(node.left), right: expected(node.right) };
}
const withoutPositions = (node: FormulaNode): unknown => JSON.parse(JSON.stringify(node, (k, v) => (k === 'at' ? undefined : v)));

/** Direct evaluation of a generated tree with the spec's rules, written independently of the module. */
type Ref = { t: 'num'; v: number } | { t: 'missing' } | { t: 'notNumber' };
function referenceOf(node: GenNode, env: Record<string, FormulaOperand>): Ref {
  if (node.kind === 'number') return { t: 'num', v: node.value };
  if (node.kind === 'ref') {
    const raw = env[`${node.scope}|${node.name}`];
    if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '')) return { t: 'missing' };
    const v = typeof raw === 'number' ? raw : Number(raw.trim());
    return Number.isFinite(v) ? { t: 'num', v } : { t: 'notNumber' };
  }
  if (node.kind === 'negate') {
    const r = referenceOf(node.operand, env);
    return r.t === 'num' ? { t: 'num', v: -r.v } : r;
  }
  const [l, r] = [referenceOf(node.left, env), referenceOf(node.right, env)];
  if (l.t === 'notNumber' || r.t === 'notNumber') return { t: 'notNumber' };
  if (l.t === 'missing' || r.t === 'missing') return { t: 'missing' };
  if (node.op === '/' && r.v === 0) return { t: 'missing' };
  const v = { '+': l.v + r.v, '-': l.v - r.v, '*': l.v * r.v, '/': l.v / r.v }[node.op];
  return Number.isFinite(v) ? { t: 'num', v } : { t: 'notNumber' };
}
const round10 = (v: number) => Number(v.toFixed(10)) || 0;
const reference = (node: GenNode, env: Record<string, FormulaOperand>) => {
  const r = referenceOf(node, env);
  return r.t === 'num' ? round10(r.v) : r.t === 'missing' ? null : '';
};

const operand = fc.oneof(
  fc.double({ min: -1e6, max: 1e6, noNaN: true }),
  fc.integer({ min: -1000, max: 1000 }),
  fc.integer({ min: -1000, max: 1000 }).map((n) => ` ${n / 4} `),
  fc.constantFrom<FormulaOperand>(null, undefined, '', '  ', 'abc', '12元', 0),
);
const environment = fc.record(Object.fromEntries(SCOPES.flatMap((s) => NAMES.map((n) => [`${s}|${n}`, operand]))));
const resolverOf = (env: Record<string, FormulaOperand>): FormulaResolver => (scope, name) => env[`${scope}|${name}`];

describe('parseFormula and evaluateFormula against a reference', () => {
  it('parses a printed expression back to the same tree, whatever its parentheses and spacing', () => {
    fc.assert(
      fc.property(tree, (node) => {
        expect(withoutPositions(parsed(print(node)))).toEqual(expected(node));
      }),
      { numRuns: 500 },
    );
  });

  it('evaluates like a direct evaluation of the tree, for any mix of numbers, missing and non-numeric fields', () => {
    fc.assert(
      fc.property(tree, environment, (node, env) => {
        expect(evaluateFormula(parsed(print(node)), resolverOf(env))).toBe(reference(node, env));
      }),
      { numRuns: 1000 },
    );
  });

  it('agrees with JavaScript arithmetic on number-only expressions that have a numeric result', () => {
    fc.assert(
      fc.property(tree.filter(numbersOnly), (node) => {
        const ours = evaluateFormula(parsed(print(node)), () => null);
        fc.pre(typeof ours === 'number');
        expect(ours).toBe(round10(new Function(`return ${print(node, true)};`)() as number));
      }),
      { numRuns: 500 },
    );
  });

  it('never throws: any text either parses or gives an error positioned inside or just after it', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789.+-*/() {}|sc单价x（）×÷'.split('')), maxLength: 30 }), (text) => {
        const result = parseFormula(text);
        if (!result.ok) {
          expect(result.error.position).toBeGreaterThanOrEqual(1);
          expect(result.error.position).toBeLessThanOrEqual(Array.from(text).length + 1);
          expect(result.error.message).toMatch(new RegExp(`^第 ${result.error.position} 个字符：`));
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('evaluateFormula', () => {
  it('follows the usual precedence and left-to-right order', () => {
    expect(evaluate('2+3*4')).toBe(14);
    expect(evaluate('(2+3)*4')).toBe(20);
    expect(evaluate('10-4-3')).toBe(3);
    expect(evaluate('10/4/5')).toBe(0.5);
    expect(evaluate('-2*3')).toBe(-6);
    expect(evaluate('2--3')).toBe(5);
    expect(evaluate('-(2+3)*-2')).toBe(10);
  });

  it('reads decimals and rounds away binary noise to at most 10 places', () => {
    expect(evaluate('0.1+0.2')).toBe(0.3);
    expect(evaluate('1/3')).toBe(0.3333333333);
    expect(evaluate('.5*2.')).toBe(1);
    expect(evaluate('-0*5')).toBe(0);
    expect(Object.is(evaluate('-0*5'), -0)).toBe(false);
  });

  it('reads brackets and operators typed with a Chinese keyboard', () => {
    expect(evaluate('（1＋2）×3÷2－1')).toBe(3.5);
  });

  it('uses fields of the form and of the customer through the resolver, numeric text included', () => {
    expect(evaluate('{s|price}*{s|qty}+{c|fee}', { 's|price': 12.5, 's|qty': '4', 'c|fee': ' 10 ' })).toBe(60);
  });

  it('gives null when an operand is missing or empty', () => {
    expect(evaluate('{s|a}+1')).toBeNull();
    expect(evaluate('{s|a}+1', { 's|a': null })).toBeNull();
    expect(evaluate('{s|a}+1', { 's|a': '' })).toBeNull();
    expect(evaluate('-{s|a}')).toBeNull();
    expect(evaluate('{s|a}')).toBeNull();
  });

  it('gives empty text for a non-numeric operand, also when another operand is missing', () => {
    expect(evaluate('{s|a}+1', { 's|a': 'abc' })).toBe('');
    expect(evaluate('{s|a}*{s|b}', { 's|b': '12元' })).toBe('');
    expect(evaluate('{s|a}', { 's|a': Number.NaN })).toBe('');
  });

  it('gives empty text when the result is not a finite number', () => {
    expect(evaluate(`${'9'.repeat(400)}+1`)).toBe('');
    expect(evaluate('{s|a}*{s|a}', { 's|a': 1e200 })).toBe('');
  });

  it('gives null for a division by zero, even by a computed zero', () => {
    expect(evaluate('1/0')).toBeNull();
    expect(evaluate('0/0')).toBeNull();
    expect(evaluate('{s|a}/({s|b}-{s|b})+1', { 's|a': 3, 's|b': 2 })).toBeNull();
  });
});

describe('parseFormula errors', () => {
  it.each([
    ['', '第 1 个字符：公式为空'],
    ['   ', '第 1 个字符：公式为空'],
    ['(1+2', '第 5 个字符：缺少右括号'],
    ['((1+2)*3', '第 9 个字符：缺少右括号'],
    ['1+2)', '第 4 个字符：多余的右括号'],
    ['1+', '第 3 个字符：缺少运算数'],
    ['*2', '第 1 个字符：缺少运算数'],
    ['+2', '第 1 个字符：缺少运算数'],
    ['()', '第 2 个字符：缺少运算数'],
    ['1 2', '第 3 个字符：缺少运算符'],
    ['2(3)', '第 2 个字符：缺少运算符'],
    ['{s|a}{s|b}', '第 6 个字符：缺少运算符'],
    ['1.2.3+1', '第 1 个字符：数字“1.2.3”格式不正确'],
    ['1+a', '第 3 个字符：无法识别的字符“a”'],
    ['单价*2', '第 1 个字符：无法识别的字符“单”'],
    ['{s|a', '第 1 个字符：引用缺少右花括号“}”'],
    ['{s|a{s|b}', '第 1 个字符：引用缺少右花括号“}”'],
    ['2*{x|a}', '第 3 个字符：引用“{x|a}”格式不正确，应为 {s|字段} 或 {c|字段}'],
    ['{s|}', '第 1 个字符：引用“{s|}”格式不正确，应为 {s|字段} 或 {c|字段}'],
    ['{s|单价}*', '第 8 个字符：缺少运算数'],
    ['😀+1', '第 1 个字符：无法识别的字符“😀”'],
    ['1+😀', '第 3 个字符：无法识别的字符“😀”'],
  ])('refuses %j with "%s"', (text, message) => {
    expect(errorOf(text)?.message).toBe(message);
  });

  it('gives the position as a number too', () => {
    expect(errorOf('(1+2')).toEqual({ position: 5, message: '第 5 个字符：缺少右括号' });
  });
});

describe('formulaReferences', () => {
  it('lists every reference in reading order with its position', () => {
    expect(formulaReferences(parsed('{s|a}*{c|b}+-({s|a})'))).toEqual([
      { scope: 's', name: 'a', at: 1 },
      { scope: 'c', name: 'b', at: 7 },
      { scope: 's', name: 'a', at: 15 },
    ]);
    expect(formulaReferences(parsed('1+2'))).toEqual([]);
  });
});
