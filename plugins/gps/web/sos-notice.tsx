import { useCallback, useState, type ReactElement } from 'react';
import { Link } from 'wouter';
import { useLiveTopic, useTranslation, type LiveKind } from '@vigil/web-sdk';
import { SOS_TOPIC, type SosTopicItem } from '../../tracking/contract/sos-topic';
import { SOS_NOTICE_NS } from './sos-notice-i18n';
import './sos-notice.css';

/** The people with an open SOS, by id. */
type OpenSos = ReadonlyMap<number, SosTopicItem>;

/**
 * The open SOS after `items`: a snapshot is the company's open SOS and replaces what was known; changes (and the
 * catch-up after a reconnection, which the client gives as changes) open or close each person's by id.
 */
export function applySosItems(current: OpenSos, items: readonly SosTopicItem[], kind: LiveKind): OpenSos {
  const next = new Map(kind === 'snapshot' ? [] : current);
  for (const item of items) {
    if (item.raised_at) next.set(item.id, item);
    else next.delete(item.id);
  }
  return next;
}

/**
 * Issue 20, "an SOS reaches every admin's screen at once": the shell mounts this above every page of the
 * operators (the manifest's `notices`), so an SOS shows whatever page they have open. It follows tracking's SOS
 * topic, which carries the open SOS with the person's name and nothing else: its snapshot is the initial state, and
 * an SOS opened or closed arrives as a change, without a reload. Renders nothing while no SOS is open.
 */
export default function SosNotice(): ReactElement | null {
  const { t } = useTranslation(SOS_NOTICE_NS);
  const [open, setOpen] = useState<OpenSos>(new Map());
  const apply = useCallback((items: SosTopicItem[], kind: LiveKind) => setOpen((current) => applySosItems(current, items, kind)), []);
  useLiveTopic<SosTopicItem>(SOS_TOPIC, apply);

  if (open.size === 0) return null;
  // The oldest first: the person who has waited longest.
  const people = [...open.values()].sort((a, b) => (a.raised_at ?? '').localeCompare(b.raised_at ?? ''));
  return (
    <div className="sos-notice" role="alert" aria-label={t('label')}>
      <ul>
        {people.map((person) => (
          <li key={person.id}>
            <Link to={`/Gps/detail/${person.id}`}>{t('person', { name: person.name })}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
