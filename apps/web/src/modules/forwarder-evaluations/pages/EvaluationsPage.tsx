/**
 * Forwarder evaluations (issue 17 item 6): the staff list (`/logistics/evaluations`, old
 * `/logistics/npd/evaluateInitiate`; start, close, return, cancel) and the forwarder's list
 * (`/fwd/evaluations`, old `/logistics/npd/evaluateAnswer`; answer its own).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { forwarderEvaluationRoutes } from '@aerosupply/shared/forwarder-evaluations/routes';
import type { EvaluationRow } from '@aerosupply/shared/forwarder-evaluations/schemas';
import { EVALUATION_STATUSES } from '@aerosupply/shared/forwarder-evaluations/workflow';
import { DataTable } from '../../../components/DataTable';
import { PageContainer } from '../../../components/PageContainer';
import { confirmedAction, RecordActions } from '../../../components/RecordActions';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { StatusTag } from '../../../components/StatusTag';
import { companyName } from '../../../lib/company-name';
import { useFormat } from '../../../lib/format';
import { pagedTableProps, usePagedList } from '../../../lib/usePagedList';
import { useTableSort } from '../../../lib/useTableSort';
import { evaluationApi, evaluationKeys, FWD_EVALUATIONS, STAFF_EVALUATIONS, useEvaluationForwarders } from '../api';
import { InitiateDialog } from '../components/InitiateDialog';
import { bilingual, EVALUATION_COLORS, score } from '../components/labels';

const SORTABLE = ['id', 'periodTo', 'dueDate', 'updatedAt'];

export function EvaluationsPage({ side }: { side: 'forwarder' | 'staff' }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [initiating, setInitiating] = useState(false);
  const staff = side === 'staff';
  const forwarders = useEvaluationForwarders(staff);
  const base = staff ? STAFF_EVALUATIONS : FWD_EVALUATIONS;
  const f = (k: string) => t(`evaluations.fields.${k}`);
  const fields: SearchField[] = [
    { name: 'number', label: f('number') },
    ...(staff ? [{ name: 'forwarderId', label: f('forwarder'), type: 'select' as const, options: (forwarders.data ?? []).map((o) => ({ value: String(o.id), label: companyName(o.name, o.nameEn) })), loading: forwarders.isLoading }] : []),
    { name: 'status', label: f('status'), type: 'select', options: EVALUATION_STATUSES.map((s) => ({ value: s, label: t(`evaluations.status.${s}`) })) },
    { name: 'period', label: f('period'), type: 'dateRange', from: 'from', to: 'to' },
  ];
  const { list, query } = usePagedList(evaluationKeys.list, forwarderEvaluationRoutes.list, [...searchKeys(fields), 'sort', 'order']);
  const sorting = useTableSort<EvaluationRow>(list, SORTABLE);
  const refresh = () => void qc.invalidateQueries({ queryKey: evaluationKeys.all });
  const title = staff ? t('evaluations.list.staffTitle') : t('evaluations.list.fwdTitle');
  return (
    <PageContainer
      title={title}
      extra={
        staff && (
          <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => setInitiating(true)} data-testid="evaluation-initiate">
            {t('evaluations.list.initiate')}
          </Button>
        )
      }
    >
      <SearchForm fields={fields} values={list.filters} onSearch={sorting.onSearch} onReset={list.reset} loading={query.isFetching} />
      <DataTable<EvaluationRow>
        rowKey="id"
        label={title}
        {...pagedTableProps(list, query)}
        onChange={sorting.onChange}
        columns={[
          { key: 'id', title: f('number'), dataIndex: 'number', sorter: true, sortOrder: sorting.sortOrder('id'), render: (v: string, r) => <Link to={`${base}/${r.id}`}>{v}</Link> },
          { key: 'title', title: f('template'), render: (_, r) => bilingual(r.title, r.titleEn) },
          ...(staff ? [{ key: 'forwarder', title: f('forwarder'), render: (_: unknown, r: EvaluationRow) => companyName(r.forwarderName, r.forwarderNameEn) }] : []),
          { priority: 'key', key: 'period', title: f('period'), render: (_, r) => `${r.periodFrom} ~ ${r.periodTo}` },
          { key: 'periodTo', title: f('periodTo'), dataIndex: 'periodTo', sorter: true, sortOrder: sorting.sortOrder('periodTo') },
          {
            key: 'dueDate',
            title: f('dueDate'),
            dataIndex: 'dueDate',
            sorter: true,
            sortOrder: sorting.sortOrder('dueDate'),
            render: (v: string, r) => (
              <>
                {v} {r.overdue && <Tag color="error">{t('evaluations.overdue')}</Tag>}
              </>
            ),
          },
          { key: 'status', title: f('status'), dataIndex: 'status', render: (v: string) => <StatusTag value={v} prefix="evaluations.status" colors={EVALUATION_COLORS} /> },
          ...(staff ? [{ key: 'totalScore', title: f('total'), align: 'right' as const, render: (_: unknown, r: EvaluationRow) => score(r.totalScore) }] : []),
          { key: 'updatedAt', title: f('updatedAt'), dataIndex: 'updatedAt', sorter: true, sortOrder: sorting.sortOrder('updatedAt'), render: (v: string) => fmt.dateTime(v) },
          {
            key: 'actions',
            title: f('actions'),
            fixed: 'right',
            render: (_, r) => (
              <RecordActions
                allowed={r.actions}
                always={['view']}
                defs={{
                  view: { labelKey: r.actions.includes('answer') ? 'evaluations.actions.answer' : staff && r.actions.includes('close') ? 'evaluations.actions.review' : 'evaluations.actions.view', onClick: () => void navigate(`${base}/${r.id}`) },
                  cancel: confirmedAction({ labelKey: 'evaluations.actions.cancel', danger: true, confirmKey: 'evaluations.confirm.cancel' }, () => evaluationApi.cancel(r.id), t('evaluations.done.cancelled'), refresh),
                }}
              />
            ),
          },
        ]}
      />
      {staff && (
        <InitiateDialog
          open={initiating}
          onClose={() => setInitiating(false)}
          onDone={(e) => {
            setInitiating(false);
            refresh();
            void navigate(`${STAFF_EVALUATIONS}/${e.id}`);
          }}
        />
      )}
    </PageContainer>
  );
}

export default function StaffEvaluationsPage() {
  return <EvaluationsPage side="staff" />;
}
