import { attributeValue } from '../forms/form-definition.check';
import { FieldAttribute, FieldType, LinkTarget } from '../forms/field-types';
import type { AddressValue } from '../forms/field-values';
import type { FormField } from '../forms/form-definition.schemas';
import { orderCustomFields } from '../templates/fixed-fields';
import type { TemplateField } from '../templates/template-form.schemas';

/** How the portal draws a field: a phone's own input for it. */
export type PortalControl =
  | 'text'
  | 'textarea'
  | 'number'
  | 'url'
  | 'date'
  | 'time'
  | 'datetime'
  | 'select'
  | 'rating'
  | 'multi'
  | 'switch'
  | 'tick'
  | 'images'
  | 'note'
  | 'address'
  | 'cascade'
  | 'files'
  | 'position'
  | 'record'
  | 'signature';

/**
 * The custom-field controls a customer fills in the portal's 服务申请 (issue 37), each with the input the portal
 * draws for it. 计算公式 and 费用金额 are computed by the server, and a 关联记录 of a kind the customer has none of
 * (备件, 设备档案, 人员) is the service provider's: the portal leaves those out and does not require them of the
 * customer; staff complete them when they edit the order. The portal's page gets the control with each field, so
 * it carries no table of field types of its own.
 */
export const PORTAL_CONTROLS: Readonly<Partial<Record<number, PortalControl>>> = {
  [FieldType.text]: 'text',
  [FieldType.scan]: 'text',
  [FieldType.textarea]: 'textarea',
  [FieldType.number]: 'number',
  [FieldType.hyperlink]: 'url',
  [FieldType.date]: 'date',
  [FieldType.time]: 'time',
  [FieldType.datetime]: 'datetime',
  [FieldType.radio]: 'select',
  [FieldType.rating]: 'rating',
  [FieldType.multiSelect]: 'multi',
  [FieldType.switch]: 'switch',
  [FieldType.tick]: 'tick',
  [FieldType.image]: 'images',
  [FieldType.images]: 'images',
  [FieldType.explanation]: 'note',
  [FieldType.address]: 'address',
  [FieldType.cascade]: 'cascade',
  [FieldType.upload]: 'files',
  [FieldType.position]: 'position',
  [FieldType.linkedRecord]: 'record',
  [FieldType.signature]: 'signature',
};

/** The kinds of record a customer links in the portal: its own orders, itself, the product models it owns, its own events. */
export const PORTAL_LINK_TARGETS: readonly number[] = [LinkTarget.order, LinkTarget.customer, LinkTarget.product, LinkTarget.event];

/** The kind of record a linked-record field points at (attribute 3001). */
export const linkTargetOf = (field: Pick<FormField, 'fieldAttributeList'>): number => Number(attributeValue(field, FieldAttribute.linkTarget));

/** Whether the portal asks the customer for this field. */
export const portalAsks = (field: Pick<FormField, 'type' | 'fieldAttributeList'>): boolean =>
  PORTAL_CONTROLS[field.type] !== undefined && (field.type !== FieldType.linkedRecord || PORTAL_LINK_TARGETS.includes(linkTargetOf(field)));

/** One of the customer's own records a 关联记录 field offers; the form keeps it as 'text|id'. */
export interface PortalRecord {
  id: string;
  text: string;
}

/** A place the customer saved (the customer's service addresses, the account's own): 地址 fills from it, 定位 too where it has coordinates. */
export interface PortalPlace {
  label: string;
  address: AddressValue;
  lng: number | null;
  lat: number | null;
}

/** What the portal offers the customer to choose from: saved places, and the own records of each kind. */
export interface PortalChoices {
  places: PortalPlace[];
  records: Partial<Record<number, PortalRecord[]>>;
}

/** A field of the request form as the portal draws it; 地址/定位 with the saved places, 关联记录 with the records it may link. */
export type PortalFormField = Pick<FormField, 'key' | 'type' | 'title' | 'required' | 'placeholder' | 'options' | 'settings'> & {
  control: PortalControl;
  places?: PortalPlace[];
  records?: PortalRecord[];
};

/** An order type a customer may report a request as, with the fields of its form the customer fills, in the form's order. */
export interface PortalRequestType {
  id: number;
  name: string;
  fields: PortalFormField[];
}

/**
 * The order type's form as the customer fills it: its custom fields (not the order's own columns, which the
 * request screen asks itself or the system fills) of the types the portal asks, in the form's order.
 */
export const portalAskedFields = (fields: readonly TemplateField[]): TemplateField[] => orderCustomFields(fields).filter(portalAsks);

/** The same fields as the portal draws them: each with its control and choices, nothing of the form builder's (formulas, link targets). */
export const portalFormFields = (fields: readonly TemplateField[], choices: PortalChoices = { places: [], records: {} }): PortalFormField[] =>
  portalAskedFields(fields).map((f) => {
    const control = PORTAL_CONTROLS[f.type]!;
    const { key, type, title, required, placeholder, options, settings } = f;
    return {
      key,
      type,
      title,
      required,
      placeholder,
      options,
      settings,
      control,
      ...(control === 'address' || control === 'position' ? { places: choices.places } : {}),
      ...(control === 'record' ? { records: choices.records[linkTargetOf(f)] ?? [] } : {}),
    };
  });

/** The kinds of record the fields link (what the server looks up for the form), and whether any asks for a place. */
export function portalNeeds(fields: readonly TemplateField[]): { targets: number[]; places: boolean } {
  const asked = portalAskedFields(fields);
  return {
    targets: [...new Set(asked.filter((f) => f.type === FieldType.linkedRecord).map(linkTargetOf))],
    places: asked.some((f) => f.type === FieldType.address || f.type === FieldType.position),
  };
}
