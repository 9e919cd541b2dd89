import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from '../../../host/web/plugin-sdk';
import { useNow } from './clock-ticker';
import { formatClock, type CountryClockOffset, type CountryTimes } from './country-times';
import { GPA_NS } from './gpa-i18n';

/** The country's local time, ticking each second once its offset is known. */
export function CountryClock({ country, times }: { country: number; times: CountryTimes }): ReactElement {
  const { t } = useTranslation(GPA_NS);
  const [offset, setOffset] = useState<CountryClockOffset | null>(null);

  useEffect(() => {
    let current = true;
    times.get(country).then(
      (value) => current && setOffset(value),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [country, times]);

  return (
    <span className="gpa-clock">
      <span className="gpa-clock-label">{t('list.localTime')}</span>{' '}
      {offset ? <Ticking offset={offset} /> : <time>--:--:--</time>}
    </span>
  );
}

function Ticking({ offset }: { offset: CountryClockOffset }): ReactElement {
  const now = useNow();
  return <time title={offset.zoneName}>{formatClock(now + offset.shift)}</time>;
}
