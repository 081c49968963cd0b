/** What other modules use of webhooks: `recordEvent`, inside the transaction of the change (issue 33, D-591). */
export { recordEvent, withEvent, type EventToRecord } from './events';
/** The events feed's page (orders answers it to an authenticated integration client, D-843). */
export { eventFeed } from './feed';
