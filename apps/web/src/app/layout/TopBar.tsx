/** Top bar (spec 000 §2): sidebar toggle, breadcrumb, company and user name, notifications, help, language, settings. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Avatar, Breadcrumb, Button, Dropdown, Tooltip } from 'antd';
import {
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { UserInfoUser } from '@aerosupply/shared';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { profileRoutes } from '@aerosupply/shared/profile/routes';
import { call } from '../../lib/api/call';
import { HELP_MANUAL_URL, saveDownload } from '../../lib/download';
import { fetchUserInfo, patchUser } from '../../lib/user';
import { NotificationBell } from './NotificationBell';
import type { Crumb } from '../usePageName';

export interface TopBarProps {
  user: UserInfoUser;
  crumbs: Crumb[];
  narrow: boolean;
  sidebarExpanded: boolean;
  onToggleSidebar: () => void;
  onOpenSettings: () => void;
  onLogout: () => void;
}

export function AppBreadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <Breadcrumb
      aria-label={t('layout.breadcrumb')}
      items={crumbs.map((c) => ({ key: c.key, title: c.path ? <Link to={c.path}>{c.label}</Link> : c.label }))}
    />
  );
}

export function TopBar({ user, crumbs, narrow, sidebarExpanded, onToggleSidebar, onOpenSettings, onLogout }: TopBarProps) {
  const { t } = useTranslation();
  const name = user.realName || user.account;

  const saveLanguage = async (language: 'zh' | 'en') => {
    await call(profileRoutes.language, { body: { language } }, { background: true });
    patchUser({ language });
    // The company name is served in the user's language: refresh it.
    const fresh = await fetchUserInfo();
    patchUser({ companyName: fresh.user.companyName });
  };

  return (
    <>
      <div className="as-header-left">
        <Button
          type="text"
          icon={sidebarExpanded ? <MenuFoldOutlined aria-hidden="true" /> : <MenuUnfoldOutlined aria-hidden="true" />}
          onClick={onToggleSidebar}
          aria-label={t(sidebarExpanded ? 'layout.sidebar.close' : 'layout.sidebar.open')}
          aria-expanded={sidebarExpanded}
          aria-controls="as-sidebar"
          data-testid="sidebar-toggle"
        />
        {!narrow && <AppBreadcrumb crumbs={crumbs} />}
      </div>
      <div className="as-header-right">
        <span className="as-company" title={user.companyName} data-testid="company-name">
          {user.companyName}
        </span>
        <NotificationBell />
        <Tooltip title={t('layout.helpManual')} placement="bottom" color="#1f1f1f">
          <Button
            type="text"
            icon={<QuestionCircleOutlined aria-hidden="true" />}
            aria-label={t('layout.helpManual')}
            onClick={() => void saveDownload(HELP_MANUAL_URL, t('layout.helpManualFile')).catch(() => undefined)}
          />
        </Tooltip>
        <LanguageSwitch onChanged={saveLanguage} />
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'settings', icon: <SettingOutlined aria-hidden="true" />, label: t('layout.user.changeParameters') },
              { type: 'divider' },
              { key: 'logout', icon: <LogoutOutlined aria-hidden="true" />, label: t('layout.user.logout') },
            ],
            onClick: ({ key }) => (key === 'logout' ? onLogout() : onOpenSettings()),
          }}
        >
          <Button type="text" aria-label={t('layout.user.menu', { name })} data-testid="user-menu">
            <Avatar size="small" src={user.avatar || undefined} icon={<UserOutlined aria-hidden="true" />} alt={name} />
            <span className="as-user-name" data-testid="user-name">{name}</span>
          </Button>
        </Dropdown>
      </div>
    </>
  );
}
