/**
 * Forwarder scorecards (issue 17 item 6, D-413; staff): the frozen scorecard of every closed
 * evaluation per forwarder and period — questionnaire, on-time rate, bill accuracy, total — with
 * filters, sorting and the Excel export of the same search. Filtering one forwarder gives its history.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { forwarderEvaluationRoutes } from '@aerosupply/shared/forwarder-evaluations/routes';
import type { ScorecardRow } from '@aerosupply/shared/forwarder-evaluations/schemas';
import { DataTable } from '../../../components/DataTable';
import { ExportButton } from '../../../components/ExportButton';
import { PageContainer } from '../../../components/PageContainer';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { companyName } from '../../../lib/company-name';
import { useFormat } from '../../../lib/format';
import { pagedTableProps, usePagedList } from '../../../lib/usePagedList';
import { useTableSort } from '../../../lib/useTableSort';
import { evaluationKeys, STAFF_EVALUATIONS, useEvaluationForwarders } from '../api';
import { score } from '../components/labels';

const SORTABLE = ['periodTo', 'total', 'forwarder'];

export default function ScorecardsPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const forwarders = useEvaluationForwarders();
  const f = (k: string) => t(`evaluations.fields.${k}`);
  const s = (k: string) => t(`evaluations.scorecard.${k}`);
  const fields: SearchField[] = [
    { name: 'forwarderId', label: f('forwarder'), type: 'select', options: (forwarders.data ?? []).map((o) => ({ value: String(o.id), label: companyName(o.name, o.nameEn) })), loading: forwarders.isLoading },
    { name: 'period', label: f('period'), type: 'dateRange', from: 'from', to: 'to' },
  ];
  const { list, query } = usePagedList(evaluationKeys.scorecards, forwarderEvaluationRoutes.scorecards, [...searchKeys(fields), 'sort', 'order']);
  const sorting = useTableSort<ScorecardRow>(list, SORTABLE);
  const title = t('evaluations.scorecards.title');
  return (
    <PageContainer title={title}>
      <SearchForm fields={fields} values={list.filters} onSearch={sorting.onSearch} onReset={list.reset} loading={query.isFetching} />
      <DataTable<ScorecardRow>
        rowKey="evaluationId"
        label={title}
        {...pagedTableProps(list, query)}
        onChange={sorting.onChange}
        toolbar={<ExportButton route={forwarderEvaluationRoutes.exportScorecards} params={list.filters} fallbackName="forwarder-scorecards.xlsx" />}
        columns={[
          { key: 'number', title: f('number'), render: (_, r) => <Link to={`${STAFF_EVALUATIONS}/${r.evaluationId}`}>{r.number}</Link> },
          { key: 'forwarder', title: f('forwarder'), sorter: true, sortOrder: sorting.sortOrder('forwarder'), render: (_, r) => <Link to={`?forwarderId=${r.forwarderId}`}>{companyName(r.forwarderName, r.forwarderNameEn)}</Link> },
          { key: 'periodTo', title: f('period'), sorter: true, sortOrder: sorting.sortOrder('periodTo'), render: (_, r) => `${r.periodFrom} ~ ${r.periodTo}` },
          { key: 'questionnaire', title: s('questionnaire'), align: 'right', render: (_, r) => score(r.questionnaire) },
          { key: 'onTime', title: s('onTime'), align: 'right', render: (_, r) => score(r.onTime) },
          { key: 'billAccuracy', title: s('billAccuracy'), align: 'right', render: (_, r) => score(r.billAccuracy) },
          { key: 'total', title: s('total'), align: 'right', sorter: true, sortOrder: sorting.sortOrder('total'), render: (_, r) => <strong>{score(r.total)}</strong> },
          { key: 'closedAt', title: f('closedAt'), render: (_, r) => (r.closedAt ? fmt.dateTime(r.closedAt) : '-') },
        ]}
      />
    </PageContainer>
  );
}
