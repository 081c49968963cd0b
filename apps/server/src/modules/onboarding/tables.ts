/** Tables owned by the onboarding module (invitations, registrations, supplier data wizard). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface OnboardingTables {}
