/** Billed minus expected: red when the forwarder billed more, green when equal, orange when less. */
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';

export function Difference({ value, currency }: { value: number | null; currency: string }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  if (value === null) return <span>{t('freight-bills.noRateCard')}</span>;
  if (value === 0) return <Tag color="success">{t('freight-bills.matches')}</Tag>;
  return (
    <Tag color={value > 0 ? 'error' : 'warning'} data-testid="bill-difference">
      {value > 0 ? '+' : ''}
      {fmt.amount(value, currency)}
    </Tag>
  );
}
