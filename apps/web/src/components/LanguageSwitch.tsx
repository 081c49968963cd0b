/** Language switcher (spec 000 §4): switches, then confirms with a success message in the new language. */
import { Button, Dropdown } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@aerosupply/shared/i18n/lang';
import { changeLanguage, i18n, useLang } from '../lib/i18n';
import { showError, showSuccess } from '../lib/feedback';

export interface LanguageSwitchProps {
  /** Saves the choice elsewhere too (the signed-in user's profile); errors are reported. */
  onChanged?: (lang: Lang) => Promise<unknown> | void;
  /** Text colour for dark backgrounds. */
  dark?: boolean;
}

const LANGS: Lang[] = ['zh', 'en'];

export function LanguageSwitch({ onChanged, dark }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const lang = useLang();

  const select = async (next: Lang) => {
    if (next === lang) return;
    try {
      await changeLanguage(next);
      await onChanged?.(next);
      showSuccess(i18n.t('common.messages.languageChanged'));
    } catch (err) {
      console.error(err);
      if (!(err instanceof Error && err.name === 'ApiError')) showError(i18n.t('common.errors.unexpected'));
    }
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [lang],
        items: LANGS.map((key) => ({ key, label: <span lang={key === 'zh' ? 'zh-CN' : 'en'}>{t(`common.languages.${key}`)}</span> })),
        onClick: ({ key }) => void select(key as Lang),
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined aria-hidden="true" />}
        // The name starts with the visible text (axe label-content-name-mismatch).
        aria-label={t('common.language.switchFrom', { current: t(`common.languages.${lang}`) })}
        style={dark ? { color: '#fff' } : undefined}
      >
        <span className="as-lang-label">{t(`common.languages.${lang}`)}</span>
      </Button>
    </Dropdown>
  );
}
