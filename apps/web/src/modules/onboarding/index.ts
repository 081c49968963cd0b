/** What other web modules may use of onboarding (the invitation dialog shares these). */
export { TaxSystemSelect } from './components/TaxSystemSelect';
export { zodRule, messageOf } from './forms';
