export { SupportPage } from './components/support-page';
// Shared with the staff desk's inbox (the same log, box and polling; staff see the shopper's side by email).
export { MessageComposer } from './components/message-composer';
export { MessageLog } from './components/message-log';
export { useTicketMessages } from './hooks/use-ticket-messages';
export { OPERATOR_LABEL, ticketLabel } from './model/chat';
