/**
 * Light language switch for the public pages (sign-in, registration): two buttons instead of a
 * dropdown keeps antd's menu code out of the sign-in bundle. Confirms like LanguageSwitch.
 */
import { useTranslation } from 'react-i18next';
import type { Lang } from '@aerosupply/shared/i18n/lang';
import { changeLanguage, i18n, useLang } from '../lib/i18n';
import { showSuccess } from '../lib/feedback';

const LANGS: Lang[] = ['zh', 'en'];

export function LanguageToggle() {
  const { t } = useTranslation();
  const lang = useLang();
  const select = async (next: Lang) => {
    // Choosing the language already shown still records the choice: it wins at sign-in (D-190).
    await changeLanguage(next);
    if (next === lang) return;
    showSuccess(i18n.t('common.messages.languageChanged'));
  };
  return (
    <div role="group" aria-label={t('common.language.switch')} className="as-lang-toggle">
      {LANGS.map((key) => (
        <button
          key={key}
          type="button"
          lang={key === 'zh' ? 'zh-CN' : 'en'}
          aria-pressed={key === lang}
          className={key === lang ? 'active' : undefined}
          onClick={() => void select(key)}
          data-testid={`lang-${key}`}
        >
          {t(`common.languages.${key}`)}
        </button>
      ))}
    </div>
  );
}
