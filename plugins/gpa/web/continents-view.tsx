import type { ReactElement } from 'react';
import { LoadFailure, PageLoader, TOKENS, useLoad, useService, useTranslation, type Api } from '@vigil/web-sdk';
import { getContinents, getCountriesAvailable, type ContinentSummary } from '../contract';
import type { ContinentsViewProps } from '../contract/views';
import { ContinentsGrid } from './continents-grid';
import { GPA_NS } from './gpa-i18n';
import './gpa.css';

/** The continents, counted over `only` (their countries' world areas) when the caller keeps to some countries. */
async function loadContinents(api: Api, only: readonly number[] | undefined): Promise<ContinentSummary[]> {
  if (!only) return api.call(getContinents);
  const [continents, countries] = await Promise.all([api.call(getContinents), api.call(getCountriesAvailable)]);
  const kept = new Set(only);
  const counts = new Map<number, number>();
  for (const country of countries) if (kept.has(country.id)) counts.set(country.zone, (counts.get(country.zone) ?? 0) + 1);
  return continents
    .map((continent) => ({ ...continent, count: counts.get(continent.id) ?? 0 }))
    .filter((continent) => continent.count > 0);
}

/**
 * The `continents` view other plugins show with `PluginView` (contract/views.ts): the /Gpa home's continents grid,
 * loaded as that page loads it, with the caller's links.
 */
export default function ContinentsView({ linkTo, countries }: ContinentsViewProps): ReactElement {
  const api = useService(TOKENS.Api);
  const { t } = useTranslation(GPA_NS);
  const key = countries ? countries.join(',') : 'all';
  const continents = useLoad(() => loadContinents(api, countries), key);

  if (continents.status === 'loading') return <PageLoader plugin="gpa" label={t('loading')} />;
  if (continents.status === 'error') return <LoadFailure message={continents.message} onRetry={continents.retry} />;
  return <ContinentsGrid continents={continents.data} linkTo={linkTo} />;
}
