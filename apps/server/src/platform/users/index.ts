/** The one owner of `users` rows: every module writes users through these (D-151). */
export { countFailedLogin, freezeForInactivity, insertUser, setUserFrozen, setUserPassword, signedInUpdate, unlockUser, updateUser, type NewUser, type UserChanges } from './repo';
