/**
 * Web-side constants of spec 000 §9. The values are those of `@aerosupply/shared/utils`
 * (constants.test.ts fails when they drift); they are repeated here because that module also
 * carries the zod schemas, which must stay out of the sign-in bundle.
 */

/** Save and click guard (spec 000 §5, §9). */
export const CLICK_GUARD_MS = 2000;
/** Request timeout (spec 000 §7, §9). */
export const REQUEST_TIMEOUT_MS = 60_000;
/** Below this width the sidebar becomes a drawer (spec 000 §2, §9). */
export const NARROW_BREAKPOINT = 992;
/** Sidebar width in px (spec 000 §9). */
export const SIDEBAR_WIDTH = 210;
/**
 * Sidebar width in English (D-215): English menu names are about twice as long as the Chinese
 * ones, and at 210 px "Auditor authorisation" and its like were cut. A name still too long shows
 * whole in a tooltip.
 */
export const SIDEBAR_WIDTH_EN = 248;
/** The staff (own) company (spec 000 §6, §9). */
export const STAFF_COMPANY_ID = 2;
/** Spec 000 §8, §9: error messages stay 5 seconds. */
export const ERROR_MESSAGE_SECONDS = 5;
/** Width of the collapsed (icons only) sidebar. */
export const SIDEBAR_COLLAPSED_WIDTH = 64;
/** The loading overlay waits this long before showing, so fast calls do not flash it. */
export const OVERLAY_DELAY_MS = 250;

/** Spec 000 §5: scroll smoothly to the first field in error (the ConfigProvider's form default too). */
export const SCROLL_TO_FIRST_ERROR = { behavior: 'smooth', block: 'center', focus: true } as const;
