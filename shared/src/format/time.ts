const pad = (value: number) => String(value).padStart(2, '0');

const wholeSeconds = (seconds: number) => (Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0);

/** Duration label "mm:ss" (minutes are not capped at 59: 3725 s is "62:05"). `padMinutes: false` gives "m:ss". */
export function formatDuration(seconds: number, options: { padMinutes?: boolean } = {}): string {
  const total = wholeSeconds(seconds);
  const minutes = Math.floor(total / 60);
  return `${options.padMinutes === false ? String(minutes) : pad(minutes)}:${pad(total % 60)}`;
}

/** A countdown "hh:mm:ss" (hours are not capped at 23: three days are "72:00:00"); negative or invalid is "00:00:00". */
export function formatCountdown(seconds: number): string {
  const total = wholeSeconds(seconds);
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor(total / 60) % 60)}:${pad(total % 60)}`;
}

/** "h:m:s", "m:s" or "s" to seconds; NaN when a part is not a whole non-negative number. */
export function fromHms(value: string): number {
  const parts = value.trim().split(':');
  if (parts.length > 3 || parts.some((part) => !/^\d+$/.test(part))) return Number.NaN;
  return parts.reduce((total, part) => total * 60 + Number(part), 0);
}

/**
 * A lead time's period in words: whole days as days ("1 day", "2 days"), else hours ("1 hour", "6 hours"). The product
 * page's extras and the speed-up's receipt mail say it the same way.
 */
export function formatLeadTime(periodHours: number): string {
  const [amount, unit] = periodHours % 24 === 0 ? [periodHours / 24, 'day'] : [periodHours, 'hour'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}
