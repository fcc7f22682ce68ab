export { SessionEndedNotice, SESSION_ENDED_TEXT } from './components/session-ended-notice';
