/** What other modules may use of admin: the temporary passwords an administrator sets (forwarder onboarding). */
export { generateTemporaryPassword } from './temporary-password';
