/** Page objects and helpers of the onboarding journey (invitation, registration, outbox codes). */
export { InvitationsPage, type InvitationInput } from './InvitationsPage';
export { RegistrationPage, type RegistrationInput } from './RegistrationPage';
export { invitationCodeFor, latestOutboxBody, verificationCodeFor } from './outbox';
export { chooseOption } from '../select';
export { countryLabel, registerInvitedSupplier, registerSupplierThroughApi, type RegisteredSupplier } from './journey';
