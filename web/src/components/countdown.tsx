import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msUntilNextUtcMidnight } from '../../../shared/constants';
import { useFormat } from '../i18n/format';

/** A live hours:minutes:seconds countdown to the next midnight UTC (the daily reset). */
export function Countdown({ className = '' }: { className?: string }) {
  const [ms, setMs] = useState(() => msUntilNextUtcMidnight());
  const { t } = useTranslation();
  const format = useFormat();
  useEffect(() => {
    const timer = setInterval(() => setMs(msUntilNextUtcMidnight()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <time className={`tabular-nums ${className}`} aria-label={t('countdownLabel')} data-testid="countdown">
      {format.clock(ms / 1000)}
    </time>
  );
}
