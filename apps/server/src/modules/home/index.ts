/** What other modules may use of the home page: posting notices to it. */
export { insertNotices } from './repo';
