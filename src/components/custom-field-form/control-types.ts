import type { ComponentType } from 'react';
import type { LinkTargetCode } from '@domain/forms/field-types';
import type { FormLimits } from '@domain/forms/field-values';
import type { FormField } from '@domain/forms/form-definition.schemas';

/** A record a linked-record field (type 30) may point at; stored as 'text|id'. */
export interface LinkedRecordChoice {
  id: string;
  text: string;
}

/**
 * Finds records of a kind by keyword for linked-record fields. The form uses the app's own search
 * (use-linked-record-search.ts) unless the page gives another.
 */
export type LinkedRecordSearch = (target: LinkTargetCode, keyword: string) => Promise<LinkedRecordChoice[]>;

/** What every entry control may need beyond its field and value. */
export interface ControlContext {
  limits: FormLimits;
  linkSearch: LinkedRecordSearch;
}

export interface EntryProps {
  field: FormField;
  /** The stored value as given: controls read it defensively, since old records may not fit. */
  value: unknown;
  onChange: (value: unknown) => void;
  context: ControlContext;
}

export interface ReadProps {
  field: FormField;
  value: unknown;
}

/** How one control is entered and how it reads on a detail page. */
export interface FieldControl {
  Entry: ComponentType<EntryProps>;
  Read: ComponentType<ReadProps>;
  /** Read is shown for an empty value too (else the detail shows EMPTY_TEXT). */
  readsEmpty?: boolean;
}
