/**
 * What other modules may use of sourcing: the supplier scorecard's RFx and award figures per supplier
 * and period, and their evidence (issue 31, D-634). Sourcing itself reaches agreements, dictionaries,
 * files, imports, notifications and the supplier modules through their own index.ts.
 */
export { awardEvidence, awardMeasures, rfxAnsweredEvidence, rfxAnsweredMeasures } from './scorecard-repo';
