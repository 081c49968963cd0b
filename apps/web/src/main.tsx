import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { initI18n } from './lib/i18n';
import { fullRouteTable, router } from './app/router';
import { prefetchShellOnSignInIntent, setRouteTable } from './app/prefetch';
import { Providers } from './app/Providers';
import { prepareForCsp } from './lib/csp';
import './styles.css';

// Before antd adds a <style> tag or zod parses: the page's policy admits only nonced styles and no eval (D-92).
prepareForCsp();

/** Resolves when the first route's code and guard are done, so the first render is the page itself. */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (state.initialized) {
        stop();
        resolve();
      }
    });
  });
}

setRouteTable(fullRouteTable);

// The router starts loading the first page's code at once; the tree renders when the texts and
// that code are in (until then index.html shows the static sign-in shell or the boot text).
void Promise.all([initI18n(), routerReady()]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  // A transition lets React render in slices, so the first render does not block input.
  startTransition(() => {
    root.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  });
  prefetchShellOnSignInIntent(['/home']);
});
