import { ID_MAX, isRiskLevel, type RiskLevel } from '@vigil/core';
import { HttpError } from '@vigil/server-sdk';
import { NEWS_MAX_PAGE_SIZE, NEWS_PAGE_SIZE } from '../contract';
import { natMessage } from './nat-message';

type LegacyInput = Readonly<Record<string, string | undefined>>;

const SEARCH_MAX_LENGTH = 200;

export interface NewsFilters {
  limit: number;
  /** Page number, from 0: the list skips offset × limit alerts. */
  offset: number;
  search?: string;
  zone?: number;
  country?: number;
  alertLevels?: RiskLevel[];
  category?: number;
}

/** An optional whole number in [min, max]; empty means absent. Anything else is a 400, never a 500. */
function readWhole(input: LegacyInput, field: string, min: number, max: number): number | undefined {
  const text = input[field]?.trim() ?? '';
  if (!text) return undefined;
  const value = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new HttpError(400, natMessage('notANumber', { field }), field);
  }
  return value;
}

/** alert_level takes one level or a comma list ('high,extreme'); the client's multi-select sends either. */
function readLevels(input: LegacyInput): RiskLevel[] | undefined {
  const text = input.alert_level?.trim() ?? '';
  if (!text) return undefined;
  const levels = text.split(',').map((item) => item.trim().toLowerCase());
  if (!levels.every(isRiskLevel)) throw new HttpError(400, natMessage('notAnAlertLevel', { field: 'alert_level' }), 'alert_level');
  return levels;
}

/** The filters of /news/getList (spec part 2 §7, §9). */
export function readNewsFilters(input: LegacyInput): NewsFilters {
  const search = input.search?.trim() ?? '';
  if (search.length > SEARCH_MAX_LENGTH) throw new HttpError(400, natMessage('searchTooLong', { field: 'search' }), 'search');
  return {
    limit: readWhole(input, 'limit', 1, NEWS_MAX_PAGE_SIZE) ?? NEWS_PAGE_SIZE,
    offset: readWhole(input, 'offset', 0, 1_000_000) ?? 0,
    ...(search ? { search } : {}),
    zone: readWhole(input, 'zone', 1, ID_MAX),
    country: readWhole(input, 'country', 1, ID_MAX),
    alertLevels: readLevels(input),
    category: readWhole(input, 'category_risk', 1, ID_MAX),
  };
}
