/** What other modules use of notifications: `notify` (mail/SMS + centre) and centre rows alone. */
export { langOfCountry, notify, notifyMany, recordNotifications, type AddressRecipient, type NotificationToSend, type NotifyOptions, type NotifyResult, type Recipient } from './service';
