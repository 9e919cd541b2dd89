import { memo, useEffect, useRef, type ReactElement } from 'react';
import { useTranslation } from '@vigil/web-sdk';
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
  const label = t('list.localTime');
  const clockRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    let current = true;
    let stop: (() => void) | undefined;
    times.get(country).then(
      (offset) => {
        const element = clockRef.current;
        if (!current || !element) return;
        element.title = offset.zoneName;
        // React's own text node, rewritten in place: React and the ticker never hold different nodes.
        const text = element.firstChild as Text;
        const show = (): void => {
          text.nodeValue = `${label} ${formatClock(Date.now() + offset.shift)}`;
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
  }, [country, times, label]);

  return (
    <span className="gpa-clock" ref={clockRef}>
      {`${label} --:--:--`}
    </span>
  );
});
