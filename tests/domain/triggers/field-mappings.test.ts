import { describe, expect, it } from 'vitest';
import { FieldType } from '@domain/forms/field-types';
import { fits, kindOfFormField, mappingMisfit, sourceField, targetField, type FormFieldLike } from '@domain/triggers/field-mappings';
import { FieldKind, RecordKind } from '@domain/triggers/triggers.constants';

const form: FormFieldLike[] = [
  { key: 'model', title: '机型', type: FieldType.text },
  { key: 'floor', title: '安装楼层', type: FieldType.number },
  { key: 'visit', title: '回访日期', type: FieldType.date },
  { key: 'parts', title: '配件', type: FieldType.multiSelect },
  { key: 'photo', title: '照片', type: FieldType.image },
];
const source = (f: string) => sourceField(RecordKind.order, f, [form]);
const target = (f: string) => targetField(f, form);

describe('follow-up field mappings', () => {
  it('reads a form control as the kind of value it holds, and refuses what cannot be mapped', () => {
    expect([FieldType.textarea, FieldType.number, FieldType.datetime, FieldType.cascade, FieldType.upload, FieldType.signature].map(kindOfFormField)).toEqual([
      FieldKind.text,
      FieldKind.number,
      FieldKind.datetime,
      FieldKind.codes,
      null,
      null,
    ]);
    expect(source('values.photo')).toBeUndefined();
    expect(target('values.model')).toEqual({ key: 'values.model', name: '机型', kind: FieldKind.text });
  });

  it.each([
    ['title', 'values.model', true],
    ['title', 'description', true],
    ['values.floor', 'values.model', true],
    ['values.floor', 'values.floor', true],
    ['title', 'values.floor', false],
    ['createdAt', 'values.visit', true],
    ['createdAt', 'title', false],
    ['priority', 'priority', true],
    ['templateId', 'priority', false],
    ['tagIds', 'values.parts', true],
    ['values.parts', 'values.model', false],
  ])('%s → %s fits: %s', (from, to, expected) => {
    expect(fits(source(from)!, target(to)!)).toBe(expected);
  });

  it('names the first mapping that does not fit, an unknown field, or a target mapped twice', () => {
    expect(mappingMisfit([{ sourceField: 'title', targetField: 'values.model' }], source, target)).toBeNull();
    expect(mappingMisfit([{ sourceField: 'title', targetField: 'values.floor' }], source, target)).toBe('mappings: 字段映射「工单标题 → 安装楼层」的字段类型不匹配');
    expect(mappingMisfit([{ sourceField: 'values.gone', targetField: 'title' }], source, target)).toBe('mappings: 字段映射「values.gone → 标题」的来源字段不存在');
    expect(mappingMisfit([{ sourceField: 'title', targetField: 'state' }], source, target)).toBe('mappings: 字段映射「工单标题 → state」的目标字段不存在');
    expect(
      mappingMisfit(
        [
          { sourceField: 'title', targetField: 'values.model' },
          { sourceField: 'customName', targetField: 'values.model' },
        ],
        source,
        target,
      ),
    ).toBe('mappings: 目标字段「机型」映射了两次');
    // An event has no service group to map from.
    expect(sourceField(RecordKind.event, 'serviceGroupId', [])).toBeUndefined();
  });
});
