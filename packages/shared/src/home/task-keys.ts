/**
 * Every workbench counter a module's home provider may answer (issue 28 item 2, D-580): the web
 * shows `home.tasks.<key>`, so the locale test checks each has a text in both languages, and the
 * API test that each provider answers only these.
 */
export const HOME_TASK_KEYS = [
  // admin
  'lockedAccounts',
  // supplier-review
  'reviewPreaudit', 'reviewAudit', 'reviewBusiness', 'reviewOaSubmit', 'reviewOa', 'reviewQauditSubmit', 'reviewQaudit', 'reviewSap', 'freezeApprovals', 'sapSyncFailed',
  // supplier-profile
  'wizardToSubmit', 'qualificationsExpiring', 'changesPending',
  // orders
  'newOrders', 'pendingOrderRequests',
  // sourcing (supplier)
  'rfxToAnswer',
  // agreements
  'agreementsToConfirm', 'agreementsRefused',
  // repair
  'repairInquiriesToQuote', 'repairOrdersToMove', 'repairQuotationsToApprove', 'repairBillsToReview',
  // logistics
  'shipmentsToPickUp', 'shipmentsToDispatch', 'shipmentsToClear', 'shipmentsToDeliver', 'shipmentsToNotify',
  // freight-bills
  'freightBillsReturned', 'freightBillsToReview',
  // forwarder-evaluations
  'evaluationsToAnswer', 'evaluationsReturned', 'evaluationsToClose',
  // outside-flows
  'outsideFlowsToMove', 'outsideFlowsToReceive',
  // allotment
  'allotmentsToInstruct',
  // supplier-accounts
  'employeeRequests',
] as const;
export type HomeTaskKey = (typeof HOME_TASK_KEYS)[number];
