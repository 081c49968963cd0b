/** One capability list application: data, status, review result; edit and submit as the server allows. */
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Button, Descriptions, Popconfirm, Space, Spin, Table } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { CapabilityView } from '@aerosupply/shared/capabilities/schemas';
import { PageContainer } from '../../../components/PageContainer';
import { StatusTag } from '../../../components/StatusTag';
import { showSuccess } from '../../../lib/feedback';
import { useFormat } from '../../../lib/format';
import { capabilityApi, capabilityKeys, useCapability } from '../api';
import { STATUS_COLORS } from './CapabilitiesPage';

export default function CapabilityViewPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const id = Number(useParams().id);
  const app = useCapability(Number.isFinite(id) ? id : null);
  if (app.isLoading || !app.data) return <Spin />;
  const a = app.data;
  return (
    <PageContainer
      title={`${t('capabilities.view.title')} ${a.number}`}
      extra={
        <Space>
          {a.actions.includes('edit') && <Button onClick={() => void navigate(`/sup/capabilities/${a.id}/edit`)}>{t('common.actions.edit')}</Button>}
          {a.actions.includes('submit') && (
            <Popconfirm
              title={t('capabilities.confirm.submit')}
              okText={t('common.actions.confirm')}
              cancelText={t('common.actions.cancel')}
              onConfirm={async () => {
                await capabilityApi.submit(a.id);
                showSuccess(t('capabilities.messages.submitted'));
                await qc.invalidateQueries({ queryKey: capabilityKeys.all });
              }}
            >
              <Button type="primary" data-testid="capability-submit">{t('capabilities.actions.submit')}</Button>
            </Popconfirm>
          )}
        </Space>
      }
    >
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2, xl: 3 }}
        items={[
          { key: 'number', label: t('capabilities.fields.number'), children: a.number },
          { key: 'status', label: t('capabilities.fields.status'), children: <StatusTag value={a.status} prefix="capabilities.status" colors={STATUS_COLORS} /> },
          { key: 'procurementType', label: t('capabilities.fields.procurementType'), children: t(`capabilities.procurementType.${a.procurementType}`) },
          { key: 'supplyAbility', label: t('capabilities.fields.supplyAbility'), children: t(`capabilities.supplyAbility.${a.supplyAbility}`) },
          { key: 'qualificationStatus', label: t('capabilities.fields.qualificationStatus'), children: t(`capabilities.qualificationStatus.${a.qualificationStatus}`) },
          { key: 'categories', label: t('capabilities.fields.categories'), children: a.categories.map((c) => `${c.level1}/${c.level2}`).join(', ') },
          { key: 'applicant', label: t('capabilities.fields.applicant'), children: a.applicantName },
          { key: 'applicationDate', label: t('capabilities.fields.applicationDate'), children: a.applicationDate ?? '-' },
          { key: 'prequalNo', label: t('capabilities.fields.prequalNo'), children: a.prequalNo ?? '-' },
          { key: 'auditNo', label: t('capabilities.fields.auditNo'), children: a.auditNo ?? '-' },
          { key: 'auditResult', label: t('capabilities.fields.auditResult'), children: a.auditResult ? t(`capabilities.auditResult.${a.auditResult}`) : '-' },
          { key: 'reviewer', label: t('capabilities.fields.reviewer'), children: a.reviewerName ?? '-' },
          { key: 'reviewedAt', label: t('capabilities.fields.reviewedAt'), children: a.reviewedAt ? fmt.dateTime(a.reviewedAt) : '-' },
          { key: 'reviewComment', label: t('capabilities.fields.reviewComment'), children: a.reviewComment ?? '-' },
          { key: 'remarks', label: t('capabilities.fields.remarks'), children: a.remarks ?? '-' },
        ]}
      />
      <Table<CapabilityView['items'][number]>
        style={{ marginTop: 16 }}
        size="small"
        rowKey={(_, i) => String(i)}
        pagination={false}
        locale={{ emptyText: t('common.table.empty') }}
        dataSource={a.items}
        columns={[
          { title: t('capabilities.fields.partNumber'), dataIndex: 'partNumber' },
          { title: t('capabilities.fields.description'), dataIndex: 'description' },
          { title: t('capabilities.fields.manufacturer'), dataIndex: 'manufacturer' },
          { title: t('capabilities.fields.supplyAbility'), dataIndex: 'ability', render: (v: string) => t(`capabilities.supplyAbility.${v}`) },
          { title: t('capabilities.fields.certificate'), dataIndex: 'certificate' },
        ]}
      />
    </PageContainer>
  );
}
