import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { Link } from 'wouter';
import { getEmployeeDetail, type EmployeeDetail } from '@vigil/core';
import { PageHeading, PageLoader, showFailure, TOKENS, useService, useTranslation } from '@vigil/web-sdk';
import { getPersonTrack } from '../../tracking/contract';
import { DetailPanels, type PersonTrack } from './detail-panels';
import { GPS_NS } from './gps-i18n';
import { displayName } from './list-order';

/**
 * /Gps/detail/{employee} (spec part 2 §2): breadcrumb 'GPS Tracking' › name, the panels, the side panel of
 * messages and documents and the edit-user modal. A failed detail goes to /Tracking with the server's message
 * (spec part 2 §8). The track is the tracking module's: a person without one shows no logs and no position.
 */
export default function GpsDetailPage({ employee }: { employee: string }): ReactElement {
  const { t } = useTranslation(GPS_NS);
  const api = useService(TOKENS.Api);
  const ui = useService(TOKENS.Ui);
  const navigation = useService(TOKENS.Navigation);
  const [detail, setDetail] = useState<EmployeeDetail | null>(null);
  const [track, setTrack] = useState<PersonTrack | null>(null);
  const [trackRead, setTrackRead] = useState(0);

  useEffect(() => {
    let live = true;
    setDetail(null);
    api.call(getEmployeeDetail, { employee }).then(
      (answer) => live && setDetail(answer),
      (error: unknown) => {
        if (!live) return;
        navigation.navigate('/Tracking');
        showFailure(ui, error);
      },
    );
    return () => {
      live = false;
    };
  }, [api, ui, navigation, employee]);

  useEffect(() => {
    let live = true;
    // No track (tracking off, no fix yet, or not this viewer's to see) is shown as none: the detail still shows.
    api.call(getPersonTrack, { employee }).then(
      (answer) => live && setTrack(answer),
      () => live && setTrack(null),
    );
    return () => {
      live = false;
    };
  }, [api, employee, trackRead]);

  const update = useCallback((change: Partial<EmployeeDetail>) => setDetail((current) => (current ? { ...current, ...change } : current)), []);

  if (!detail) return <PageLoader plugin="gps" label={t('detail.loading')} />;
  const name = displayName(detail);
  return (
    <div className="gps-page gps-detail">
      <nav aria-label={t('detail.breadcrumb')} className="gps-breadcrumb">
        <Link to="/Gps">{t('detail.home')}</Link>
        <span aria-hidden="true"> › </span>
        <span aria-current="page">{name}</span>
      </nav>
      <PageHeading>{name}</PageHeading>
      <DetailPanels detail={detail} track={track} onChange={update} onTrackChange={() => setTrackRead((count) => count + 1)} />
    </div>
  );
}
