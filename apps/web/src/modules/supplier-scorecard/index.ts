/**
 * What other web modules may use of the supplier scorecard: the supplier-360 tab, and the score
 * beside a bidder or offer (the RFx bidder picker and the award comparison).
 */
export { ScorecardPanel as SupplierScorecardSection } from './components/ScorecardPanel';
export { BidderScore } from './components/BidderScore';
export { useBidderScores } from './api';
