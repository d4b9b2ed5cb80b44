import { describe, expect, it } from 'vitest';
import { placementRefusal } from '@domain/knowledge/category-tree';
import { anyPieceQuery, highlight, searchQuery, searchVector, segment, snippet } from '@domain/knowledge/search-text';

describe('segment', () => {
  it.each([
    ['Han runs become overlapping pairs', '空调不制冷', ['空调', '调不', '不制', '制冷']],
    ['a lone Han character stays whole', '空 调', ['空', '调']],
    ['words stay whole, lower case', 'KFR-35GW 空调', ['kfr', '35gw', '空调']],
    ['full-width letters and digits fold', 'ＫＦＲ３５', ['kfr35']],
    ['Han next to latin splits', 'E1故障', ['e1', '故障']],
    ['punctuation separates runs', '空调，制冷！', ['空调', '制冷']],
    ['nothing searchable', '，。！ ', []],
  ] as const)('%s', (_, text, expected) => {
    expect(segment(text)).toEqual(expected);
  });
});

describe('searchQuery', () => {
  it.each([
    ['two words, both required', '空调 制冷', "'空调' & '制冷'"],
    ['a phrase is all its pairs', '空调不制冷', "'空调' & '调不' & '不制' & '制冷'"],
    ['a lone Han character is a prefix', '空', "'空':*"],
    ['a word is a prefix', 'KFR', "'kfr':*"],
    ['repeated pieces once', '空调 空调', "'空调'"],
    ['a quote is escaped', "it's", "'it':* & 's':*"],
    ['nothing searchable gives null', '！？', null],
  ] as const)('%s', (_, typed, expected) => {
    expect(searchQuery(typed)).toBe(expected);
  });
});

describe('searchVector', () => {
  it.each([
    ['title pieces weigh A, body pieces B, with positions', '空调', '不制冷', "'空调':1A '不制':3B '制冷':4B"],
    ['a piece in both keeps both positions', '制冷', '制冷', "'制冷':1A,3B"],
    ['a quote separates words', "a'b", '', "'a':1A 'b':2A"],
    ['empty text gives an empty vector', '', '', ''],
  ] as const)('%s', (_, title, body, expected) => {
    expect(searchVector(title, body)).toBe(expected);
  });

  it('stops at the positions a tsvector keeps', () => {
    const vector = searchVector('', '空调'.repeat(20_000));
    expect(vector.split(',').length).toBeLessThanOrEqual(16_383);
  });
});

describe('anyPieceQuery', () => {
  it.each([
    ['any piece of a description', '空调不制冷', "'空调' | '调不' | '不制' | '制冷'"],
    ['nothing searchable gives null', '……', null],
  ] as const)('%s', (_, text, expected) => {
    expect(anyPieceQuery(text)).toBe(expected);
  });
});

const marked = (parts: { text: string; hit: boolean }[]) => parts.map((p) => (p.hit ? `[${p.text}]` : p.text)).join('');

describe('highlight', () => {
  it.each([
    ['each query word marked', '空调不制冷怎么办', '空调 制冷', '[空调]不[制冷]怎么办'],
    ['every occurrence', '空调、空调', '空调', '[空调]、[空调]'],
    ['case and width folded, original text kept', 'ＫＦＲ-35GW 说明', 'kfr', '[ＫＦＲ]-35GW 说明'],
    ['overlapping words merge', '空调制冷', '空调 调制', '[空调制]冷'],
    ['no hit, the text unmarked', '热水器', '空调', '热水器'],
    ['empty text', '', '空调', ''],
  ] as const)('%s', (_, text, typed, expected) => {
    expect(marked(highlight(text, typed))).toBe(expected);
  });
});

describe('snippet', () => {
  it.each([
    ['short text whole', '先检查遥控器，再清洗过滤网', '过滤网', 40, '先检查遥控器，再清洗[过滤网]'],
    ['a long text cut around the first hit', `${'甲'.repeat(50)}制冷${'乙'.repeat(50)}`, '制冷', 12, `…甲甲甲[制冷]乙乙乙乙乙乙乙…`],
  ] as const)('%s', (_, text, typed, length, expected) => {
    expect(marked(snippet(text, typed, length))).toBe(expected);
  });
});

describe('placementRefusal', () => {
  const tree = [
    { id: 1, parentId: null },
    { id: 2, parentId: 1 },
    { id: 3, parentId: 2 },
    { id: 4, parentId: null },
    { id: 5, parentId: 4 },
  ];
  it.each([
    ['a new root', undefined, null, null],
    ['a new third level', undefined, 2, null],
    ['a new fourth level', undefined, 3, '分类最多三级'],
    ['under itself', 1, 1, '不能把分类移到它自己或它的下级分类下'],
    ['under its own child', 1, 3, '不能把分类移到它自己或它的下级分类下'],
    ['a two-level branch under a second level', 4, 2, '分类最多三级'],
    ['a two-level branch under a root', 4, 1, null],
    ['a leaf moved to the top', 3, null, null],
  ] as const)('%s', (_, id, parentId, expected) => {
    expect(placementRefusal(tree, id, parentId)).toBe(expected);
  });
});
