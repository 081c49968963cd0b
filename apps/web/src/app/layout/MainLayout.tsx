/**
 * The main layout (spec 000 §2): 210 px sidebar (248 px in English, D-215) from the server's menu tree (a drawer below 992
 * px), top bar, breadcrumb, and the main area with the loading overlay.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Drawer, Layout, Spin } from 'antd';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH, SIDEBAR_WIDTH_EN } from '../../lib/constants';
import { useLang } from '../../lib/i18n';
import { signOut } from '../../lib/auth';
import { homePathFor, useUserInfo } from '../../lib/user';
import { afterFirstInput, prefetchMenuPages } from '../prefetch';
import { wantFeedback } from '../../lib/feedback';
import { usePageName } from '../usePageName';
import { LoadingOverlay } from './LoadingOverlay';
import { SideMenu } from './SideMenu';
import { AppBreadcrumb, TopBar } from './TopBar';
import { useSidebar } from './useSidebar';

const SettingsDialog = lazy(() => import('../../modules/profile/components/SettingsDialog'));

function Brand({ compact, light }: { compact?: boolean; light?: boolean }) {
  const { t } = useTranslation();
  const info = useUserInfo();
  return (
    <Link to={info ? homePathFor(info.user) : '/'} className={`as-brand${light ? ' as-brand-light' : ''}`}>
      <img src="/favicon.svg" alt="" width={28} height={28} />
      {!compact && <span>{t('common.portalShortName')}</span>}
      {compact && <span className="as-visually-hidden">{t('common.portalShortName')}</span>}
    </Link>
  );
}

export default function MainLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const info = useUserInfo();
  const sidebar = useSidebar();
  const sidebarWidth = useLang() === 'en' ? SIDEBAR_WIDTH_EN : SIDEBAR_WIDTH;
  const { crumbs } = usePageName();
  const [settings, setSettings] = useState<{ mounted: boolean; open: boolean; tab?: 'password' }>({ mounted: false, open: false });
  // The 90-day password change (D-108): a reminder after sign-in, dismissed for the rest of the visit.
  const [reminderDismissed, setReminderDismissed] = useState(false);
  const menus = info?.menus;
  // The first open of any menu page then waits only for its data (D-170).
  useEffect(() => {
    // The message code too, once the person acts (a message raised before loads it at once).
    afterFirstInput(wantFeedback);
    if (menus) prefetchMenuPages(menus);
  }, [menus]);

  if (!info) return null;

  const logout = async () => {
    await signOut();
    navigate('/login', { replace: true });
  };

  const menu = (
    <SideMenu menus={info.menus} collapsed={!sidebar.narrow && sidebar.collapsed} onNavigate={sidebar.narrow ? sidebar.closeDrawer : undefined} />
  );

  return (
    <Layout className="as-layout" hasSider={!sidebar.narrow}>
      <a className="as-skip-link" href="#main-content">
        {t('layout.skipToContent')}
      </a>
      {sidebar.narrow ? (
        <Drawer
          placement="left"
          open={sidebar.drawerOpen}
          onClose={sidebar.closeDrawer}
          size={sidebarWidth}
          closable={false}
          title={null}
          styles={{ body: { padding: 0, background: '#001529' } }}
          rootClassName="as-drawer"
          aria-label={t('layout.sidebar.label')}
        >
          <div id="as-sidebar" data-testid="sidebar-drawer">
            <Brand />
            {menu}
          </div>
        </Drawer>
      ) : (
        <Layout.Sider
          id="as-sidebar"
          className="as-sider"
          width={sidebarWidth}
          collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
          collapsed={sidebar.collapsed}
          trigger={null}
          collapsible
          data-testid="sidebar"
        >
          <Brand compact={sidebar.collapsed} />
          {menu}
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header className="as-header">
          <TopBar
            user={info.user}
            crumbs={crumbs}
            narrow={sidebar.narrow}
            sidebarExpanded={sidebar.expanded}
            onToggleSidebar={sidebar.toggle}
            onOpenSettings={() => setSettings({ mounted: true, open: true })}
            onLogout={() => void logout()}
          />
        </Layout.Header>
        {sidebar.narrow && crumbs.length > 0 && (
          <div className="as-breadcrumb-bar">
            <AppBreadcrumb crumbs={crumbs} />
          </div>
        )}
        <Layout.Content id="main-content" className="as-content" tabIndex={-1}>
          <LoadingOverlay />
          {info.user.passwordChangeDue && !reminderDismissed && (
            <Alert
              type="warning"
              showIcon
              closable={{ onClose: () => setReminderDismissed(true), 'aria-label': t('common.actions.close') }}
              title={t('layout.passwordReminder.title', { days: info.user.passwordAgeDays })}
              description={t('layout.passwordReminder.body')}
              action={
                <Button size="small" onClick={() => setSettings({ mounted: true, open: true, tab: 'password' })} data-testid="password-reminder-change">
                  {t('layout.passwordReminder.action')}
                </Button>
              }
              style={{ marginBottom: 12 }}
              data-testid="password-reminder"
            />
          )}
          <Suspense fallback={<Spin aria-label={t('common.loading')} />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
      {settings.mounted && (
        <Suspense fallback={null}>
          <SettingsDialog open={settings.open} initialTab={settings.tab} onClose={() => setSettings({ mounted: true, open: false })} />
        </Suspense>
      )}
    </Layout>
  );
}
