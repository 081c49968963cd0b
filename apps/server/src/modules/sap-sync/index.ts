/** What other modules may use of the SAP sync: queue a supplier for the ERP. */
export { requestSapSync, SAP_QUEUE } from './service';
