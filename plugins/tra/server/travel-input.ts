import { ID_MAX, VALIDATION_MESSAGES } from '@vigil/core';
import { HttpError, readId } from '@vigil/server-sdk';
import {
  GEOREFERENCES_MAX,
  TRA_MESSAGES,
  TRACKING_INTERVAL_DEFAULT_MS,
  TRACKING_INTERVAL_MAX_MS,
  TRACKING_INTERVAL_MIN_MS,
} from '../contract';
import { isCalendarDay } from './travel-days';

/** One stop as the form sends it. */
export interface StopInput {
  country_id: number;
  city_id: number | null;
  date: string;
}

/** A travel's fields once checked for shape (the places and the traveller are checked against the database after). */
export interface TravelInput {
  customer: number;
  travel_name: string;
  start_date: string;
  end_date: string;
  stops: StopInput[];
  reference_name: string;
  reference_email: string;
  reference_phone: string;
  tracking_interval_ms: number;
}

export interface RawTravelFields {
  customer?: string;
  travel_name?: string;
  start_date?: string;
  end_date?: string;
  georeferences?: string;
  reference_name?: string;
  reference_email?: string;
  reference_phone?: string;
  tracking_interval?: string;
}

function requiredText(value: string | undefined, field: string): string {
  const text = value?.trim() ?? '';
  if (text === '') throw new HttpError(400, VALIDATION_MESSAGES.required, field);
  return text;
}

function day(value: string | undefined, field: string): string {
  const text = requiredText(value, field);
  if (!isCalendarDay(text)) throw new HttpError(400, 'Not a valid date', field);
  return text;
}

/** An id the databases can hold: beyond ID_MAX PostgreSQL would refuse the query itself. */
function positiveId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= ID_MAX;
}

const STOP_KEYS = new Set(['country_id', 'city_id', 'date']);

/** The itinerary's JSON, read strictly: an array of {country_id, city_id (or null), date} and nothing else. */
export function parseGeoreferences(text: string): StopInput[] {
  const malformed = (): HttpError => new HttpError(400, TRA_MESSAGES.georeferences, 'georeferences');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw malformed();
  }
  if (!Array.isArray(parsed)) throw malformed();
  if (parsed.length === 0) throw new HttpError(400, TRA_MESSAGES.noGeoreference, 'georeferences');
  if (parsed.length > GEOREFERENCES_MAX) throw malformed();
  return parsed.map((item: unknown) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) throw malformed();
    const stop = item as Record<string, unknown>;
    if (Object.keys(stop).some((key) => !STOP_KEYS.has(key))) throw malformed();
    const cityId = stop.city_id ?? null;
    if (!positiveId(stop.country_id) || (cityId !== null && !positiveId(cityId)) || typeof stop.date !== 'string') throw malformed();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(stop.date)) throw malformed();
    if (!isCalendarDay(stop.date)) throw new HttpError(400, 'Not a valid date', 'georeferences');
    return { country_id: stop.country_id, city_id: cityId, date: stop.date };
  });
}

/** The fields of tra.saveTravel, checked in the order the form shows them; 400 naming the first bad one. */
export function readTravelInput(fields: RawTravelFields): TravelInput {
  requiredText(fields.customer, 'customer');
  const customer = readId({ customer: fields.customer }, 'customer');
  const travelName = requiredText(fields.travel_name, 'travel_name');
  const startDate = day(fields.start_date, 'start_date');
  const endDate = day(fields.end_date, 'end_date');
  if (endDate < startDate) throw new HttpError(400, TRA_MESSAGES.datesOrder, 'end_date');
  const stops = parseGeoreferences(requiredText(fields.georeferences, 'georeferences'));
  if (stops.some((stop) => stop.date < startDate || stop.date > endDate)) throw new HttpError(400, TRA_MESSAGES.stopOutsideTravel, 'georeferences');
  const intervalText = fields.tracking_interval?.trim() ?? '';
  const interval = intervalText === '' ? TRACKING_INTERVAL_DEFAULT_MS : Number(intervalText);
  if (!Number.isInteger(interval) || interval < TRACKING_INTERVAL_MIN_MS || interval > TRACKING_INTERVAL_MAX_MS) {
    throw new HttpError(400, TRA_MESSAGES.intervalRange, 'tracking_interval');
  }
  return {
    customer,
    travel_name: travelName,
    start_date: startDate,
    end_date: endDate,
    // Itinerary order is the days' order; stops of one day keep the order they were given in.
    stops: stops.map((stop, index) => ({ stop, index })).sort((a, b) => a.stop.date.localeCompare(b.stop.date) || a.index - b.index).map(({ stop }) => stop),
    reference_name: fields.reference_name?.trim() ?? '',
    reference_email: fields.reference_email?.trim() ?? '',
    reference_phone: fields.reference_phone?.trim() ?? '',
    tracking_interval_ms: interval,
  };
}
