const pad = (value: number) => String(value).padStart(2, '0');

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

/** "dd.MM.yyyy" in the browser's time zone; an invalid date gives "". */
export function formatDate(value: Date | string | number): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}

/** "HH:mm" (24 hours) in the browser's time zone; an invalid date gives "". */
export function formatTimeOfDay(value: Date | string | number): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
