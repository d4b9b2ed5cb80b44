import { formatBusinessTime } from '@domain/downloads/business-time';
import { formatBytes } from '@domain/format/bytes';
import { IMAGE_TYPES, UPLOAD_MAX_BYTES } from '@domain/uploads/uploads.constants';
import { ValueErrors } from './errors';
import { attributeValue, fieldLabel } from './form-definition.check';
import { DateLimit, type FieldOption, type FormField } from './form-definition.schemas';
import { FieldAttribute, FieldType, IMAGE_FIELD_MAX, RATING_MAX, TEXTAREA_MAX_LENGTH, TEXT_MAX_LENGTH } from './field-types';
import { roundDecimals } from './formula';

/**
 * Value shapes per stored type: text for 1, 12, 13 and 17; a number for 2 and 22; an option value for
 * 3; option values for 8; the path of option values from the top for 18; 'YYYY-MM-DD', 'HH:mm(:ss)'
 * and 'YYYY-MM-DD HH:mm(:ss)' for 4, 5 and 6; a boolean for 7 and 16; AddressValue for 9;
 * PositionValue for 11; FileRef[] for 10, 15 and 26 and one FileRef for 21; 'text|id' for 30.
 */
export interface FileRef {
  /** Where the upload call stored it: a path on this server or an http(s) address. */
  url: string;
  name: string;
  /** Bytes. */
  size: number;
}
export interface AddressValue {
  province: string;
  city: string;
  district: string;
  detail: string;
}
export interface PositionValue {
  lng: number;
  lat: number;
  address: string;
}

/** Enterprise-wide ceilings; a field's own settings may only lower them. */
export interface FormLimits {
  /** Pictures in a multi-image field (type 26). */
  maxImages: number;
  /** Files in an attachment field (type 15). */
  maxFiles: number;
  /** Bytes of one attachment. */
  maxFileBytes: number;
  /** Bytes of one picture. */
  maxImageBytes: number;
}
export const DEFAULT_FORM_LIMITS: FormLimits = { maxImages: 50, maxFiles: 20, maxFileBytes: UPLOAD_MAX_BYTES.file, maxImageBytes: UPLOAD_MAX_BYTES.image };

export interface ValueContext {
  limits: FormLimits;
  now: Date;
}

type Check = (field: FormField, value: unknown, context: ValueContext) => string | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';

const ADDRESS_PARTS = ['province', 'city', 'district', 'detail'] as const;
const PHONE = /^[\d+()#\s-]{3,30}$/;
const extensionOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');
// The pictures the upload calls accept.
const isImageName = (name: string) => Object.hasOwn(IMAGE_TYPES, extensionOf(name));
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

const isCallField = (field: FormField) => attributeValue(field, FieldAttribute.callNumber) !== undefined;

/** Whether a value counts as not filled in: nothing, blank text, an empty list, an address of blanks, an unticked tick box. */
export function isEmptyValue(field: FormField, value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (isText(value)) return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (field.type === FieldType.tick) return value === false;
  if (field.type === FieldType.address && isRecord(value)) return ADDRESS_PARTS.every((p) => value[p] === undefined || (isText(value[p]) && value[p].trim() === ''));
  return false;
}

function isRealDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const checkText: Check = (field, value) => {
  const title = fieldLabel(field);
  if (!isText(value)) return ValueErrors.notText(title);
  if (isCallField(field) && !(PHONE.test(value.trim()) && /\d{3}/.test(value.replace(/\D/g, '')))) return ValueErrors.notPhone(title);
  const max = field.settings.maxLength ?? (field.type === FieldType.textarea ? TEXTAREA_MAX_LENGTH : TEXT_MAX_LENGTH);
  return Array.from(value).length > max ? ValueErrors.tooLong(title, max) : undefined;
};

const checkNumber: Check = (field, value) => {
  const title = fieldLabel(field);
  const { min, max, decimals } = field.settings;
  if (typeof value !== 'number' || !Number.isFinite(value)) return ValueErrors.notNumber(title);
  if (decimals !== undefined && roundDecimals(value, decimals) !== value) {
    return decimals === 0 ? ValueErrors.notInteger(title) : ValueErrors.tooManyDecimals(title, decimals);
  }
  if (min !== undefined && value < min) return ValueErrors.belowMin(title, min);
  if (max !== undefined && value > max) return ValueErrors.aboveMax(title, max);
  return undefined;
};

const checkRadio: Check = (field, value) => {
  const title = fieldLabel(field);
  if (!isText(value)) return ValueErrors.unknownOption(title, String(value));
  return (field.options ?? []).some((o) => o.value === value) ? undefined : ValueErrors.unknownOption(title, value);
};

const checkMultiSelect: Check = (field, value) => {
  const title = fieldLabel(field);
  if (!Array.isArray(value) || !value.every(isText)) return ValueErrors.notOptionList(title);
  const seen = new Set<string>();
  for (const v of value) {
    if (!(field.options ?? []).some((o) => o.value === v)) return ValueErrors.unknownOption(title, v);
    if (seen.has(v)) return ValueErrors.repeatedOption(title, v);
    seen.add(v);
  }
  return undefined;
};

/** A path of option values from the top level; it must end at an option without children. */
const checkCascade: Check = (field, value) => {
  const title = fieldLabel(field);
  if (!Array.isArray(value) || !value.every(isText)) return ValueErrors.notOptionList(title);
  let level: readonly FieldOption[] = field.options ?? [];
  for (const step of value) {
    const option = level.find((o) => o.value === step);
    if (!option) return ValueErrors.unknownPath(title);
    level = option.children ?? [];
  }
  return level.length > 0 ? ValueErrors.pathNotLeaf(title) : undefined;
};

const checkDate: Check = (field, value, { now }) => {
  const title = fieldLabel(field);
  if (!isText(value) || !isRealDate(value)) return ValueErrors.notDate(title);
  const today = formatBusinessTime(now).slice(0, 10);
  if (field.settings.dateLimit === DateLimit.notPast && value < today) return ValueErrors.dateInPast(title);
  if (field.settings.dateLimit === DateLimit.notFuture && value > today) return ValueErrors.dateInFuture(title);
  return undefined;
};

const checkTime: Check = (field, value) => (isText(value) && TIME.test(value) ? undefined : ValueErrors.notTime(fieldLabel(field)));

const checkDatetime: Check = (field, value, { now }) => {
  const title = fieldLabel(field);
  const [day, time, ...rest] = isText(value) ? value.split(' ') : [];
  if (rest.length > 0 || !day || !time || !isRealDate(day) || !TIME.test(time)) return ValueErrors.notDatetime(title);
  // Compared as text in one shape: seconds filled in, business time for now.
  const at = `${day} ${time.length === 5 ? `${time}:00` : time}`;
  const current = formatBusinessTime(now);
  if (field.settings.dateLimit === DateLimit.notPast && at < current.slice(0, 16)) return ValueErrors.datetimeInPast(title);
  if (field.settings.dateLimit === DateLimit.notFuture && at > current) return ValueErrors.datetimeInFuture(title);
  return undefined;
};

const checkBoolean: Check = (field, value) => (typeof value === 'boolean' ? undefined : ValueErrors.notBoolean(fieldLabel(field)));

const checkAddress: Check = (field, value) => {
  const valid = isRecord(value) && ADDRESS_PARTS.every((p) => value[p] === undefined || (isText(value[p]) && value[p].length <= 200));
  return valid ? undefined : ValueErrors.notAddress(fieldLabel(field));
};

const checkPosition: Check = (field, value) => {
  const inRange = (v: unknown, limit: number) => typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= limit;
  const valid = isRecord(value) && inRange(value.lng, 180) && inRange(value.lat, 90) && (value.address === undefined || (isText(value.address) && value.address.length <= 500));
  return valid ? undefined : ValueErrors.notPosition(fieldLabel(field));
};

const isFileRef = (value: unknown): value is FileRef =>
  isRecord(value) &&
  isText(value.url) &&
  /^(\/|https?:\/\/)\S+$/.test(value.url) &&
  isText(value.name) &&
  value.name.trim() !== '' &&
  value.name.length <= 255 &&
  typeof value.size === 'number' &&
  Number.isInteger(value.size) &&
  value.size >= 0;

/** Files or pictures: their count, size and, for pictures, kind. */
function checkFiles(field: FormField, value: unknown, limits: FormLimits): string | undefined {
  const title = fieldLabel(field);
  const pictures = field.type !== FieldType.upload;
  const files = field.type === FieldType.signature ? [value] : value;
  if (!Array.isArray(files) || !files.every(isFileRef)) return ValueErrors.notFiles(title);
  const ceiling = field.type === FieldType.image ? IMAGE_FIELD_MAX : field.type === FieldType.images ? limits.maxImages : field.type === FieldType.upload ? limits.maxFiles : 1;
  const maxCount = Math.min(field.settings.maxCount ?? ceiling, ceiling);
  if (files.length > maxCount) return pictures ? ValueErrors.tooManyImages(title, maxCount) : ValueErrors.tooManyFiles(title, maxCount);
  const maxBytes = Math.min((field.settings.maxSizeMb ?? Infinity) * 1024 * 1024, pictures ? limits.maxImageBytes : limits.maxFileBytes);
  for (const file of files) {
    if (pictures && !isImageName(file.name)) return ValueErrors.notImage(title, file.name);
    if (file.size > maxBytes) return ValueErrors.fileTooLarge(title, file.name, formatBytes(maxBytes));
  }
  return undefined;
}

// Host web views can be older than URL.canParse.
function isWebAddress(text: string): boolean {
  try {
    return /^https?:\/\/[^/\s]/i.test(text) && ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

const checkHyperlink: Check = (field, value) =>
  isText(value) && value.length <= 2000 && isWebAddress(value) ? undefined : ValueErrors.notHyperlink(fieldLabel(field));

const checkRating: Check = (field, value) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= RATING_MAX ? undefined : ValueErrors.notRating(fieldLabel(field), RATING_MAX);

/** 'text|id': the id follows the last '|', so the text may itself contain one. */
const checkLinkedRecord: Check = (field, value) => {
  const cut = isText(value) ? value.lastIndexOf('|') : -1;
  const valid = isText(value) && cut > 0 && value.slice(0, cut).trim() !== '' && /^\S+$/.test(value.slice(cut + 1)) && value.length <= 500;
  return valid ? undefined : ValueErrors.notLinkedRecord(fieldLabel(field));
};

/** The check of each type whose value is entered (explanations hold none; computed fields are filled by the server). */
export const VALUE_CHECKS: Partial<Record<number, Check>> = {
  [FieldType.text]: checkText,
  [FieldType.scan]: checkText,
  [FieldType.textarea]: checkText,
  [FieldType.number]: checkNumber,
  [FieldType.radio]: checkRadio,
  [FieldType.multiSelect]: checkMultiSelect,
  [FieldType.cascade]: checkCascade,
  [FieldType.date]: checkDate,
  [FieldType.time]: checkTime,
  [FieldType.datetime]: checkDatetime,
  [FieldType.switch]: checkBoolean,
  [FieldType.tick]: checkBoolean,
  [FieldType.address]: checkAddress,
  [FieldType.position]: checkPosition,
  [FieldType.image]: (field, value, { limits }) => checkFiles(field, value, limits),
  [FieldType.images]: (field, value, { limits }) => checkFiles(field, value, limits),
  [FieldType.upload]: (field, value, { limits }) => checkFiles(field, value, limits),
  [FieldType.signature]: (field, value, { limits }) => checkFiles(field, value, limits),
  [FieldType.hyperlink]: checkHyperlink,
  [FieldType.rating]: checkRating,
  [FieldType.linkedRecord]: checkLinkedRecord,
};
