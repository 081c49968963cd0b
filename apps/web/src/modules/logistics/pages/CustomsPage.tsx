/**
 * Customs clearance lists (issue 16; old `exportClearance` of international outbound and
 * `clearanceService` of international inbound; D-314): per direction, the shipments awaiting
 * clearance (shipped, the "customs handover" flow list) and those cleared, with the declaration
 * number, clearance type, time and agent of the customs record.
 */
import { useTranslation } from 'react-i18next';
import { Segmented, Space } from 'antd';
import { PageContainer } from '../../../components/PageContainer';
import { useListParams } from '../../../lib/useListParams';
import { ShipmentList } from '../components/ShipmentList';

const DIRS = ['intl_out', 'intl_in'] as const;
const STATES = ['awaiting', 'cleared'] as const;

export default function CustomsPage() {
  const { t } = useTranslation();
  const p = useListParams(['dir', 'state']);
  const dir = DIRS.find((d) => d === p.filters.dir) ?? 'intl_out';
  const state = STATES.find((s) => s === p.filters.state) ?? 'awaiting';
  const title = t('logistics.customs.title');
  return (
    <PageContainer title={title}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Segmented
          value={dir}
          onChange={(v) => p.setFilters({ dir: v, state })}
          options={DIRS.map((d) => ({ value: d, label: t(`logistics.customs.${d}`) }))}
          data-testid="customs-direction"
        />
        <Segmented
          value={state}
          onChange={(v) => p.setFilters({ dir, state: v })}
          options={STATES.map((s) => ({ value: s, label: t(`logistics.customs.${s}`) }))}
          data-testid="customs-state"
        />
      </Space>
      <ShipmentList
        key={`${dir}-${state}`}
        detailBase="/logistics/shipments"
        variant="customs"
        flow={state === 'awaiting' ? 'customs' : undefined}
        fixed={{ direction: dir, ...(state === 'cleared' ? { cleared: 'true' } : {}) }}
        label={`${title} · ${t(`logistics.customs.${dir}`)}`}
      />
    </PageContainer>
  );
}
