/**
 * ERP integration clients (issue 14 item 1, D-223, D-295; menu 'system/integration-clients',
 * permission 'po.integration.manage'): the client credentials the ERP uses for order and
 * consignment intake. Create one (its secret is shown once, to copy), revoke one after a
 * confirmation, or enable a revoked one again. The buttons are the client's server-computed actions.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Form, Input, Modal, Table, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ordersRoutes } from '@aerosupply/shared/orders/routes';
import type { IntegrationClientCreated, IntegrationClientView } from '@aerosupply/shared/orders/schemas';
import { PageContainer } from '../../../components/PageContainer';
import { RecordActions } from '../../../components/RecordActions';
import { call } from '../../../lib/api/call';
import { useSubmit, validateThen } from '../../../lib/forms';
import { useFormat } from '../../../lib/format';

const KEY = ['orders', 'integration-clients'] as const;

export default function IntegrationClientsPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const qc = useQueryClient();
  const [form] = Form.useForm<{ name: string }>();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<IntegrationClientCreated | null>(null);
  const list = useQuery({ queryKey: KEY, queryFn: () => call(ordersRoutes.clients) });
  const refresh = () => qc.invalidateQueries({ queryKey: KEY });

  const create = useSubmit(
    async (v: { name: string }) => {
      const c = await call(ordersRoutes.createClient, { body: { name: v.name.trim() } }, { silent: true });
      setCreating(false);
      setCreated(c);
      await refresh();
    },
    { form },
  );
  const setEnabled = useSubmit(
    async (c: IntegrationClientView, enabled: boolean) => {
      await call(ordersRoutes.setClientEnabled, { params: { id: c.id }, body: { enabled } });
      await refresh();
    },
    { success: true },
  );

  return (
    <PageContainer
      title={t('orders.integration.title')}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden="true" />}
          onClick={() => {
            form.resetFields();
            create.reset();
            setCreating(true);
          }}
          data-testid="integration-create"
        >
          {t('orders.integration.create')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('orders.integration.intro')}</Typography.Paragraph>
      <div role="region" aria-label={t('orders.integration.title')} tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table<IntegrationClientView>
          rowKey="id"
          size="small"
          loading={list.isFetching}
          dataSource={list.data ?? []}
          pagination={false}
          locale={{ emptyText: t('orders.integration.empty') }}
          columns={[
            { title: t('orders.integration.name'), dataIndex: 'name' },
            { title: t('orders.integration.clientId'), dataIndex: 'clientId', render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
            {
              title: t('orders.fields.status'),
              dataIndex: 'enabled',
              render: (v: boolean) => <Tag color={v ? 'success' : 'default'}>{t(v ? 'orders.integration.active' : 'orders.integration.revoked')}</Tag>,
            },
            { title: t('orders.integration.createdAt'), dataIndex: 'createdAt', render: (v: string) => fmt.dateTime(v) },
            { title: t('orders.integration.lastUsedAt'), dataIndex: 'lastUsedAt', render: (v: string | null) => (v ? fmt.dateTime(v) : t('orders.integration.never')) },
            {
              title: t('orders.fields.actions'),
              key: 'actions',
              render: (_: unknown, c) => (
                <span data-testid={`integration-client-${c.clientId}`}>
                  <RecordActions
                    allowed={c.actions}
                    defs={{
                      revoke: { labelKey: 'orders.integration.revoke', danger: true, confirmKey: 'orders.integration.revokeConfirm', onClick: () => setEnabled.run(c, false) },
                      enable: { labelKey: 'orders.integration.enable', onClick: () => setEnabled.run(c, true) },
                    }}
                  />
                </span>
              ),
            },
          ]}
        />
      </div>
      <Modal
        open={creating}
        title={t('orders.integration.create')}
        onCancel={() => setCreating(false)}
        onOk={() => void validateThen(form, create.run)}
        okText={t('orders.integration.createOk')}
        cancelText={t('common.actions.cancel')}
        okButtonProps={{ 'data-testid': 'integration-create-ok' } as Record<string, string>}
        confirmLoading={create.pending}
        destroyOnHidden
        maskClosable={false}
      >
        <Form form={form} layout="vertical" name="integration-client" aria-label={t('orders.integration.create')}>
          {create.problem && <Alert type="error" showIcon message={create.problem} style={{ marginBottom: 16 }} />}
          <Form.Item name="name" label={t('orders.integration.name')} rules={[{ required: true, whitespace: true, message: t('orders.validation.required') }]} extra={t('orders.integration.nameHint')}>
            <Input maxLength={50} data-testid="integration-name" />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={created !== null}
        title={t('orders.integration.createdTitle')}
        onCancel={() => setCreated(null)}
        footer={
          <Button type="primary" onClick={() => setCreated(null)} data-testid="integration-secret-done">
            {t('orders.integration.secretDone')}
          </Button>
        }
        maskClosable={false}
      >
        {created && (
          <>
            <Alert type="warning" showIcon message={t('orders.integration.secretOnce')} style={{ marginBottom: 16 }} />
            <Typography.Paragraph>
              {t('orders.integration.clientId')}: <Typography.Text code copyable>{created.clientId}</Typography.Text>
            </Typography.Paragraph>
            <Typography.Paragraph>
              {t('orders.integration.secret')}:{' '}
              <Typography.Text code copyable data-testid="integration-secret">
                {created.clientSecret}
              </Typography.Text>
            </Typography.Paragraph>
            <Typography.Paragraph type="secondary">{t('orders.integration.usage')}</Typography.Paragraph>
          </>
        )}
      </Modal>
    </PageContainer>
  );
}
