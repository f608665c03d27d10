// The offer countdown's arithmetic: whole seconds → days, hours, minutes and seconds.
export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number };

export function countdownParts(totalSeconds: number): CountdownParts {
  const left = Math.max(0, Math.floor(totalSeconds));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
  };
}

export const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Whole seconds from `now` to an offer's real end, none below zero. */
export const secondsUntil = (endsAtMs: number, now: number) => Math.max(0, Math.ceil((endsAtMs - now) / 1000));
