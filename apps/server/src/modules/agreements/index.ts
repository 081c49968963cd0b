/** What other modules may use of agreements: the award's use case and the currency conversion (issue 13). */
export { createAgreementFromAward, type AwardAgreementInput, type CreatedAgreement } from './service';
export { convertAmount, mustConvert } from './rates';
