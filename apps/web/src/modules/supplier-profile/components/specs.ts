/** The wizard's field definitions live in packages/shared (one list for the forms and every read-only view). */
export * from '@aerosupply/shared/supplier-profile/fields';
