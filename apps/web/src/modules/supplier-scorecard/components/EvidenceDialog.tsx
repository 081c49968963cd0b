/** The records behind one criterion of one month (issue 31 item 2): what counts against the supplier first. */
import { useQuery } from '@tanstack/react-query';
import { Alert, Modal, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FormulaCode } from '@aerosupply/shared/supplier-scorecard/formulas';
import type { EvidenceRow } from '@aerosupply/shared/supplier-scorecard/schemas';
import { ListTable } from '../../../components/DataTable';
import { scorecardApi, scorecardKeys } from '../api';

export function EvidenceDialog({ companyId, period, formula, onClose }: { companyId: number; period: string; formula: FormulaCode | null; onClose: () => void }) {
  const { t } = useTranslation();
  const q = useQuery({ queryKey: scorecardKeys.evidence(companyId, period, formula ?? ''), queryFn: () => scorecardApi.evidence(companyId, period, formula!), enabled: formula !== null });
  const title = formula ? `${t(`scorecard.formula.${formula}`)} · ${period}` : '';
  return (
    <Modal open={formula !== null} title={title} onCancel={onClose} footer={null} width={820} destroyOnHidden>
      {formula && <Typography.Paragraph type="secondary">{t(`scorecard.explain.${formula}`)}</Typography.Paragraph>}
      {q.data && q.data.denominator !== null && (
        <Typography.Paragraph>{t('scorecard.evidence.counts', { numerator: q.data.numerator, denominator: q.data.denominator })}</Typography.Paragraph>
      )}
      {q.data?.truncated && <Alert type="info" showIcon message={t('scorecard.evidence.truncated')} style={{ marginBottom: 8 }} />}
      <ListTable<EvidenceRow>
        rowKey={(r) => `${r.ref}|${r.date}|${r.due}`}
        label={title}
        rows={q.data?.rows}
        loading={q.isFetching}
        settingsKey="scorecard-evidence"
        emptyHint={t('scorecard.evidence.empty')}
        columns={[
          { key: 'ref', title: t('scorecard.evidence.ref'), render: (_, r) => r.ref },
          { key: 'date', title: t('scorecard.evidence.date'), render: (_, r) => r.date ?? '-' },
          { key: 'due', title: t('scorecard.evidence.due'), render: (_, r) => r.due ?? '-' },
          { key: 'figure', title: t('scorecard.evidence.figure'), align: 'right', render: (_, r) => (r.figure === null ? '-' : r.figure) },
          { key: 'against', title: t('scorecard.evidence.against'), render: (_, r) => (r.against ? <Tag color="red">{t('scorecard.evidence.yes')}</Tag> : <Tag>{t('scorecard.evidence.no')}</Tag>) },
        ]}
      />
    </Modal>
  );
}
