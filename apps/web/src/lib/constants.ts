/**
 * Web-side constants of spec 000 §9. The shared values come from `@aerosupply/shared`; this module
 * re-exports them so screens import from one place.
 */
export {
  CLICK_GUARD_MS,
  REQUEST_TIMEOUT_MS,
  NARROW_BREAKPOINT,
  SIDEBAR_WIDTH,
  STAFF_COMPANY_ID,
} from '@aerosupply/shared/validation/fields';

/** Spec 000 §8, §9: error messages stay 5 seconds. */
export const ERROR_MESSAGE_SECONDS = 5;
/** Width of the collapsed (icons only) sidebar. */
export const SIDEBAR_COLLAPSED_WIDTH = 64;
/** The loading overlay waits this long before showing, so fast calls do not flash it. */
export const OVERLAY_DELAY_MS = 250;
