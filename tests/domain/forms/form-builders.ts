import { FormDefinitionSchema, FormFieldSchema, type FormDefinition, type FormField } from '@domain/forms/form-definition.schemas';
import { FieldAttribute } from '@domain/forms/field-types';
import type { z } from 'zod';

/** A field as the builder would send it, with the schema's defaults filled in. */
export const field = (input: z.input<typeof FormFieldSchema>): FormField => FormFieldSchema.parse(input);

export const form = (...fields: z.input<typeof FormFieldSchema>[]): FormDefinition => FormDefinitionSchema.parse({ fields });

export const options = (...values: string[]) => values.map((value) => ({ value, label: `选项${value}` }));

export const formula = (text: string) => [{ type: FieldAttribute.formula, value: text }];
