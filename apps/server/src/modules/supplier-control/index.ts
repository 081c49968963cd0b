/** What other modules may use of supplier control: the transaction check for RFx and orders. */
export { canTransactWith, type CannotTransactReason, type TransactCheck } from './can-transact';
export { controlActions } from './policy';
