/**
 * On-time delivery (issue 26 item 1, D-481): a line's or an order's outcome as a tag, against the
 * confirmed ship date, with the original-date outcome and the rule in its tooltip. The server
 * decides every outcome (packages/shared/src/orders/on-time.ts); the page only shows it.
 */
import { useTranslation } from 'react-i18next';
import { Space, Tag, Tooltip, Typography } from 'antd';
import type { OnTimeOutcome } from '@aerosupply/shared/orders/on-time';
import type { OnTimeSummaryView, OrderRow } from '@aerosupply/shared/orders/schemas';

const COLORS: Record<OnTimeOutcome, string> = { on_time: 'success', late: 'error', open: 'processing', unknown: 'default' };

export function OnTimeTag({ outcome, testId }: { outcome: OnTimeOutcome; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[outcome]} data-testid={testId}>
      {t(`orders.onTime.${outcome}`)}
    </Tag>
  );
}

function useRate() {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  return (s: OnTimeSummaryView) => (s.rate === null ? t('orders.onTime.noRate') : t('orders.onTime.rate', { onTime: s.onTime, decided: s.onTime + s.late, rate: percent.format(s.rate) }));
}

/** A line's two outcomes: the confirmed-date tag, the original-date one in the tooltip. */
export function LineOnTime({ onTime }: { onTime: { confirmed: OnTimeOutcome; original: OnTimeOutcome } }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={`${t('orders.onTime.original')}: ${t(`orders.onTime.${onTime.original}`)}. ${t('orders.onTime.rule')}`}>
      <span>
        <OnTimeTag outcome={onTime.confirmed} />
      </span>
    </Tooltip>
  );
}

/** An order's (or a supplier's) outcome against the confirmed date, both bases with their rates in the tooltip. */
export function OrderOnTime({ onTime, testId }: { onTime: OrderRow['onTime']; testId?: string }) {
  const { t } = useTranslation();
  const rate = useRate();
  const title = (
    <>
      <div>{`${t('orders.onTime.confirmed')}: ${t(`orders.onTime.${onTime.confirmed.outcome}`)}, ${rate(onTime.confirmed)}`}</div>
      <div>{`${t('orders.onTime.original')}: ${t(`orders.onTime.${onTime.original.outcome}`)}, ${rate(onTime.original)}`}</div>
      <div>{t('orders.onTime.rule')}</div>
    </>
  );
  return (
    <Tooltip title={title}>
      <span>
        <OnTimeTag outcome={onTime.confirmed.outcome} testId={testId} />
      </span>
    </Tooltip>
  );
}

/** Both bases spelled out (order detail header, supplier 360). */
export function OnTimeSummary({ onTime }: { onTime: OrderRow['onTime'] }) {
  const { t } = useTranslation();
  const rate = useRate();
  return (
    <Space direction="vertical" size={0}>
      {(['confirmed', 'original'] as const).map((basis) => (
        <Space key={basis} size={4} wrap>
          <Typography.Text type="secondary">{t(`orders.onTime.${basis}`)}</Typography.Text>
          <OnTimeTag outcome={onTime[basis].outcome} testId={`on-time-${basis}`} />
          <Typography.Text>{rate(onTime[basis])}</Typography.Text>
        </Space>
      ))}
    </Space>
  );
}
