/** Whether `text` is a day of the calendar written yyyy-MM-dd: "2026-02-30" and "2026-13-01" are not. */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  // Date.parse is NaN for a month past 12 or a day past 31; an overflowing day (Feb 30) rolls into the next month.
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text);
}
