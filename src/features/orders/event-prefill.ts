import type { EventDetail } from '@domain/events/events.schemas';
import type { FileRef } from '@domain/forms/field-values';
import type { FormValues } from '@domain/forms/validate-values';
import { OrderFieldKey as K } from '@domain/templates/fixed-fields';

const isFileRef = (v: unknown): v is FileRef => typeof v === 'object' && v !== null && typeof (v as FileRef).url === 'string' && typeof (v as FileRef).name === 'string';

/** Every picture the event's form holds, whatever its field is called (event forms are per template). */
function eventImages(values: Record<string, unknown>): FileRef[] {
  return Object.values(values).flatMap((v) => (Array.isArray(v) && v.every(isFileRef) ? v : []));
}

/** What 转工单 carries from the event into the new order's form: its title, description and pictures. */
export function valuesFromEvent(event: EventDetail): FormValues {
  const images = eventImages(event.values);
  return {
    [K.title]: event.title,
    ...(event.description ? { [K.description]: event.description } : {}),
    ...(images.length > 0 ? { [K.images]: images } : {}),
  };
}
