/** What other modules use of notifications: `notify` (mail/SMS + centre) and centre rows alone. */
export { langOfCountry, notify, recordNotifications, type AddressRecipient, type NotifyOptions, type NotifyResult, type Recipient } from './service';
