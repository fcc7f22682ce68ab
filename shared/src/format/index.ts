export { formatMoney } from './money';
export { formatCountdown, formatDuration, formatLeadTime, fromHms } from './time';
export { formatDate, formatTimeOfDay } from './date';
export { clipSummary } from './clip-summary';
export { formatOrderNumber } from './order';
