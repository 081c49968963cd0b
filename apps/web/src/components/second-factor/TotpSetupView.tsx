/** An authenticator app's setup: the otpauth URI as a QR code, the secret to type, and the code that confirms it (D-601). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Input, QRCode, Space, Typography } from 'antd';
import type { TotpSetup } from '@aerosupply/shared';

interface Props {
  setup: TotpSetup;
  pending: boolean;
  onConfirm: (code: string) => void;
}

export function TotpSetupView({ setup, pending, onConfirm }: Props) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="totp-setup">
      <Typography.Paragraph>{t('auth.mfa.setupIntro')}</Typography.Paragraph>
      <QRCode value={setup.uri} size={180} aria-label={t('auth.mfa.qrLabel')} />
      <Typography.Text>
        {t('auth.mfa.secretLabel')} <Typography.Text code copyable data-testid="totp-secret">{setup.secret}</Typography.Text>
      </Typography.Text>
      <Form layout="vertical" onFinish={() => onConfirm(code.trim())}>
        <Form.Item label={t('auth.mfa.codeLabel')} required>
          <Input value={code} onChange={(e) => setCode(e.target.value)} inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder="123456" data-testid="totp-setup-code" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={pending} disabled={!/^\d{6}$/.test(code.trim())} data-testid="totp-setup-confirm">
          {t('auth.mfa.confirm')}
        </Button>
      </Form>
    </Space>
  );
}

/** The recovery codes, shown this once. */
export function RecoveryCodesView({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="recovery-codes">
      <Typography.Paragraph strong>{t('auth.mfa.recoveryIntro')}</Typography.Paragraph>
      <Typography.Paragraph copyable={{ text: codes.join('\n') }}>
        {codes.map((c) => (
          <Typography.Text code key={c} style={{ display: 'inline-block', margin: 4 }}>
            {c}
          </Typography.Text>
        ))}
      </Typography.Paragraph>
    </Space>
  );
}
