import { memo, useEffect, useRef, type ReactElement } from 'react';
import { useTranslation } from '../../../host/web/plugin-sdk';
import { onClockTick } from './clock-ticker';
import { formatClock, type CountryTimes } from './country-times';
import { GPA_NS } from './gpa-i18n';

export interface CountryClockProps {
  country: number;
  times: CountryTimes;
}

/**
 * The country's local time, ticking each second once its offset is known. The shared ticker writes the text
 * itself: a list of 250 countries re-rendered 250 clocks every second, which delayed the typing in its search.
 */
export const CountryClock = memo(function CountryClock({ country, times }: CountryClockProps): ReactElement {
  const { t } = useTranslation(GPA_NS);
  const timeRef = useRef<HTMLTimeElement>(null);

  useEffect(() => {
    let current = true;
    let stop: (() => void) | undefined;
    times.get(country).then(
      (offset) => {
        const element = timeRef.current;
        if (!current || !element) return;
        element.title = offset.zoneName;
        const show = (): void => {
          element.textContent = formatClock(Date.now() + offset.shift);
        };
        show();
        stop = onClockTick(show);
      },
      () => undefined,
    );
    return () => {
      current = false;
      stop?.();
    };
  }, [country, times]);

  return (
    <span className="gpa-clock">
      {t('list.localTime')} <time ref={timeRef}>--:--:--</time>
    </span>
  );
});
