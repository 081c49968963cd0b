/**
 * The bidder contact dialog of a released RFx (staff; D-262): each invited bidder with its answer,
 * its quotation's status, the contacts receiving invitations and reminders (name, phone, e-mail)
 * and its last reminder; the buyer picks bidders who have not quoted and sends them a reminder
 * e-mail (the server allows one per bidder per interval and says which may be reminded now).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Modal, Space, Table, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { RfxBidderContacts } from '@aerosupply/shared/sourcing/responses';
import { StatusTag } from '../../../components/StatusTag';
import { showSuccess } from '../../../lib/feedback';
import { useFormat } from '../../../lib/format';
import { useSubmit } from '../../../lib/forms';
import { currentLang } from '../../../lib/i18n';
import { sourcingApi, sourcingKeys } from '../api';
import { PARTICIPATION_COLORS, QUOTATION_COLORS } from './colors';

export function BidderContactsDialog({ rfxId, open, onClose }: { rfxId: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const qc = useQueryClient();
  const [selected, setSelected] = useState<number[]>([]);
  const list = useQuery({ queryKey: sourcingKeys.bidderContacts(rfxId), queryFn: () => sourcingApi.bidderContacts(rfxId), enabled: open });
  const remind = useSubmit(async () => {
    const sent = await sourcingApi.sendReminders(rfxId, { companyIds: selected });
    showSuccess(t('sourcing.remind.sent', { n: sent.reminded }));
    setSelected([]);
    await qc.invalidateQueries({ queryKey: sourcingKeys.bidderContacts(rfxId) });
  });
  const remindable = (list.data?.bidders ?? []).filter((b) => b.remindable);
  return (
    <Modal
      open={open}
      width={1000}
      title={t('sourcing.remind.title')}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>{t('common.actions.close')}</Button>
          <Button type="primary" disabled={remindable.length === 0} loading={remind.pending} onClick={() => void remind.run()} data-testid="rfx-send-reminder">
            {selected.length ? t('sourcing.remind.sendSelected', { n: selected.length }) : t('sourcing.remind.sendAll', { n: remindable.length })}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('sourcing.remind.hint', { minutes: list.data?.intervalMinutes ?? 60 })}</Typography.Paragraph>
      {remind.problem && <Alert type="error" showIcon message={remind.problem} style={{ marginBottom: 16 }} />}
      <Table<RfxBidderContacts>
        rowKey="companyId"
        size="small"
        pagination={false}
        loading={list.isFetching}
        dataSource={list.data?.bidders ?? []}
        data-testid="rfx-bidder-contacts"
        locale={{ emptyText: t('sourcing.rfx.noBidders') }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]), getCheckboxProps: (b) => ({ disabled: !b.remindable, 'aria-label': b.name }) }}
        columns={[
          { key: 'vendorCode', title: t('sourcing.fields.vendorCode'), dataIndex: 'vendorCode' },
          { key: 'name', title: t('sourcing.fields.company'), render: (_, b) => (currentLang() === 'en' && b.nameEn ? b.nameEn : b.name) },
          { key: 'participation', title: t('sourcing.bid.answer'), dataIndex: 'participation', render: (v: string) => <StatusTag value={v} prefix="sourcing.participation" colors={PARTICIPATION_COLORS} /> },
          {
            key: 'quotation',
            title: t('sourcing.remind.quotation'),
            dataIndex: 'quotationStatus',
            render: (v: string | null) => (v ? <StatusTag value={v} prefix="sourcing.quoteStatus" colors={QUOTATION_COLORS} /> : <Typography.Text type="secondary">{t('sourcing.remind.noQuotation')}</Typography.Text>),
          },
          {
            key: 'contacts',
            title: t('sourcing.remind.contacts'),
            render: (_, b) =>
              b.contacts.length ? (
                <Space direction="vertical" size={0}>
                  {b.named && <Typography.Text type="secondary">{t('sourcing.remind.named')}</Typography.Text>}
                  {b.contacts.map((c) => (
                    <span key={c.email}>{[c.name, c.phone, c.email].filter(Boolean).join(' · ')}</span>
                  ))}
                </Space>
              ) : (
                <Typography.Text type="secondary">{t('sourcing.rfx.noReceivers')}</Typography.Text>
              ),
          },
          { key: 'lastRemindedAt', title: t('sourcing.remind.lastRemindedAt'), dataIndex: 'lastRemindedAt', render: (v: string | null) => (v ? fmt.dateTime(v) : '-') },
        ]}
      />
    </Modal>
  );
}
