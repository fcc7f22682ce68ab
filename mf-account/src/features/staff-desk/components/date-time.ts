import { formatDate, formatTimeOfDay } from '@shop/shared';

/** "27.11.2026 07:00": when something happened, as every staff desk list shows it. */
export const dateTime = (iso: string) => `${formatDate(iso)} ${formatTimeOfDay(iso)}`;
