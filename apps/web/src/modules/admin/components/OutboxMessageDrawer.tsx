/** One outbox message with its body (outboxRoutes.detail), and a retry for undelivered mail. */
import { useTranslation } from 'react-i18next';
import { Alert, Button, Descriptions, Drawer, Spin, Typography } from 'antd';
import type { OutboxMessage } from '@aerosupply/shared/outbox/schemas';
import { StatusTag } from '../../../components/StatusTag';
import { useFormat } from '../../../lib/format';
import { useOutboxMessage } from '../api';

export const OUTBOX_STATUS_COLORS: Record<string, string> = { pending: 'processing', held: 'warning', sent: 'success', failed: 'error' };

export function OutboxMessageDrawer({ id, onClose, onRetry }: { id: number | null; onClose: () => void; onRetry: (message: OutboxMessage) => Promise<unknown> }) {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useOutboxMessage(id);
  const message = query.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={720}
      title={message?.subject ?? t('admin.outbox.detailTitle')}
      destroyOnHidden
      extra={
        message?.actions.includes('retry') ? (
          <Button type="primary" onClick={() => void onRetry(message)}>
            {t('admin.outbox.actions.retry')}
          </Button>
        ) : undefined
      }
    >
      {query.isLoading && <Spin />}
      {query.isError && <Alert type="error" showIcon title={t('admin.outbox.loadFailed')} />}
      {message && (
        <>
          <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('admin.outbox.fields.channel')}>{t(`admin.outbox.channel.${message.channel}`)}</Descriptions.Item>
            <Descriptions.Item label={t('admin.outbox.fields.recipient')}>{message.recipient}</Descriptions.Item>
            <Descriptions.Item label={t('admin.outbox.fields.subject')}>{message.subject}</Descriptions.Item>
            <Descriptions.Item label={t('admin.outbox.fields.status')}>
              <StatusTag value={message.status} prefix="admin.outbox.status" colors={OUTBOX_STATUS_COLORS} />
            </Descriptions.Item>
            <Descriptions.Item label={t('admin.outbox.fields.attempts')}>{message.attempts}</Descriptions.Item>
            <Descriptions.Item label={t('admin.outbox.fields.createdAt')}>{format.dateTime(message.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('admin.outbox.fields.sentAt')}>{message.sentAt ? format.dateTime(message.sentAt) : '-'}</Descriptions.Item>
            {message.lastError && <Descriptions.Item label={t('admin.outbox.fields.lastError')}>{message.lastError}</Descriptions.Item>}
          </Descriptions>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {t('admin.outbox.fields.body')}
          </Typography.Title>
          <pre className="as-outbox-body" data-testid="outbox-body" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', background: '#f5f5f5', padding: 12, borderRadius: 6 }}>
            {message.body}
          </pre>
        </>
      )}
    </Drawer>
  );
}
