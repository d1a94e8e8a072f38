// The Today screen (docs/today.md): the end-of-shift summary.
export { TodayPage } from './TodayPage';
export { TODAY_MESSAGES } from './messages';
