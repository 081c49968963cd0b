/** What other modules may use of the blacklist: whether an actor may list a supplier. */
export { mayBlacklist } from './policy';
