/**
 * The newest month score beside a bidder or offer (issue 31 item 3): shown to staff who may see
 * scores; nothing for a supplier never scored. `scores` comes from one `useBidderScores` call per list.
 */
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BidderScore as Score } from '@aerosupply/shared/supplier-scorecard/schemas';
import { GradeTag } from './GradeTag';

export function BidderScore({ companyId, scores }: { companyId: number; scores: readonly Score[] | undefined }) {
  const { t } = useTranslation();
  const s = scores?.find((x) => x.companyId === companyId);
  if (!s || s.total === null) return <span data-testid={`bidder-score-${companyId}`}>-</span>;
  return (
    <Tooltip title={t('scorecard.bidder.tooltip', { period: s.period })}>
      <span data-testid={`bidder-score-${companyId}`}>
        <GradeTag score={s.total} grade={s.grade} />
      </span>
    </Tooltip>
  );
}
