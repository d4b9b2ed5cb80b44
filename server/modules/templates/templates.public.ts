/** The templates module's public face: what other modules may use. */
export { addDefaultTemplates } from './default-templates';
export { DetailFormsService } from './detail-forms.service';
export { checkedDetailValues } from './detail-values';
export { assertDefinition } from './form-changes';
export { eventTemplateQueries, orderTypeQueries } from './template-table.queries';
export type { OrderTypeRecord } from './template-table.queries';
export { eventTemplateSettingsOf, orderTypeNameSql, orderTypeProcessOf, orderTypeSettingsOf } from './template-table.queries';
