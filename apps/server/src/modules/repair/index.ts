/** What other modules may use of repair: the supplier scorecard's warranty-return figure and its evidence (issue 31, D-634); its supplier-360 section is contributed through the manifest. */
export { warrantyReturnEvidence, warrantyReturnMeasures } from './scorecard-repo';
