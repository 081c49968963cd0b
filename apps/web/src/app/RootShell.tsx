/** Root of every route: progress bar, page title, error page for failed loads. */
import { useEffect } from 'react';
import { isRouteErrorResponse, Outlet, useNavigation, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Result, Spin } from 'antd';
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { usePageName } from './usePageName';

// nprogress's default template gives the bar role="bar", which is not an ARIA role (axe: aria-roles).
NProgress.configure({ showSpinner: false, template: '<div class="bar"><div class="peg"></div></div>', barSelector: '.bar' });

function useProgressBar(): void {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  useEffect(() => {
    if (busy) NProgress.start();
    else NProgress.done();
  }, [busy]);
  useEffect(() => () => void NProgress.done(), []);
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
    <div className="as-center-page" role="status">
      <Spin aria-label={t('common.loading')} />
    </div>
  );
}

export function RootShell() {
  useProgressBar();
  useDocumentTitle();
  return <Outlet />;
}

/** Shown when a route cannot load: user info failed (spec 000 §8 homepage error) or a chunk is missing. */
export function RootError() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => {
    NProgress.done();
    console.error(error);
  }, [error]);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main className="as-center-page">
        <Result status="404" title="404" subTitle={t('errors.notFound.description')} extra={<Button type="primary" href="/login">{t('errors.backToLogin')}</Button>} />
      </main>
    );
  }
  return (
    <main className="as-center-page">
      <Result
        status="500"
        title={t('errors.unavailable.title')}
        subTitle={t('errors.unavailable.description')}
        extra={[
          <Button key="retry" type="primary" onClick={() => window.location.reload()}>
            {t('common.actions.retry')}
          </Button>,
          <Button key="login" href="/login">
            {t('errors.backToLogin')}
          </Button>,
        ]}
      />
    </main>
  );
}
