import { useEffect, useState } from 'react';
import { msUntilNextUtcMidnight } from '../../../shared/constants';

function format(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** A live hours:minutes:seconds countdown to the next midnight UTC (the daily reset). */
export function Countdown({ className = '' }: { className?: string }) {
  const [ms, setMs] = useState(() => msUntilNextUtcMidnight());
  useEffect(() => {
    const timer = setInterval(() => setMs(msUntilNextUtcMidnight()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <time className={`font-mono tabular-nums ${className}`} aria-label="Time until the next daily challenge" data-testid="countdown">
      {format(ms)}
    </time>
  );
}
