/**
 * The attachments card of a purchase order (issue 26 item 12; spec 001 §3 'attachment'): drawings,
 * specifications and quality clauses with the version each came with, who added it and when; a
 * download for both sides (one-time link, D-94); a buyer who manages orders uploads and removes
 * (with confirmation). Buttons come from the server's `attachmentActions` and `actions`.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Empty, Popconfirm, Table, Upload } from 'antd';
import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import type { OrderAttachmentView, OrderDetail } from '@aerosupply/shared/orders/schemas';
import { saveFile } from '../../../lib/download';
import { useSubmit } from '../../../lib/forms';
import { useFormat } from '../../../lib/format';
import { beforeUploadCheck } from '../../../lib/upload';
import { orderApi } from '../api';

/** A file size in B, KB or MB. */
const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : bytes >= 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${bytes} B`);

export function OrderAttachments({ order, onChange }: { order: OrderDetail; onChange: (d: OrderDetail) => Promise<void> | void }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const [uploading, setUploading] = useState(false);
  const remove = useSubmit((a: OrderAttachmentView) => orderApi.removeAttachment(order.id, a.file.fileKey).then(onChange), { success: true });

  return (
    <Card
      size="small"
      title={t('orders.detail.attachments')}
      data-testid="order-attachments"
      extra={
        order.attachmentActions.includes('add') && (
          <Upload
            showUploadList={false}
            beforeUpload={beforeUploadCheck()}
            customRequest={(options) => {
              setUploading(true);
              orderApi
                .addAttachment(order.id, options.file as Blob)
                .then(async (d) => {
                  options.onSuccess?.(d);
                  await onChange(d);
                })
                .catch((err: unknown) => options.onError?.(err instanceof Error ? err : new Error(String(err))))
                .finally(() => setUploading(false));
            }}
          >
            <Button size="small" icon={<UploadOutlined aria-hidden="true" />} loading={uploading} data-testid="order-attachment-upload">
              {t('orders.attachments.upload')}
            </Button>
          </Upload>
        )
      }
    >
      <Table
        size="small"
        rowKey={(a) => a.file.fileKey}
        pagination={false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.attachments.empty')} /> }}
        dataSource={order.attachments}
        columns={[
          {
            title: t('orders.attachments.name'),
            key: 'name',
            render: (_, a) => (
              <Button type="link" size="small" icon={<PaperClipOutlined aria-hidden="true" />} style={{ padding: 0 }} onClick={() => void saveFile(a.file.fileKey, a.file.filename).catch(() => undefined)}>
                {a.file.filename}
              </Button>
            ),
          },
          { title: t('orders.attachments.size'), key: 'size', render: (_, a) => sizeText(a.file.fileSize) },
          { title: t('orders.fields.version'), dataIndex: 'version' },
          { title: t('orders.attachments.addedBy'), dataIndex: 'addedBy', render: (v: string | null) => v ?? t('orders.system') },
          { title: t('orders.attachments.addedAt'), dataIndex: 'addedAt', render: (v: string) => fmt.dateTime(v) },
          {
            title: t('orders.fields.actions'),
            key: 'actions',
            render: (_, a) =>
              a.actions.includes('remove') ? (
                <Popconfirm
                  title={t('orders.attachments.confirmRemove', { name: a.file.filename })}
                  okText={t('common.actions.confirm')}
                  cancelText={t('common.actions.cancel')}
                  onConfirm={() => void remove.run(a)}
                >
                  <Button type="link" size="small" danger loading={remove.pending} data-testid={`order-attachment-remove-${a.file.fileKey}`}>
                    {t('orders.attachments.remove')}
                  </Button>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}
