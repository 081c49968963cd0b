/** The one owner of `users` rows, of `roles` and of `user_roles`: every module writes them through these (D-151, D-840). */
export { countFailedLogin, freezeForInactivity, insertUser, setUserFrozen, setUserPassword, signedInUpdate, unlockUser, updateUser, type NewUser, type UserChanges } from './repo';
export { deletePost, deleteStaffRole, grantStaffRole, insertPost, insertStaffRole, replaceUserRoles, setPosts, updatePost, updateStaffRole } from './roles-repo';
