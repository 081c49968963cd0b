/** What other modules may use of the supplier scorecard: the newest month score of suppliers (bidders, offers). */
export { bidderScores } from './service';
