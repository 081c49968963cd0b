/** Root of every route: progress bar, page title, error page for failed loads. */
import { lazy, Suspense, useEffect } from 'react';
import { isRouteErrorResponse, Outlet, useNavigation, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from 'antd';
// The stylesheet stays in the entry's inline styles (the page's CSP admits no other style source).
import 'nprogress/nprogress.css';
import { progressDone, progressStart } from './progress';
import { usePageName } from './usePageName';

// Only a page still loading shows it; the sign-in page's first render does without antd's Spin.
const Spin = lazy(() => import('antd/es/spin'));

function useProgressBar(): void {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  useEffect(() => {
    if (busy) progressStart();
    else progressDone();
  }, [busy]);
  useEffect(() => () => progressDone(), []);
}

/** Spec 000 §1: the page title is the portal name (and page) in the current language. */
function useDocumentTitle(): void {
  const { t } = useTranslation();
  const { page } = usePageName();
  const portal = t('common.portalName');
  useEffect(() => {
    document.title = page ? `${portal} - ${page}` : portal;
  }, [portal, page]);
}

/** Shown while the first page's session check and code load. */
export function BootFallback() {
  const { t } = useTranslation();
  return (
    <div className="as-center-page" role="status" aria-label={t('common.loading')}>
      <Suspense fallback={null}>
        <Spin aria-label={t('common.loading')} />
      </Suspense>
    </div>
  );
}

export function RootShell() {
  useProgressBar();
  useDocumentTitle();
  return <Outlet />;
}

/**
 * The same page without antd's pictures: shown while they load, and when they cannot (the error
 * may be a missing chunk, e.g. offline or after a deployment).
 */
function PlainError({ notFound }: { notFound: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="ant-result">
      <div className="ant-result-title">{notFound ? '404' : t('errors.unavailable.title')}</div>
      <div className="ant-result-subtitle">{notFound ? t('errors.notFound.description') : t('errors.unavailable.description')}</div>
      <div className="ant-result-extra">
        {!notFound && (
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('common.actions.retry')}
          </Button>
        )}
        <Button type={notFound ? 'primary' : 'default'} href="/login">
          {t('errors.backToLogin')}
        </Button>
      </div>
    </div>
  );
}

const ErrorResult = lazy(() => import('./ErrorResult').catch(() => ({ default: PlainError })));

/** Shown when a route cannot load: user info failed (spec 000 §8 homepage error) or a chunk is missing. */
export function RootError() {
  const error = useRouteError();
  useEffect(() => {
    progressDone();
    console.error(error);
  }, [error]);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="as-center-page">
      <Suspense fallback={<PlainError notFound={notFound} />}>
        <ErrorResult notFound={notFound} />
      </Suspense>
    </main>
  );
}
