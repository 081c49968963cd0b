/** An RFx my company is invited to: schedule, conditions and parameters, items (budget only when shown), questions, notes and attachments. */
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Alert, Button, Card, Descriptions, Space, Spin, Tag } from 'antd';
import { FileList } from '../../../components/FileList';
import { PageContainer } from '../../../components/PageContainer';
import { StatusTag } from '../../../components/StatusTag';
import { useFormat } from '../../../lib/format';
import { useQueryClient } from '@tanstack/react-query';
import { RecordActions } from '../../../components/RecordActions';
import { sourcingKeys, useSupplierRfx } from '../api';
import { RfxItemsTable } from '../components/RfxItemsTable';
import { RfxTextsCard } from '../components/RfxTextsCard';
import { useAnswerActions } from '../components/useAnswerActions';
import { OpeningLogCard } from '../components/OpeningLogCard';
import { RFX_COLORS, PARTICIPATION_COLORS } from '../components/colors';
import { useDictLabels } from '../components/labels';

const FLAGS = ['allowRevision', 'showBudgetPrice', 'mustQuoteAll', 'consignment', 'acceptAlternatives', 'mustReply'] as const;

export default function SupplierRfxDetailPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const { data: r, isLoading } = useSupplierRfx(id);
  const label = useDictLabels();
  const qc = useQueryClient();
  const answers = useAnswerActions(() => void qc.invalidateQueries({ queryKey: sourcingKeys.all }));
  if (isLoading || !r) return <Spin />;
  const f = (key: string) => t(`sourcing.fields.${key}`);
  const when = (v: string | null) => (v ? fmt.dateTime(v) : '-');
  return (
    <PageContainer title={`${t('sourcing.supplier.detailTitle')} ${r.number}`} extra={<RecordActions allowed={r.actions} defs={answers.defs(r.id)} />}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {r.actions.includes('quote') && (
          <Alert
            type="info"
            showIcon
            message={t('sourcing.quote.openEditorHint')}
            action={
              <Button type="primary" size="small" onClick={() => void navigate(`/sup/rfx/${r.id}/quotation`)} data-testid="open-quotation">
                {t('sourcing.quote.open')}
              </Button>
            }
          />
        )}
        <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }}>
          <Descriptions.Item label={f('number')}>{r.number}</Descriptions.Item>
          <Descriptions.Item label={f('status')}>
            <StatusTag value={r.status} prefix="sourcing.rfxStatus" colors={RFX_COLORS} />
          </Descriptions.Item>
          <Descriptions.Item label={f('type')}>{label('TC_IQ_TYPE', r.type)}</Descriptions.Item>
          <Descriptions.Item label={t('sourcing.bid.answer')}>
            <StatusTag value={r.participation} prefix="sourcing.participation" colors={PARTICIPATION_COLORS} />
          </Descriptions.Item>
          <Descriptions.Item label={t('sourcing.bid.reason')}>{r.declineReason ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={f('description')} span={3}>{r.description}</Descriptions.Item>
          <Descriptions.Item label={f('purchaseOrg')}>{label('TC_SUPPLIER_ORG', r.purchaseOrg)}</Descriptions.Item>
          <Descriptions.Item label={f('releasedAt')}>{when(r.releasedAt)}</Descriptions.Item>
          <Descriptions.Item label={f('deadlineAt')}>{when(r.deadlineAt)}</Descriptions.Item>
          <Descriptions.Item label={f('openingAt')}>{when(r.openingAt)}</Descriptions.Item>
          <Descriptions.Item label={f('technicalOpenAt')}>{when(r.technicalOpenAt)}</Descriptions.Item>
          <Descriptions.Item label={f('bidValidityDays')}>{r.bidValidityDays ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={f('incoterms')}>{label('TC_ICT_TYPE', r.incoterms)}</Descriptions.Item>
          <Descriptions.Item label={f('deliveryLocation')}>{label('TC_SITE_TYPE', r.deliveryLocation)}</Descriptions.Item>
          <Descriptions.Item label={f('deliveryAddress')}>{r.deliveryAddress ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={f('paymentTerm')}>{label('TC_PAY_PERIOD', r.paymentTerm)}</Descriptions.Item>
          <Descriptions.Item label={f('deliveryType')}>{r.deliveryType ? t(`sourcing.deliveryType.${r.deliveryType}`) : '-'}</Descriptions.Item>
          <Descriptions.Item label={f('firstDeliveryDate')}>{r.firstDeliveryDate ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={f('flags')} span={3}>
            <Space wrap>
              {FLAGS.map((flag) => (
                <Tag key={flag} color={r[flag] ? 'blue' : undefined}>{`${f(flag)}: ${r[flag] ? f('yes') : f('no')}`}</Tag>
              ))}
            </Space>
          </Descriptions.Item>
        </Descriptions>
        <RfxItemsTable items={r.items} label={label} />
        <RfxTextsCard texts={r.texts} />
        <Card size="small" title={f('attachments')}>
          <FileList files={r.attachments} />
        </Card>
        {r.status === 'completed' && <OpeningLogCard rfxId={r.id} side="supplier" />}
        <Space>
          {r.actions.includes('view_quotation') && (
            <Button onClick={() => void navigate(`/sup/rfx/${r.id}/quotation`)} data-testid="open-quotation">
              {t('sourcing.quote.open')}
            </Button>
          )}
          <Button onClick={() => void navigate('/sup/rfx')}>{t('common.actions.back')}</Button>
        </Space>
      </Space>
      {answers.dialog}
    </PageContainer>
  );
}
