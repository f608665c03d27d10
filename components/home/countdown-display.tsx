// The offer countdown. A `timer` role is not a live region, so it is not announced every second.
import { countdownParts, twoDigits } from '@/components/home/countdown';

export function Countdown({
  secondsLeft,
  label,
  units,
}: {
  secondsLeft: number;
  label: string;
  units: { days: string; hours: string; minutes: string; seconds: string };
}) {
  const parts = countdownParts(secondsLeft);
  const cells = [
    { value: parts.days, unit: units.days },
    { value: parts.hours, unit: units.hours },
    { value: parts.minutes, unit: units.minutes },
    { value: parts.seconds, unit: units.seconds },
  ];
  return (
    <div
      role="timer"
      aria-label={label}
      aria-live="off"
      className="mt-3 grid grid-cols-4 gap-2"
      data-seconds-left={secondsLeft}
    >
      {cells.map((cell) => (
        <p key={cell.unit} className="rounded-lg bg-paper px-1 py-2 text-center ring-1 ring-line">
          <span className="block text-2xl font-bold text-ink tabular-nums">{twoDigits(cell.value)}</span>
          <span className="block text-xs text-muted">{cell.unit}</span>
        </p>
      ))}
    </div>
  );
}
