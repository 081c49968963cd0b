/** The supplier's data change requests (spec 001 §4): section, status, dates, reviewer, comment; detail with before and after. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Descriptions, Drawer, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { CHANGE_STATUSES, PROFILE_SECTIONS, type ChangeRequestView } from '@aerosupply/shared/supplier-profile/schemas';
import { DataTable, hasFilters } from '../../../components/DataTable';
import { PageContainer } from '../../../components/PageContainer';
import { RecordActions } from '../../../components/RecordActions';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { StatusTag } from '../../../components/StatusTag';
import { useFormat } from '../../../lib/format';
import { pagedTableProps, usePagedList } from '../../../lib/usePagedList';
import { profileApi, profileKeys } from '../api';
import { supplierProfileRoutes } from '@aerosupply/shared/supplier-profile/routes';

const COLORS = { pending: 'processing', approved: 'success', rejected: 'error' };

function show(v: unknown): string {
  if (v === undefined || v === null || v === '') return '-';
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

export default function ChangesPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const [openId, setOpenId] = useState<number | null>(null);
  const detail = useQuery({ queryKey: [...profileKeys.changes, 'detail', openId], queryFn: () => profileApi.change(openId!), enabled: openId !== null });
  const fields: SearchField[] = [
    { name: 'status', label: t('supplierProfile.fields.status'), type: 'select', options: CHANGE_STATUSES.map((s) => ({ value: s, label: t(`supplierProfile.changeStatus.${s}`) })) },
    { name: 'section', label: t('supplierProfile.fields.section'), type: 'select', options: PROFILE_SECTIONS.map((s) => ({ value: s, label: t(`supplierProfile.sections.${s}`) })) },
  ];
  const { list, query } = usePagedList(profileKeys.changes, supplierProfileRoutes.changes, searchKeys(fields));
  const d = detail.data;
  return (
    <PageContainer title={t('supplierProfile.changes.title')}>
      <SearchForm fields={fields} values={list.filters} onSearch={list.setFilters} onReset={list.reset} loading={query.isFetching} />
      <DataTable<ChangeRequestView>
        rowKey="id"
        label={t('supplierProfile.changes.title')}
        emptyHint={t('supplierProfile.changes.emptyHint')}
        filtered={hasFilters(list.filters)}
        {...pagedTableProps(list, query)}
        columns={[
          { title: t('supplierProfile.fields.section'), dataIndex: 'section', render: (v: string) => t(`supplierProfile.sections.${v}`) },
          { title: t('supplierProfile.fields.changedFields'), dataIndex: 'changedFields', render: (v: string[]) => v.map((f) => t(`supplierProfile.fields.${f}`, { defaultValue: f })).join(', ') },
          { title: t('supplierProfile.fields.status'), dataIndex: 'status', render: (v: string) => <StatusTag value={v} prefix="supplierProfile.changeStatus" colors={COLORS} /> },
          { title: t('supplierProfile.fields.requestedBy'), dataIndex: 'requestedByName' },
          { title: t('supplierProfile.fields.createdAt'), dataIndex: 'createdAt', render: (v: string) => fmt.dateTime(v) },
          { title: t('supplierProfile.fields.reviewer'), dataIndex: 'reviewerName', render: (v: string | null) => v ?? '-' },
          { title: t('supplierProfile.fields.comment'), dataIndex: 'comment', render: (v: string | null) => v ?? '-' },
          { title: t('supplierProfile.fields.actions'), key: 'actions', render: (_, r) => <RecordActions allowed={r.actions} defs={{ view: { labelKey: 'common.actions.view', onClick: () => setOpenId(r.id) } }} /> },
        ]}
      />
      <Drawer open={openId !== null} onClose={() => setOpenId(null)} size="large" title={t('supplierProfile.changes.detail')}>
        {d && (
          <>
            <Descriptions
              size="small"
              column={1}
              items={[
                { key: 'section', label: t('supplierProfile.fields.section'), children: t(`supplierProfile.sections.${d.section}`) },
                { key: 'status', label: t('supplierProfile.fields.status'), children: <StatusTag value={d.status} prefix="supplierProfile.changeStatus" colors={COLORS} /> },
                { key: 'decided', label: t('supplierProfile.fields.decidedAt'), children: d.decidedAt ? fmt.dateTime(d.decidedAt) : '-' },
                { key: 'comment', label: t('supplierProfile.fields.comment'), children: d.comment ?? '-' },
              ]}
            />
            <Table
              style={{ marginTop: 16 }}
              size="small"
              rowKey="field"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={d.changedFields.map((field) => ({ field, before: show(d.before[field]), after: show(d.after[field]) }))}
              columns={[
                { title: t('supplierProfile.fields.field'), dataIndex: 'field', render: (f: string) => t(`supplierProfile.fields.${f}`, { defaultValue: f }) },
                { title: t('supplierProfile.changes.before'), dataIndex: 'before' },
                { title: t('supplierProfile.changes.after'), dataIndex: 'after' },
              ]}
            />
          </>
        )}
      </Drawer>
    </PageContainer>
  );
}
