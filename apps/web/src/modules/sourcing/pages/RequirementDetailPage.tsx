/** A purchase requirement: every field, the RFx that took it, edit and delete while it is free. */
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, Descriptions, Space, Spin } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { PageContainer } from '../../../components/PageContainer';
import { RecordActions } from '../../../components/RecordActions';
import { StatusTag } from '../../../components/StatusTag';
import { useCodeTable } from '../../../lib/dict';
import { showSuccess } from '../../../lib/feedback';
import { useFormat } from '../../../lib/format';
import { sourcingApi, sourcingKeys, useRequirement } from '../api';
import { REQUIREMENT_COLORS } from '../components/colors';
import { useDictLabels } from '../components/labels';

export default function RequirementDetailPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const id = Number(useParams().id);
  const { data: r, isLoading } = useRequirement(id);
  const label = useDictLabels();
  const materialClass = useCodeTable('materialClass');
  if (isLoading || !r) return <Spin />;
  const f = (key: string) => t(`sourcing.fields.${key}`);
  return (
    <PageContainer
      title={`${t('sourcing.requirements.detailTitle')} ${r.number}`}
      extra={
        <RecordActions
          allowed={r.actions}
          defs={{
            edit: { labelKey: 'sourcing.actions.edit', onClick: () => void navigate(`/sourcing/requirements/${r.id}/edit`) },
            delete: {
              labelKey: 'sourcing.actions.delete',
              danger: true,
              confirmKey: 'sourcing.requirements.confirmDelete',
              onClick: async () => {
                await sourcingApi.deleteRequirement(r.id);
                showSuccess(t('sourcing.requirements.deleted'));
                await qc.invalidateQueries({ queryKey: sourcingKeys.all });
                void navigate('/sourcing/requirements');
              },
            },
          }}
        />
      }
    >
      <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }}>
        <Descriptions.Item label={f('number')}>{r.number}</Descriptions.Item>
        <Descriptions.Item label={f('status')}>
          <StatusTag value={r.status} prefix="sourcing.status" colors={REQUIREMENT_COLORS} />
        </Descriptions.Item>
        <Descriptions.Item label={f('rfx')}>{r.rfx ? <Link to={`/sourcing/rfx/${r.rfx.id}`}>{r.rfx.number}</Link> : '-'}</Descriptions.Item>
        <Descriptions.Item label={f('materialPn')}>{r.materialPn}</Descriptions.Item>
        <Descriptions.Item label={f('description')}>{r.description}</Descriptions.Item>
        <Descriptions.Item label={f('materialType')}>{r.materialType ? materialClass.labelOf(r.materialType) : '-'}</Descriptions.Item>
        <Descriptions.Item label={f('quantity')}>{`${r.quantity} ${r.unit}`}</Descriptions.Item>
        <Descriptions.Item label={f('requiredDate')}>{r.requiredDate ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={f('plant')}>{label('TC_FACTORY_TYPE', r.plant)}</Descriptions.Item>
        <Descriptions.Item label={f('purchaseOrg')}>{label('TC_SUPPLIER_ORG', r.purchaseOrg)}</Descriptions.Item>
        <Descriptions.Item label={f('purchaseGroup')}>{label('TC_GROUP_TYPE', r.purchaseGroup)}</Descriptions.Item>
        <Descriptions.Item label={f('deliveryLocation')}>{label('TC_SITE_TYPE', r.deliveryLocation)}</Descriptions.Item>
        <Descriptions.Item label={f('budgetPrice')}>{r.budgetPrice === null ? '-' : fmt.amount(r.budgetPrice, r.currency ?? undefined)}</Descriptions.Item>
        <Descriptions.Item label={f('manufacturerCode')}>{r.manufacturerCode ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={f('manufacturerName')}>{r.manufacturerName ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={f('requester')}>{r.requester}</Descriptions.Item>
        <Descriptions.Item label={f('createdAt')}>{fmt.dateTime(r.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={f('updatedAt')}>{fmt.dateTime(r.updatedAt)}</Descriptions.Item>
        <Descriptions.Item label={f('remark')} span={3}>{r.remark ?? '-'}</Descriptions.Item>
      </Descriptions>
      <Space style={{ marginTop: 16 }}>
        <Button onClick={() => void navigate('/sourcing/requirements')}>{t('common.actions.back')}</Button>
      </Space>
    </PageContainer>
  );
}
