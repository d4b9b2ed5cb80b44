import { controlOf, type ControlName } from '@domain/forms/field-types';
import type { FormField } from '@domain/forms/form-definition.schemas';
import { addressControl } from './address-control';
import { cascadeControl, multiSelectControl, radioControl } from './choice-controls';
import { computedControl } from './computed-control';
import type { FieldControl } from './control-types';
import { dateControl, datetimeControl, timeControl } from './date-controls';
import { explanationControl } from './explanation-control';
import { imageControl, imagesControl, signatureControl, uploadControl } from './file-controls';
import { callControl, hyperlinkControl } from './link-controls';
import { linkedRecordControl } from './linked-record-control';
import { numberControl } from './number-control';
import { positionControl } from './position-control';
import { ratingControl } from './rating-control';
import { scanControl, textareaControl, textControl } from './text-controls';
import { switchControl, tickControl } from './toggle-controls';

/** Every control of the builder's palette (CONTROLS), by name: the one place a stored field finds its UI. */
const CONTROL_REGISTRY: Record<ControlName, FieldControl> = {
  text: textControl,
  number: numberControl,
  radio: radioControl,
  checkbox: multiSelectControl,
  time: datetimeControl,
  address: addressControl,
  img: imageControl,
  switch: switchControl,
  scanner: scanControl,
  position: positionControl,
  textarea: textareaControl,
  explain: explanationControl,
  upload: uploadControl,
  singleCheck: tickControl,
  expenses_number: computedControl,
  hyperlink: hyperlinkControl,
  'multistage cascade': cascadeControl,
  calculator: computedControl,
  call: callControl,
  signature: signatureControl,
  commentStar: ratingControl,
  calendarDate: dateControl,
  calendarTime: timeControl,
  calendarDatetime: datetimeControl,
  imgMultiple: imagesControl,
  linkRecord: linkedRecordControl,
};

/** The control of a stored field (a text field with a call number is the call control); undefined for an unknown type. */
export function fieldControl(field: FormField): FieldControl | undefined {
  const spec = controlOf(field);
  return spec && CONTROL_REGISTRY[spec.name as ControlName];
}
