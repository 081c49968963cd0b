/** Captcha code input with its image; clicking the image gives a new one. */
import { useTranslation } from 'react-i18next';
import { Input } from 'antd';
import { ReloadOutlined, SafetyOutlined } from '@ant-design/icons';
import type { CaptchaResponse } from '@aerosupply/shared';

export function CaptchaInput({
  value,
  onChange,
  captcha,
  loading,
  onRefresh,
}: {
  value?: string;
  onChange?: (value: string) => void;
  captcha: CaptchaResponse | undefined;
  loading: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="as-captcha">
      <Input
        prefix={<SafetyOutlined aria-hidden="true" />}
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
        maxLength={8}
        autoComplete="off"
        aria-label={t('onboarding.fields.captcha')}
        placeholder={t('onboarding.fields.captcha')}
        data-testid="captcha-input"
      />
      <button type="button" className="as-captcha-img" onClick={onRefresh} aria-label={t('onboarding.actions.refreshCaptcha')} title={t('onboarding.actions.refreshCaptcha')}>
        {captcha ? <img src={captcha.image} alt={t('onboarding.captchaAlt')} /> : <ReloadOutlined aria-hidden="true" spin={loading} />}
      </button>
    </div>
  );
}
