import { useId, useState, type ReactElement } from 'react';
import { formatDay, RISK_LEVEL_COLOURS, type RiskLevel } from '@vigil/core';
import { ApiError, CountryFlag, showFailure, TOKENS, useService, useTranslation } from '@vigil/web-sdk';
import { approveTravel, deleteTravel, type Georeference, type Travel } from '../contract';
import { TRA_NS } from './tra-i18n';
import { formatDetectedAt } from './travel-detected-at';
import { TravelInductions } from './travel-inductions';

export interface TravelItemProps {
  travel: Travel;
  /** The signed-in user's id: their own pending travel shows what they still have to pass. */
  me: number | null;
  onEdit(travel: Travel): void;
  /** Something changed on the server (deleted, approved): the list reloads. */
  onChanged(): void;
}

const LEVELS: readonly RiskLevel[] = ['low', 'medium', 'high', 'extreme'];
const isLevel = (value: string | null): value is RiskLevel => value !== null && (LEVELS as readonly string[]).includes(value);

/** A badge in the colours of the product's risk levels (the position freshness and each country's level). */
function LevelBadge({ level, children }: { level: RiskLevel; children: string }): ReactElement {
  const colours = RISK_LEVEL_COLOURS[level];
  return (
    <span className={`tra-badge tra-badge-${level}`} data-level={level} style={{ background: colours.background, color: colours.text }}>
      {children}
    </span>
  );
}

function Stop({ stop }: { stop: Georeference }): ReactElement {
  const { t, language } = useTranslation(TRA_NS);
  const level = stop.country_level_string;
  return (
    <li className="tra-stop-shown">
      <CountryFlag flag={stop.country_isocode2} name={stop.country_name} />
      <span>{stop.city_name ? `${stop.country_name}, ${stop.city_name}` : stop.country_name}</span>
      <span className="tra-muted">{formatDay(stop.date, language)}</span>
      {isLevel(level) ? <LevelBadge level={level}>{t(`travel.levels.${level}`)}</LevelBadge> : <span className="tra-muted">{t('travel.noLevel')}</span>}
    </li>
  );
}

/** One travel of /Tra (spec part 2 §2, §4): who, when, where, approved, how fresh the position is, and its actions. */
export function TravelItem({ travel, me, onEdit, onChanged }: TravelItemProps): ReactElement {
  const { t, language } = useTranslation(TRA_NS);
  const api = useService(TOKENS.Api);
  const ui = useService(TOKENS.Ui);
  const headingId = useId();
  // Each refusal reads the missing inductions again: the traveller may have passed one meanwhile.
  const [refusals, setRefusals] = useState(0);
  const approved = travel.source_id === 0;
  const detected = travel.customer_detected_at === null ? null : formatDetectedAt(travel.customer_detected_at, language);

  async function remove(): Promise<void> {
    if (!(await ui.confirm(t('travel.confirmDelete', { name: travel.travel_name })))) return;
    try {
      await api.call(deleteTravel, { travel: String(travel.id) });
      ui.toast('success', t('messages.travelDeleted'));
      onChanged();
    } catch (error) {
      showFailure(ui, error);
    }
  }

  async function approve(): Promise<void> {
    try {
      await api.call(approveTravel, { travel: String(travel.id) });
      ui.toast('success', t('messages.travelApproved'));
      onChanged();
    } catch (error) {
      showFailure(ui, error);
      if (error instanceof ApiError && error.status === 409) setRefusals((count) => count + 1);
    }
  }

  return (
    <li className="tra-travel">
      <article aria-labelledby={headingId}>
        <h3 id={headingId}>{travel.travel_name}</h3>
        <dl className="tra-fields">
          <dt>{t('travel.traveller')}</dt>
          <dd>{travel.customer_name}</dd>
          <dt>{t('travel.dates')}</dt>
          <dd>{t('travel.datesValue', { start: formatDay(travel.start_date, language), end: formatDay(travel.end_date, language) })}</dd>
          <dt>{t('travel.itinerary')}</dt>
          <dd>
            <ol className="tra-itinerary">
              {travel.georeferences.map((stop, index) => (
                <Stop key={`${index}-${stop.country_id}`} stop={stop} />
              ))}
            </ol>
          </dd>
          <dt>{t('travel.approved')}</dt>
          <dd>{approved ? t('travel.yes') : t('travel.no')}</dd>
          <dt>{t('travel.position')}</dt>
          <dd>
            {travel.is_position_updated ? (
              <LevelBadge level="medium">{t('travel.positionUpdated')}</LevelBadge>
            ) : (
              <LevelBadge level="extreme">{t('travel.positionOutdated')}</LevelBadge>
            )}
          </dd>
          <dt>{t('travel.interval')}</dt>
          <dd>{t('travel.seconds', { seconds: Math.round(travel.tracking_interval / 1000) })}</dd>
          <dt>{t('travel.detectedAt')}</dt>
          <dd>{detected ?? t('travel.none')}</dd>
          {travel.reference_name || travel.reference_email || travel.reference_phone ? (
            <>
              <dt>{t('travel.reference')}</dt>
              <dd>{[travel.reference_name, travel.reference_email, travel.reference_phone].filter(Boolean).join(' · ')}</dd>
            </>
          ) : null}
        </dl>
        <div className="tra-actions">
          {travel.can_edit ? (
            <>
              <button type="button" className="tra-button" aria-label={t('travel.editLabel', { name: travel.travel_name })} onClick={() => onEdit(travel)}>
                {t('travel.edit')}
              </button>
              <button type="button" className="tra-button" aria-label={t('travel.deleteLabel', { name: travel.travel_name })} onClick={() => void remove()}>
                {t('travel.delete')}
              </button>
            </>
          ) : null}
          {travel.can_approve && !approved ? (
            <button type="button" className="tra-button tra-primary" aria-label={t('travel.approveLabel', { name: travel.travel_name })} onClick={() => void approve()}>
              {t('travel.approve')}
            </button>
          ) : null}
        </div>
        {refusals > 0 ? <TravelInductions travel={travel.id} reader="refused" version={refusals} /> : null}
        {!approved && refusals === 0 && me !== null && travel.customer_id === me ? <TravelInductions travel={travel.id} reader="yours" /> : null}
      </article>
    </li>
  );
}
