// Turns a duration option ('5-8', '15+') into target minutes and formats timestamps.

export function targetMinutes(duration: string, fallback: number): number {
  const range = /^(\d{1,3})-(\d{1,3})$/.exec(duration);
  if (range) return (Number(range[1]) + Number(range[2])) / 2;
  const open = /^(\d{1,3})\+$/.exec(duration);
  if (open) return Number(open[1]);
  return fallback;
}

export function clock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export function aboutMinutes(minutes: number): string {
  const rounded = Math.max(0.5, Math.round(minutes * 2) / 2);
  return `about ${rounded} minute${rounded === 1 ? '' : 's'}`;
}
