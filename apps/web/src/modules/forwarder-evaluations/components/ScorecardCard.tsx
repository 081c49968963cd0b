/** The scorecard of an evaluation (D-413): its parts, the counts behind the rates, the weights, the total. */
import { useTranslation } from 'react-i18next';
import { Card, Descriptions, Tag } from 'antd';
import type { Scorecard } from '@aerosupply/shared/forwarder-evaluations/schemas';
import { score } from './labels';

export function ScorecardCard({ card }: { card: Scorecard }) {
  const { t } = useTranslation();
  const f = (k: string) => t(`evaluations.scorecard.${k}`);
  return (
    <Card
      size="small"
      title={t('evaluations.scorecard.title')}
      extra={<Tag color={card.frozen ? 'success' : 'processing'}>{card.frozen ? f('frozen') : f('live')}</Tag>}
      style={{ marginBottom: 16 }}
      data-testid="evaluation-scorecard"
    >
      <Descriptions size="small" column={{ xs: 1, md: 2, xl: 4 }}>
        <Descriptions.Item label={f('questionnaire')}>{`${score(card.questionnaire)} (${f('weight')} ${card.weights.questionnaire})`}</Descriptions.Item>
        <Descriptions.Item label={f('onTime')}>{`${score(card.onTime)} % (${t('evaluations.scorecard.onTimeOf', { onTime: card.onTimeCount, total: card.deliveredWithEta })}; ${f('weight')} ${card.weights.onTime})`}</Descriptions.Item>
        <Descriptions.Item label={f('billAccuracy')}>{`${score(card.billAccuracy)} % (${t('evaluations.scorecard.billsOf', { returned: card.billsReturned, total: card.bills })}; ${f('weight')} ${card.weights.billAccuracy})`}</Descriptions.Item>
        <Descriptions.Item label={f('total')}>
          <strong>{score(card.total)}</strong>
        </Descriptions.Item>
      </Descriptions>
      <div style={{ color: 'rgba(0,0,0,0.55)', fontSize: 12 }}>{f('formula')}</div>
    </Card>
  );
}
