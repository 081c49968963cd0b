/** The delivery log of one webhook endpoint (newest first, keyset pages) with manual replay. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Drawer, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { WEBHOOK_DELIVERY_STATUSES, type WebhookDelivery, type WebhookDeliveryStatus, type WebhookEndpoint } from '@aerosupply/shared/webhooks/schemas';
import { webhooksRoutes } from '@aerosupply/shared/webhooks/routes';
import { call } from '../../../lib/api/call';
import { useSubmit } from '../../../lib/forms';
import { useFormat } from '../../../lib/format';

const COLORS: Record<WebhookDeliveryStatus, string> = { pending: 'processing', delivered: 'success', failed: 'error' };

export function DeliveriesDrawer({ endpoint, onClose }: { endpoint: WebhookEndpoint | null; onClose: () => void }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const qc = useQueryClient();
  const [status, setStatus] = useState<WebhookDeliveryStatus | undefined>();
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors[cursors.length - 1];
  const key = ['webhooks', 'deliveries', endpoint?.id, status, cursor] as const;
  const page = useQuery({
    queryKey: key,
    enabled: endpoint !== null,
    queryFn: () => call(webhooksRoutes.deliveries, { params: { id: endpoint!.id }, query: { status, cursor, pageSize: 20 } }),
  });
  const replay = useSubmit(
    async (d: WebhookDelivery) => {
      await call(webhooksRoutes.replay, { params: { id: endpoint!.id, deliveryId: d.id } });
      await qc.invalidateQueries({ queryKey: ['webhooks'] });
    },
    { success: t('webhooks.deliveries.replayed') },
  );

  return (
    <Drawer open={endpoint !== null} onClose={onClose} width={960} title={t('webhooks.deliveries.title', { url: endpoint?.url ?? '' })} destroyOnHidden>
      <Space style={{ marginBottom: 12 }}>
        <Select<WebhookDeliveryStatus>
          allowClear
          style={{ width: 180 }}
          placeholder={t('webhooks.deliveries.status')}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setCursors([]);
          }}
          options={WEBHOOK_DELIVERY_STATUSES.map((s) => ({ value: s, label: t(`webhooks.deliveryStatus.${s}`) }))}
          aria-label={t('webhooks.deliveries.status')}
        />
      </Space>
      <div role="region" aria-label={t('webhooks.deliveries.log')} tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table<WebhookDelivery>
          rowKey="id"
          size="small"
          loading={page.isFetching}
          dataSource={page.data?.rows ?? []}
          pagination={false}
          locale={{ emptyText: t('webhooks.deliveries.empty') }}
          columns={[
            { title: t('webhooks.deliveries.event'), dataIndex: 'eventType', render: (v: string, d) => (<><Typography.Text code>{v}</Typography.Text><div><Typography.Text type="secondary">{d.subject}</Typography.Text></div></>) },
            { title: t('webhooks.deliveries.status'), dataIndex: 'status', render: (v: WebhookDeliveryStatus) => <Tag color={COLORS[v]}>{t(`webhooks.deliveryStatus.${v}`)}</Tag> },
            { title: t('webhooks.deliveries.attempts'), dataIndex: 'attempts' },
            { title: t('webhooks.deliveries.responseCode'), dataIndex: 'lastStatusCode', render: (v: number | null, d) => v ?? d.lastError ?? '-' },
            { title: t('webhooks.deliveries.lastAttemptAt'), dataIndex: 'lastAttemptAt', render: (v: string | null) => (v ? fmt.dateTime(v) : '-') },
            { title: t('webhooks.deliveries.nextAttemptAt'), dataIndex: 'nextAttemptAt', render: (v: string | null) => (v ? fmt.dateTime(v) : '-') },
            {
              title: t('webhooks.fields.actions'),
              key: 'actions',
              render: (_: unknown, d) =>
                !d.actions.includes('replay') ? null : (
                  <Popconfirm title={t('webhooks.deliveries.replayConfirm')} onConfirm={() => void replay.run(d)} okText={t('webhooks.deliveries.replay')} cancelText={t('common.actions.cancel')}>
                    <Button size="small" data-testid={`webhook-replay-${d.id}`}>
                      {t('webhooks.deliveries.replay')}
                    </Button>
                  </Popconfirm>
                ),
            },
          ]}
        />
      </div>
      <Space style={{ marginTop: 12 }}>
        <Button disabled={cursors.length === 0} onClick={() => setCursors((c) => c.slice(0, -1))}>
          {t('webhooks.deliveries.newer')}
        </Button>
        <Button disabled={!page.data?.nextCursor} onClick={() => setCursors((c) => [...c, page.data!.nextCursor!])}>
          {t('webhooks.deliveries.older')}
        </Button>
      </Space>
    </Drawer>
  );
}
