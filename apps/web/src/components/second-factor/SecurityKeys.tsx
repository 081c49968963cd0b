/**
 * Security keys of an account (issue 32 item 1, D-604): the list, binding a key in this browser
 * (WebAuthn through `@simplewebauthn/browser`) with its label, and removal. `base` is
 * `/api/auth/security-keys` for one's own keys or `/api/admin/users/:id/security-keys` for an administrator.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, List, Popconfirm, Space, Typography } from 'antd';
import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import type { SecurityKey } from '@aerosupply/shared';
import { api, isApiError } from '../../lib/api/client';
import { showError, showSuccess } from '../../lib/feedback';

export function SecurityKeys({ base, list }: { base: string; list: () => Promise<SecurityKey[]> }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const keys = useQuery({ queryKey: ['security-keys', base], queryFn: list, staleTime: 0 });
  const [label, setLabel] = useState('');
  const [pending, setPending] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: ['security-keys', base] });

  const add = async () => {
    setPending(true);
    try {
      const options = await api.post<PublicKeyCredentialCreationOptionsJSON>(`${base}/options`);
      const response = await startRegistration({ optionsJSON: options });
      await api.post<SecurityKey[]>(base, { label: label.trim(), response });
      setLabel('');
      showSuccess(t('auth.mfa.keyAdded'));
      await refresh();
    } catch (err) {
      showError(isApiError(err) ? err.message : t('auth.mfa.keyCancelled'));
    } finally {
      setPending(false);
    }
  };
  const remove = async (id: number) => {
    try {
      await api.delete<SecurityKey[]>(`${base}/${id}`);
      showSuccess(t('auth.mfa.keyRemoved'));
      await refresh();
    } catch (err) {
      showError(isApiError(err) ? err.message : t('common.errors.unexpected'));
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="security-keys">
      <Typography.Text strong>{t('auth.mfa.keys')}</Typography.Text>
      <List
        size="small"
        bordered
        loading={keys.isLoading}
        dataSource={keys.data ?? []}
        // A plain text of full contrast (antd's empty text is too light for axe color-contrast).
        locale={{ emptyText: <Typography.Text>{t('auth.mfa.noKeys')}</Typography.Text> }}
        renderItem={(k) => (
          <List.Item
            actions={[
              <Popconfirm key="remove" title={t('auth.mfa.removeKey')} onConfirm={() => void remove(k.id)}>
                <Button danger size="small">
                  {t('auth.mfa.removeKey')}
                </Button>
              </Popconfirm>,
            ]}
          >
            <Space>
              <Typography.Text code>{k.label}</Typography.Text>
              {k.lastUsedAt && (
                <Typography.Text type="secondary">
                  {t('auth.mfa.lastUsed')}: {new Date(k.lastUsedAt).toLocaleString()}
                </Typography.Text>
              )}
            </Space>
          </List.Item>
        )}
      />
      <Space.Compact style={{ width: '100%' }}>
        <Input value={label} onChange={(e) => setLabel(e.target.value)} maxLength={50} placeholder={t('auth.mfa.keyLabel')} data-testid="security-key-label" />
        <Button type="primary" loading={pending} disabled={!label.trim()} onClick={() => void add()} data-testid="security-key-add">
          {t('auth.mfa.addKey')}
        </Button>
      </Space.Compact>
    </Space>
  );
}
