export { formatMoney } from './money';
export { formatDuration, fromHms } from './time';
export { formatDate, formatTimeOfDay } from './date';
export { clipSummary } from './clip-summary';
export { formatCountdown, formatOrderNumber } from './order';
