/**
 * The security tab of the settings (issue 32 item 2, D-601, D-602): the authenticator app (set up with
 * a QR code, confirmed by a code, recovery codes shown once; turned off with the password) and, for a
 * supplier's or forwarder's company administrator, the company's rule.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Input, Modal, Skeleton, Space, Switch, Tag, Typography } from 'antd';
import type { TotpSetup } from '@aerosupply/shared';
import { secondFactorRoutes } from '@aerosupply/shared/auth/routes';
import { ownKeys, SecurityKeys } from '../../../components/second-factor/SecurityKeys';
import { RecoveryCodesView, TotpSetupView } from '../../../components/second-factor/TotpSetupView';
import { call } from '../../../lib/api/call';
import { isApiError } from '../../../lib/api/client';
import { showError, showSuccess } from '../../../lib/feedback';
import { useUserInfo } from '../../../lib/user';

const statusKey = ['auth', 'mfa'] as const;
const companyKey = ['auth', 'company-second-factor'] as const;

function CompanyRule() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const rule = useQuery({ queryKey: companyKey, queryFn: () => call(secondFactorRoutes.companyRule) });
  const save = useMutation({
    mutationFn: (required: boolean) => call(secondFactorRoutes.setCompanyRule, { body: { required } }),
    onSuccess: (data) => {
      client.setQueryData(companyKey, data);
      void client.invalidateQueries({ queryKey: statusKey });
      showSuccess(t('auth.mfa.companySaved'));
    },
  });
  return (
    <Space orientation="vertical">
      <Space>
        <Switch id="company-mfa-switch" checked={rule.data?.required ?? false} loading={rule.isLoading || save.isPending} onChange={(v) => save.mutate(v)} data-testid="company-mfa-switch" />
        <label htmlFor="company-mfa-switch">{t('auth.mfa.companyRule')}</label>
      </Space>
      <Typography.Text type="secondary">{t('auth.mfa.companyRuleHint')}</Typography.Text>
    </Space>
  );
}

export function SecurityTab() {
  const { t } = useTranslation();
  const info = useUserInfo();
  const client = useQueryClient();
  const status = useQuery({ queryKey: statusKey, queryFn: () => call(secondFactorRoutes.status), staleTime: 0 });
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [disabling, setDisabling] = useState(false);
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const run = async (work: () => Promise<void>) => {
    setPending(true);
    try {
      await work();
    } catch (err) {
      showError(isApiError(err) ? err.message : t('common.errors.unexpected'));
    } finally {
      setPending(false);
    }
  };
  const refresh = () => client.invalidateQueries({ queryKey: statusKey });
  const companyAdmin = Boolean(info?.user.isCompanyAdmin && info.user.companyType !== 'staff');

  if (!status.data) return <Skeleton active />;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }} data-testid="security-tab">
      {status.data.required && <Alert type="info" showIcon title={t('auth.mfa.required')} />}
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('auth.mfa.status')}>
          <Space>
            <Tag color={status.data.totp ? 'green' : 'default'}>{status.data.totp ? t('auth.mfa.on') : t('auth.mfa.off')}</Tag>
            {status.data.totp && <span>{t('auth.mfa.codesLeft', { count: status.data.recoveryCodesLeft })}</span>}
            {status.data.totp ? (
              <Button danger onClick={() => setDisabling(true)} data-testid="totp-disable">
                {t('auth.mfa.disable')}
              </Button>
            ) : (
              !setup && (
                <Button type="primary" loading={pending} onClick={() => void run(async () => setSetup(await call(secondFactorRoutes.totpSetup)))} data-testid="totp-enable">
                  {t('auth.mfa.enable')}
                </Button>
              )
            )}
          </Space>
        </Descriptions.Item>
      </Descriptions>
      {setup && !status.data.totp && (
        <TotpSetupView
          setup={setup}
          pending={pending}
          onConfirm={(code) =>
            void run(async () => {
              const answer = await call(secondFactorRoutes.totpConfirm, { body: { code } });
              setSetup(null);
              setCodes(answer.recoveryCodes);
              showSuccess(t('auth.mfa.enabled'));
              await refresh();
            })
          }
        />
      )}
      {codes && <RecoveryCodesView codes={codes} />}
      <SecurityKeys calls={ownKeys} />
      {companyAdmin && <CompanyRule />}
      <Modal
        open={disabling}
        title={t('auth.mfa.disableTitle')}
        okButtonProps={{ danger: true, loading: pending, disabled: !password }}
        onCancel={() => setDisabling(false)}
        onOk={() =>
          void run(async () => {
            await call(secondFactorRoutes.totpDisable, { body: { password } });
            setDisabling(false);
            setPassword('');
            showSuccess(t('auth.mfa.disabled'));
            await refresh();
          })
        }
        destroyOnHidden
      >
        <p>{t('auth.mfa.disableIntro')}</p>
        <Input.Password value={password} onChange={(e) => setPassword(e.target.value)} placeholder={t('auth.mfa.password')} maxLength={20} data-testid="totp-disable-password" />
      </Modal>
    </Space>
  );
}
