/** What other modules may use of the SAP sync: queue a supplier for the ERP. */
export { hasPendingSync, requestSapSync, SAP_QUEUE } from './service';
