/**
 * The navigation progress bar's code, loaded with the first navigation that waits (D-702): the
 * first page of a visit renders without it (its stylesheet stays in the entry's, RootShell.tsx).
 */
type Bar = typeof import('nprogress');

let bar: Promise<Bar> | null = null;
let busy = false;

function load(): Promise<Bar> {
  bar ??= import('nprogress').then((m) => {
    // nprogress's default template gives the bar role="bar", which is not an ARIA role (axe: aria-roles).
    m.default.configure({ showSpinner: false, template: '<div class="bar"><div class="peg"></div></div>', barSelector: '.bar' });
    return m.default;
  });
  bar.catch(() => (bar = null));
  return bar;
}

export function progressStart(): void {
  busy = true;
  void load()
    .then((b) => busy && b.start())
    .catch(() => undefined);
}

export function progressDone(): void {
  busy = false;
  // Nothing to finish before the bar was ever asked for.
  if (bar) void bar.then((b) => b.done()).catch(() => undefined);
}
