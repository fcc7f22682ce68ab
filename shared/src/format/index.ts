export { formatMoney } from './money';
export { formatDuration, toHms, fromHms } from './time';
export { formatDate, formatTime, formatOrderNumber } from './date';
export { clipSummary } from './clip-summary';
