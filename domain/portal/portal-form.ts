import { FieldType } from '../forms/field-types';
import type { FormField } from '../forms/form-definition.schemas';
import { orderCustomFields } from '../templates/fixed-fields';
import type { TemplateField } from '../templates/template-form.schemas';

/** How the portal draws a field: a phone's own input for it. */
export type PortalControl = 'text' | 'textarea' | 'number' | 'url' | 'date' | 'time' | 'datetime' | 'select' | 'rating' | 'multi' | 'switch' | 'tick' | 'images' | 'note';

/**
 * The custom-field controls a customer fills in the portal's 服务申请 (issue 37), each with the input the portal
 * draws for it. The rest are the service provider's to fill (关联记录 of staff records, 定位, 附件, 地址, 多级联动,
 * 手写签名) or computed by the server (计算公式, 费用金额): the portal leaves them out and does not require them of
 * the customer; staff complete them when they edit the order. The portal's page gets the control with each field,
 * so it carries no table of field types of its own.
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
};

/** Whether the portal asks the customer for this field. */
export const portalAsks = (field: Pick<FormField, 'type'>): boolean => PORTAL_CONTROLS[field.type] !== undefined;

/** A field of the request form as the portal draws it. */
export type PortalFormField = Pick<FormField, 'key' | 'type' | 'title' | 'required' | 'placeholder' | 'options' | 'settings'> & { control: PortalControl };

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

/** The same fields as the portal draws them: each with its control, nothing of the form builder's (formulas, link targets). */
export const portalFormFields = (fields: readonly TemplateField[]): PortalFormField[] =>
  portalAskedFields(fields).map(({ key, type, title, required, placeholder, options, settings }) => ({ key, type, title, required, placeholder, options, settings, control: PORTAL_CONTROLS[type]! }));
