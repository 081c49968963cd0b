/**
 * Webhook endpoints (issue 33 item 1, D-590; menu 'system/webhooks', permission 'sys.webhooks.manage'):
 * where the portal sends signed events for the ERP. Create one (its secret is shown once, to copy),
 * edit URL and event types, enable or disable, rotate the secret after a confirmation (the old one
 * keeps signing for the overlap), delete, and open the delivery log with replay.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Checkbox, Form, Input, InputNumber, Modal, Popconfirm, Space, Switch, Table, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { EVENT_TYPES, type EventType } from '@aerosupply/shared/webhooks/events';
import { webhooksRoutes } from '@aerosupply/shared/webhooks/routes';
import type { WebhookEndpoint, WebhookEndpointBody, WebhookEndpointWithSecret } from '@aerosupply/shared/webhooks/schemas';
import { PageContainer } from '../../../components/PageContainer';
import { call } from '../../../lib/api/call';
import { useSubmit, validateThen } from '../../../lib/forms';
import { useFormat } from '../../../lib/format';
import { DeliveriesDrawer } from './DeliveriesDrawer';

const KEY = ['webhooks', 'endpoints'] as const;

type FormValues = { url: string; description: string; eventTypes: EventType[]; enabled: boolean };

export default function WebhooksPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const qc = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  const [secret, setSecret] = useState<WebhookEndpointWithSecret | null>(null);
  const [rotating, setRotating] = useState<WebhookEndpoint | null>(null);
  const [overlapHours, setOverlapHours] = useState(24);
  const [log, setLog] = useState<WebhookEndpoint | null>(null);
  const list = useQuery({ queryKey: KEY, queryFn: () => call(webhooksRoutes.list) });
  const refresh = () => qc.invalidateQueries({ queryKey: ['webhooks'] });

  const bodyOf = (v: FormValues): WebhookEndpointBody => ({ url: v.url.trim(), description: (v.description ?? '').trim(), eventTypes: v.eventTypes, enabled: v.enabled });
  const save = useSubmit(
    async (v: FormValues) => {
      if (editing === 'new') setSecret(await call(webhooksRoutes.create, { body: bodyOf(v) }, { silent: true }));
      else if (editing) await call(webhooksRoutes.update, { params: { id: editing.id }, body: bodyOf(v) }, { silent: true });
      setEditing(null);
      await refresh();
    },
    { form },
  );
  const setEnabled = useSubmit(
    async (e: WebhookEndpoint, enabled: boolean) => {
      await call(webhooksRoutes.update, { params: { id: e.id }, body: { url: e.url, description: e.description, eventTypes: e.eventTypes, enabled } });
      await refresh();
    },
    { success: true },
  );
  const rotate = useSubmit(async () => {
    if (!rotating) return;
    setSecret(await call(webhooksRoutes.rotate, { params: { id: rotating.id }, body: { overlapHours } }));
    setRotating(null);
    await refresh();
  });
  const remove = useSubmit(
    async (e: WebhookEndpoint) => {
      await call(webhooksRoutes.remove, { params: { id: e.id } });
      await refresh();
    },
    { success: true },
  );

  const open = (e: WebhookEndpoint | 'new') => {
    form.resetFields();
    save.reset();
    form.setFieldsValue(e === 'new' ? { url: 'https://', description: '', eventTypes: [...EVENT_TYPES], enabled: true } : { url: e.url, description: e.description, eventTypes: e.eventTypes, enabled: e.enabled });
    setEditing(e);
  };

  return (
    <PageContainer
      title={t('webhooks.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => open('new')} data-testid="webhook-create">
          {t('webhooks.create')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('webhooks.intro')}</Typography.Paragraph>
      <div role="region" aria-label={t('webhooks.title')} tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table<WebhookEndpoint>
          rowKey="id"
          size="small"
          loading={list.isFetching}
          dataSource={list.data ?? []}
          pagination={false}
          locale={{ emptyText: t('webhooks.empty') }}
          columns={[
            { title: t('webhooks.fields.url'), dataIndex: 'url', render: (v: string, e) => (<><Typography.Text code>{v}</Typography.Text>{e.description && <div><Typography.Text type="secondary">{e.description}</Typography.Text></div>}</>) },
            { title: t('webhooks.fields.eventTypes'), dataIndex: 'eventTypes', render: (v: EventType[]) => t('webhooks.eventCount', { count: v.length }) },
            {
              title: t('webhooks.fields.status'),
              key: 'status',
              render: (_: unknown, e) => (
                <Space direction="vertical" size={0}>
                  <Tag color={e.enabled ? 'success' : e.disabledReason === 'failing' ? 'error' : 'default'}>{t(e.enabled ? 'webhooks.status.enabled' : e.disabledReason === 'failing' ? 'webhooks.status.failing' : 'webhooks.status.disabled')}</Tag>
                  {e.failingSince && <Typography.Text type="danger">{t('webhooks.failingSince', { since: fmt.dateTime(e.failingSince) })}</Typography.Text>}
                </Space>
              ),
            },
            { title: t('webhooks.fields.pending'), dataIndex: 'pendingDeliveries' },
            {
              title: t('webhooks.fields.secret'),
              key: 'secret',
              render: (_: unknown, e) => (
                <>
                  <Typography.Text code>{e.secretHint}</Typography.Text>
                  {e.previousSecretUntil && <div><Typography.Text type="secondary">{t('webhooks.overlapUntil', { until: fmt.dateTime(e.previousSecretUntil) })}</Typography.Text></div>}
                </>
              ),
            },
            {
              title: t('webhooks.fields.actions'),
              key: 'actions',
              render: (_: unknown, e) => (
                <Space wrap size="small" data-testid={`webhook-${e.id}`}>
                  <Button size="small" onClick={() => setLog(e)}>{t('webhooks.deliveries.open')}</Button>
                  <Button size="small" onClick={() => open(e)}>{t('webhooks.edit')}</Button>
                  <Switch size="small" checked={e.enabled} onChange={(on) => void setEnabled.run(e, on)} aria-label={t('webhooks.fields.enabled')} />
                  <Button size="small" onClick={() => { setOverlapHours(24); setRotating(e); }}>{t('webhooks.rotate')}</Button>
                  <Popconfirm title={t('webhooks.deleteConfirm')} onConfirm={() => void remove.run(e)} okText={t('webhooks.delete')} cancelText={t('common.actions.cancel')} okButtonProps={{ danger: true }}>
                    <Button size="small" danger>{t('webhooks.delete')}</Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </div>
      <Modal
        open={editing !== null}
        title={t(editing === 'new' ? 'webhooks.create' : 'webhooks.edit')}
        onCancel={() => setEditing(null)}
        onOk={() => void validateThen(form, save.run)}
        okText={t('webhooks.save')}
        cancelText={t('common.actions.cancel')}
        confirmLoading={save.pending}
        destroyOnHidden
        maskClosable={false}
        width={640}
      >
        <Form form={form} layout="vertical" name="webhook-endpoint" aria-label={t('webhooks.title')}>
          {save.problem && <Alert type="error" showIcon message={save.problem} style={{ marginBottom: 16 }} />}
          <Form.Item name="url" label={t('webhooks.fields.url')} rules={[{ required: true, whitespace: true, message: t('webhooks.validation.required') }]} extra={t('webhooks.urlHint')}>
            <Input maxLength={500} data-testid="webhook-url" />
          </Form.Item>
          <Form.Item name="description" label={t('webhooks.fields.description')}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="eventTypes" label={t('webhooks.fields.eventTypes')} rules={[{ required: true, message: t('webhooks.validation.eventTypes') }]}>
            <Checkbox.Group options={EVENT_TYPES.map((e) => ({ value: e, label: t(`webhooks.events.${e.replace('.', '_')}`) }))} style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 4 }} />
          </Form.Item>
          <Form.Item name="enabled" label={t('webhooks.fields.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={rotating !== null}
        title={t('webhooks.rotate')}
        onCancel={() => setRotating(null)}
        onOk={() => void rotate.run()}
        okText={t('webhooks.rotateOk')}
        okButtonProps={{ danger: true }}
        cancelText={t('common.actions.cancel')}
        confirmLoading={rotate.pending}
        destroyOnHidden
      >
        <Typography.Paragraph>{t('webhooks.rotateConfirm', { url: rotating?.url ?? '' })}</Typography.Paragraph>
        <Space>
          {t('webhooks.overlapHours')}
          <InputNumber min={0} max={168} precision={0} value={overlapHours} onChange={(v) => setOverlapHours(v ?? 0)} aria-label={t('webhooks.overlapHours')} />
        </Space>
      </Modal>
      <Modal
        open={secret !== null}
        title={t('webhooks.secretTitle')}
        onCancel={() => setSecret(null)}
        footer={
          <Button type="primary" onClick={() => setSecret(null)} data-testid="webhook-secret-done">
            {t('webhooks.secretDone')}
          </Button>
        }
        maskClosable={false}
      >
        {secret && (
          <>
            <Alert type="warning" showIcon message={t('webhooks.secretOnce')} style={{ marginBottom: 16 }} />
            <Typography.Paragraph>
              <Typography.Text code copyable data-testid="webhook-secret">
                {secret.secret}
              </Typography.Text>
            </Typography.Paragraph>
            <Typography.Paragraph type="secondary">{t('webhooks.secretUsage')}</Typography.Paragraph>
          </>
        )}
      </Modal>
      <DeliveriesDrawer endpoint={log} onClose={() => setLog(null)} />
    </PageContainer>
  );
}
