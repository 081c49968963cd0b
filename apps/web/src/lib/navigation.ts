/** Lets non-React code (the API client) navigate with the app's router. */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (to) => {
  window.location.assign(to);
};

export function setNavigator(fn: Navigate): void {
  navigateImpl = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigateImpl(to, options);
}

/** The sign-in path that returns to `from` afterwards (only same-site paths are kept). */
export function loginPath(from?: string): string {
  if (!from || from === '/' || from.startsWith('/login')) return '/login';
  return `/login?redirect=${encodeURIComponent(from)}`;
}

/** A redirect target from the query string, accepted only when it is a same-site path. */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value.startsWith('/login')) return null;
  return value;
}
