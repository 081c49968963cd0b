/**
 * Security keys of an account (issue 32 item 1, D-604): the list, binding a key in this browser
 * (WebAuthn through `@simplewebauthn/browser`) with its label, and removal: of one's own keys
 * (`ownKeys`) or, for an administrator, of a user's (`keysOfUser`).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, List, Popconfirm, Space, Typography } from 'antd';
import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import type { SecurityKey } from '@aerosupply/shared';
import { securityKeyRoutes } from '@aerosupply/shared/auth/routes';
import { call } from '../../lib/api/call';
import { isApiError } from '../../lib/api/client';
import { showError, showSuccess } from '../../lib/feedback';

type BindBody = { label: string; response: Record<string, unknown> };

/** The calls on one account's keys. */
export interface KeyCalls {
  /** Names the account in the query cache. */
  cacheKey: readonly unknown[];
  list: () => Promise<SecurityKey[]>;
  options: () => Promise<Record<string, unknown>>;
  bind: (body: BindBody) => Promise<SecurityKey[]>;
  remove: (id: number) => Promise<SecurityKey[]>;
}

/** The signed-in user's own keys. */
export const ownKeys: KeyCalls = {
  cacheKey: ['security-keys', 'own'],
  list: () => call(securityKeyRoutes.own),
  options: () => call(securityKeyRoutes.ownOptions),
  bind: (body) => call(securityKeyRoutes.bindOwn, { body }),
  remove: (id) => call(securityKeyRoutes.removeOwn, { params: { id } }),
};

/** A user's keys, as an administrator manages them. */
export const keysOfUser = (userId: number): KeyCalls => ({
  cacheKey: ['security-keys', 'user', userId],
  list: async () => (await call(securityKeyRoutes.ofUser, { params: { id: userId } })).keys,
  options: () => call(securityKeyRoutes.userOptions, { params: { id: userId } }),
  bind: (body) => call(securityKeyRoutes.bindToUser, { params: { id: userId }, body }),
  remove: (bindingId) => call(securityKeyRoutes.removeFromUser, { params: { id: userId, bindingId } }),
});

export function SecurityKeys({ calls }: { calls: KeyCalls }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const keys = useQuery({ queryKey: calls.cacheKey, queryFn: calls.list, staleTime: 0 });
  const [label, setLabel] = useState('');
  const [pending, setPending] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: calls.cacheKey });

  const add = async () => {
    setPending(true);
    try {
      // The server's WebAuthn creation options, passed to the browser as they came (the contract types them as a record).
      const options = (await calls.options()) as unknown as PublicKeyCredentialCreationOptionsJSON;
      const response = await startRegistration({ optionsJSON: options });
      await calls.bind({ label: label.trim(), response: response as unknown as Record<string, unknown> });
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
      await calls.remove(id);
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
