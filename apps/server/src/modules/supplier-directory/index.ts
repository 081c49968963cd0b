/** What other modules may use of the supplier directory: the official-supplier search. */
export { searchOfficial } from './service';
