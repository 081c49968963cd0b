/**
 * An RFx (staff): header, default conditions and parameters, the approval by the inquiry approvers
 * (D-261), items with their clauses, questions and notes, attachments, project team, invited
 * bidders with the contacts who receive the invitation and, once released, the bidder contact
 * dialog with the reminder e-mail (D-262); the actions the server allows now (edit, submit for
 * approval, withdraw, approve, reject, release, open early, copy, delete).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Button, Card, Descriptions, Space, Spin, Table, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { RfxDetail } from '@aerosupply/shared/sourcing/responses';
import { FileList } from '../../../components/FileList';
import { PageContainer } from '../../../components/PageContainer';
import { RecordActions } from '../../../components/RecordActions';
import { StatusTag } from '../../../components/StatusTag';
import { useFormat } from '../../../lib/format';
import { currentLang } from '../../../lib/i18n';
import { sourcingKeys, useRfx } from '../api';
import { APPROVAL_COLORS, RFX_COLORS, PARTICIPATION_COLORS } from '../components/colors';
import { BidderContactsDialog } from '../components/BidderContactsDialog';
import { useDictLabels } from '../components/labels';
import { RfxItemsTable } from '../components/RfxItemsTable';
import { RfxTextsCard } from '../components/RfxTextsCard';
import { useRfxActions } from '../components/useRfxActions';
import { OpeningLogCard } from '../components/OpeningLogCard';
import { QuotationsCard } from '../components/QuotationsCard';

const FLAGS = ['allowRevision', 'showBudgetPrice', 'mustQuoteAll', 'consignment', 'acceptAlternatives', 'mustReply'] as const;

export default function RfxDetailPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const id = Number(useParams().id);
  const { data: r, isLoading } = useRfx(id);
  const label = useDictLabels();
  const { defs, dialogs } = useRfxActions(() => void qc.invalidateQueries({ queryKey: sourcingKeys.all }));
  const [contactsOpen, setContactsOpen] = useState(false);
  if (isLoading || !r) return <Spin />;
  const f = (key: string) => t(`sourcing.fields.${key}`);
  const when = (v: string | null) => (v ? fmt.dateTime(v) : '-');
  const actionDefs = defs(r);
  return (
    <PageContainer
      title={`${t('sourcing.rfx.detailTitle')} ${r.number}`}
      extra={
        <RecordActions
          allowed={r.actions}
          defs={{
            ...actionDefs,
            delete: { ...actionDefs.delete!, onClick: async () => { await actionDefs.delete!.onClick(); void navigate('/sourcing/rfx'); } },
          }}
        />
      }
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} data-testid="rfx-header">
          <Descriptions.Item label={f('number')}>{r.number}</Descriptions.Item>
          <Descriptions.Item label={f('status')}>
            <Space size={4} wrap>
              <StatusTag value={r.status} prefix="sourcing.rfxStatus" colors={RFX_COLORS} />
              {r.status === 'not_released' && r.approval.required && <StatusTag value={r.approvalStatus} prefix="sourcing.approvalStatus" colors={APPROVAL_COLORS} />}
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label={f('type')}>{label('TC_IQ_TYPE', r.type)}</Descriptions.Item>
          <Descriptions.Item label={f('description')} span={3}>{r.description}</Descriptions.Item>
          <Descriptions.Item label={f('purchaseOrg')}>{label('TC_SUPPLIER_ORG', r.purchaseOrg)}</Descriptions.Item>
          <Descriptions.Item label={f('purchaseGroup')}>{label('TC_GROUP_TYPE', r.purchaseGroup)}</Descriptions.Item>
          <Descriptions.Item label={f('plant')}>{label('TC_FACTORY_TYPE', r.plant)}</Descriptions.Item>
          <Descriptions.Item label={f('releasedAt')}>{when(r.releasedAt)}</Descriptions.Item>
          <Descriptions.Item label={f('deadlineAt')}>{when(r.deadlineAt)}</Descriptions.Item>
          <Descriptions.Item label={f('openingAt')}>{when(r.openingAt)}</Descriptions.Item>
          <Descriptions.Item label={f('technicalOpenAt')}>{when(r.technicalOpenAt)}</Descriptions.Item>
          <Descriptions.Item label={f('openedAt')}>{when(r.openedAt)}</Descriptions.Item>
          <Descriptions.Item label={f('bidValidityDays')}>{r.bidValidityDays ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={f('incoterms')}>{label('TC_ICT_TYPE', r.incoterms)}</Descriptions.Item>
          <Descriptions.Item label={f('deliveryLocation')}>{label('TC_SITE_TYPE', r.deliveryLocation)}</Descriptions.Item>
          <Descriptions.Item label={f('deliveryAddress')}>{r.deliveryAddress ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={f('paymentTerm')}>{label('TC_PAY_PERIOD', r.paymentTerm)}</Descriptions.Item>
          <Descriptions.Item label={f('paymentNote')}>{r.paymentNote ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={f('deliveryType')}>{r.deliveryType ? t(`sourcing.deliveryType.${r.deliveryType}`) : '-'}</Descriptions.Item>
          <Descriptions.Item label={f('firstDeliveryDate')}>{r.firstDeliveryDate ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={f('lastDeliveryDate')}>{r.lastDeliveryDate ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={f('sapSyncStatus')}>{t(`sourcing.sap.${r.sapSyncStatus}`)}</Descriptions.Item>
          <Descriptions.Item label={f('createdBy')}>{r.createdBy}</Descriptions.Item>
          <Descriptions.Item label={f('createdAt')}>{when(r.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={f('flags')} span={3}>
            <Space wrap>
              {FLAGS.map((flag) => (
                <Tag key={flag} color={r[flag] ? 'blue' : undefined}>
                  {`${f(flag)}: ${r[flag] ? f('yes') : f('no')}`}
                </Tag>
              ))}
            </Space>
          </Descriptions.Item>
        </Descriptions>
        {(r.approval.required || r.approvalStatus !== 'none') && (
          <Card size="small" title={t('sourcing.approval.title')} data-testid="rfx-approval">
            <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }}>
              <Descriptions.Item label={f('status')}>
                <StatusTag value={r.approvalStatus} prefix="sourcing.approvalStatus" colors={APPROVAL_COLORS} />
              </Descriptions.Item>
              <Descriptions.Item label={t('sourcing.approval.approvers')} span={2}>
                {r.approval.approvers.length ? r.approval.approvers.map((a) => a.name).join(', ') : <Typography.Text type="warning">{t('sourcing.approval.noApprovers')}</Typography.Text>}
              </Descriptions.Item>
              <Descriptions.Item label={t('sourcing.approval.submittedBy')}>{r.approval.submittedBy ? `${r.approval.submittedBy} · ${when(r.approval.submittedAt)}` : '-'}</Descriptions.Item>
              <Descriptions.Item label={t('sourcing.approval.decidedBy')}>{r.approval.decidedBy ? `${r.approval.decidedBy} · ${when(r.approval.decidedAt)}` : '-'}</Descriptions.Item>
              <Descriptions.Item label={t('sourcing.approval.comment')}>{r.approval.comment ?? '-'}</Descriptions.Item>
            </Descriptions>
          </Card>
        )}
        <RfxItemsTable items={r.items} label={label} />
        <RfxTextsCard texts={r.texts} />
        <Card size="small" title={f('attachments')}>
          <FileList files={r.attachments} />
        </Card>
        <Card size="small" title={f('team')}>
          <Space wrap>
            {r.team.map((m) => (
              <Tag key={m.userId} color={m.passwordHolder ? 'blue' : undefined}>
                {m.name}
                {m.passwordHolder ? ` · ${t('sourcing.rfx.holder')}` : ''}
              </Tag>
            ))}
          </Space>
        </Card>
        <Card
          size="small"
          title={f('bidders')}
          extra={
            r.status !== 'not_released' && (
              <Button size="small" onClick={() => setContactsOpen(true)} data-testid="rfx-bidder-contacts-open">
                {t('sourcing.remind.open')}
              </Button>
            )
          }
        >
          <Table<RfxDetail['bidders'][number]>
            rowKey="companyId"
            size="small"
            pagination={false}
            dataSource={r.bidders}
            locale={{ emptyText: t('sourcing.rfx.noBidders') }}
            data-testid="rfx-bidders"
            columns={[
              { key: 'vendorCode', title: f('vendorCode'), dataIndex: 'vendorCode' },
              { key: 'name', title: f('company'), render: (_, b) => (currentLang() === 'en' && b.nameEn ? b.nameEn : b.name) },
              { key: 'invitedAt', title: f('invitedAt'), dataIndex: 'invitedAt', render: (v: string | null) => when(v) },
              {
                key: 'participation',
                title: t('sourcing.bid.answer'),
                render: (_, b) => (
                  <Space direction="vertical" size={0}>
                    <StatusTag value={b.participation} prefix="sourcing.participation" colors={PARTICIPATION_COLORS} />
                    {b.declineReason && <Typography.Text type="secondary">{b.declineReason}</Typography.Text>}
                  </Space>
                ),
              },
              {
                key: 'contacts',
                title: t('sourcing.rfx.receivers'),
                render: (_, b) => (b.contacts.length ? b.contacts.map((c) => `${c.name} <${c.email}>`).join('; ') : <Typography.Text type="secondary">{t('sourcing.rfx.noReceivers')}</Typography.Text>),
              },
            ]}
          />
        </Card>
        {r.status !== 'not_released' && <QuotationsCard rfxId={r.id} opened={r.status === 'completed'} questions={r.texts.map((x) => x.text)} />}
        {r.status === 'completed' && <OpeningLogCard rfxId={r.id} side="staff" />}
        {r.status === 'completed' && (
          <Button type="primary" onClick={() => void navigate(`/sourcing/rfx/${r.id}/award`)} data-testid="rfx-open-award">
            {t('award.openAward')}
          </Button>
        )}
        <Space>
          <Button onClick={() => void navigate('/sourcing/rfx')}>{t('common.actions.back')}</Button>
        </Space>
      </Space>
      {dialogs}
      <BidderContactsDialog rfxId={r.id} open={contactsOpen} onClose={() => setContactsOpen(false)} />
    </PageContainer>
  );
}
