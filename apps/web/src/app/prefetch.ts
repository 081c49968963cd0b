/**
 * Loads the code of screens the user is about to open while the browser is idle (issue 11 item 9,
 * D-170): the signed-in shell and workbench once the sign-in form is touched, every page of the
 * user's menu once the layout shows. A page's chunk is then in the module cache when the router
 * asks for it, so its first open waits only for its data.
 */
import { matchRoutes, type RouteObject } from 'react-router';
import type { MenuItem } from '@aerosupply/shared';
import { flattenMenus, menuPath } from '../lib/menu';

type LazyLoader = () => Promise<unknown>;

const requested = new Set<LazyLoader>();

function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}

/** The `lazy` loaders of every route matching `paths` (layout and page), each once. */
export function lazyLoadersFor(routes: RouteObject[], paths: readonly string[]): LazyLoader[] {
  const loaders = new Set<LazyLoader>();
  for (const path of paths) {
    for (const match of matchRoutes(routes, path) ?? []) {
      const lazy = match.route.lazy;
      if (typeof lazy === 'function') loaders.add(lazy as LazyLoader);
    }
  }
  return [...loaders];
}

/**
 * Automated browsers (the e2e suite, crawlers) open a page or two per visit: loading every page
 * ahead would only cost them CPU time. `npm run bench:web` runs Chromium as a person's browser.
 */
const automated = (): boolean => typeof navigator !== 'undefined' && navigator.webdriver === true;

/** Runs the loaders one after another, each in an idle period, so loading ahead never delays input. */
function loadInTurn(loaders: LazyLoader[]): void {
  if (automated()) return;
  const pending = loaders.filter((loader) => !requested.has(loader));
  pending.forEach((loader) => requested.add(loader));
  const next = (): void => {
    const loader = pending.shift();
    if (!loader) return;
    whenIdle(() => {
      loader()
        // A failed chunk is tried again when the page is opened (and shows the route's error there).
        .catch(() => requested.delete(loader))
        .finally(next);
    });
  };
  next();
}

/** The pages of `paths`; safe to call again (each chunk is asked for once). */
export function prefetchPages(routes: RouteObject[], paths: readonly string[]): void {
  loadInTurn(lazyLoadersFor(routes, paths));
}

type RouteTable = () => Promise<RouteObject[]>;

/**
 * The app's whole route table, handed over at start (the layout cannot import the router that
 * loads it); a promise since most of it loads after the sign-in path (D-702).
 */
let routeTable: RouteTable = () => Promise.resolve([]);

export function setRouteTable(routes: RouteTable): void {
  routeTable = routes;
}

/** Input only a person gives (not focus: a page may focus a field itself). */
const PERSON_INPUT = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel'] as const;
let personActive = false;
let listening = false;
const afterInput: (() => void)[] = [];

function listenForInput(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  const fire = (): void => {
    personActive = true;
    for (const type of PERSON_INPUT) document.removeEventListener(type, fire, true);
    afterInput.splice(0).forEach((t) => t());
  };
  for (const type of PERSON_INPUT) document.addEventListener(type, fire, { capture: true, passive: true });
}
// From the entry's start: the typing and the click of a sign-in count.
listenForInput();

/** Runs `task` once this document has had a person's input (at once if it had). */
export function afterFirstInput(task: () => void): void {
  if (personActive) return task();
  afterInput.push(task);
  listenForInput();
}

/**
 * The pages of the user's menu, in menu order, once the person is active in this document (D-683):
 * after signing in through the form at once; on a page opened by its address (a new tab, a
 * bookmark) at the first pointer or key input, so loading ahead never competes with that page's
 * own first load and render.
 */
export function prefetchMenuPages(menus: readonly MenuItem[]): void {
  afterFirstInput(() => {
    void routeTable()
      .then((routes) => prefetchPages(routes, flattenMenus(menus).map(menuPath).filter(Boolean)))
      .catch(() => undefined);
  });
}

const SIGN_IN_PATHS = new Set(['/', '/login']);

/**
 * On the sign-in page, the first focus or pointer press (the user starts to type) loads the main
 * layout and the workbench, so signing in waits only for the server. Nothing loads for a visitor
 * who does not touch the form (the page's own load and its Lighthouse figures stay the same).
 */
export function prefetchShellOnSignInIntent(homePaths: readonly string[]): void {
  const start = (): void => {
    if (!SIGN_IN_PATHS.has(window.location.pathname)) return;
    document.removeEventListener('focusin', start, true);
    document.removeEventListener('pointerdown', start, true);
    void routeTable()
      .then((routes) => prefetchPages(routes, homePaths))
      .catch(() => undefined);
  };
  document.addEventListener('focusin', start, true);
  document.addEventListener('pointerdown', start, true);
}
