/** What other modules may use of agreements: the award's use case and the currency conversion (issue 13). */
export { createAgreementFromAward, type AwardAgreementInput, type CreatedAgreement } from './service';
export { convertAmount, mustConvert, round2 } from './rates';
/** The agreement lines an order item names, locked in the order's write (issue 25 item 6, D-610, D-613). */
export { agreementLinesToDraw, drawKey, type DrawableLine } from './draw';
/** The use cases answering one agreement's detail, whose routes orders registers with the draw-down (D-843). */
export { cancelAgreement, confirmAgreement, createAgreement, getAgreement, refuseAgreement, sendAgreement, updateAgreement } from './service';
