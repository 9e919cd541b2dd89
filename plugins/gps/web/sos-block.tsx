import { useCallback, useState, type ReactElement } from 'react';
import { Link } from 'wouter';
import { formatDate } from '@vigil/core';
import { DashboardBlockFrame, TOKENS, useLiveTopic, useService, useTranslation, type LiveKind } from '@vigil/web-sdk';
import { SOS_TOPIC, type SosTopicItem } from '../../tracking/contract/sos-topic';
import { GPS_PERMISSIONS } from '../contract/permissions';
import { SOS_BLOCK_NS } from './sos-block-i18n';
import { applySosItems } from './sos-notice';

type OpenSos = ReadonlyMap<number, SosTopicItem>;

/**
 * The dashboard block of the open SOS (issue 24, "a dashboard that answers first"): who is waiting for help and
 * since when, the longest wait first, each a link to the person's detail; and, as plainly, that nobody is. It
 * follows tracking's SOS topic as the notice does: an SOS opened or closed shows without a reload. tra users, who
 * may not open /Gps, read the names without links.
 */
export default function SosBlock(): ReactElement {
  const { t, language } = useTranslation(SOS_BLOCK_NS);
  const operator = useService(TOKENS.Permissions).holdsAny(GPS_PERMISSIONS);
  // Null until the topic's snapshot: the block says nothing before it knows.
  const [open, setOpen] = useState<OpenSos | null>(null);
  const apply = useCallback((items: SosTopicItem[], kind: LiveKind) => setOpen((current) => applySosItems(current ?? new Map(), items, kind)), []);
  useLiveTopic<SosTopicItem>(SOS_TOPIC, apply);
  const state = open ? { status: 'ready' as const, data: open } : { status: 'loading' as const };

  return (
    <DashboardBlockFrame
      block="gps-sos"
      heading={t('heading')}
      urgent={Boolean(open && open.size > 0)}
      state={{ ...state, retry: () => undefined }}
      more={operator ? <Link to="/Gps">{t('all')}</Link> : undefined}
    >
      {(people) => {
        if (people.size === 0) return <p>{t('none')}</p>;
        const waiting = [...people.values()].sort((a, b) => (a.raised_at ?? '').localeCompare(b.raised_at ?? ''));
        return (
          <>
            <p>{t('count', { count: waiting.length })}</p>
            <ul>
              {waiting.map((person) => {
                const text = t('person', { name: person.name, time: formatDate(person.raised_at ?? '', language) });
                return <li key={person.id}>{operator ? <Link to={`/Gps/detail/${person.id}`}>{text}</Link> : <span>{text}</span>}</li>;
              })}
            </ul>
          </>
        );
      }}
    </DashboardBlockFrame>
  );
}
