import { formatDay } from '@vigil/core';
import type { Translate } from '@vigil/web-sdk';
import type { EnrolmentRecord } from './sample-enrolments';

type Field = keyof EnrolmentRecord;

const DAYS: ReadonlySet<Field> = new Set<Field>(['departure_date', 'return_date']);

const coordinates = new Map<string, Intl.NumberFormat>();

/** A coordinate with the reader's decimal separator, to the five decimals (about a metre) the records hold. */
function coordinate(value: number, language: string): string {
  let format = coordinates.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language === 'en' ? 'en-GB' : language, { minimumFractionDigits: 5, maximumFractionDigits: 5 });
    coordinates.set(language, format);
  }
  return format.format(value);
}

/** A field of a record as the reader reads it: days in their language, yes/no, lists comma-separated. */
export function enrolmentValue(record: EnrolmentRecord, field: Field, t: Translate, language: string): string {
  const value = record[field];
  if (value === null || value === '') return t('none');
  if (typeof value === 'boolean') return value ? t('yes') : t('no');
  if (field === 'lat' || field === 'lng') return coordinate(value as number, language);
  if (DAYS.has(field)) return formatDay(value as string, language);
  if (field === 'trip_dates') return record.trip_dates.map((day) => formatDay(day, language)).join(', ');
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}
