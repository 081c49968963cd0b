/** The opening log of an RFx (D-258): who opened it, when and how, with the hash chain and its check; for staff and invited suppliers. */
import { useTranslation } from 'react-i18next';
import { Button, Card, Space, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { OpeningLogEntry } from '@aerosupply/shared/sourcing/responses';
import { useFormat } from '../../../lib/format';
import { sourcingApi, sourcingKeys } from '../api';

export function OpeningLogCard({ rfxId, side }: { rfxId: number; side: 'staff' | 'supplier' }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const log = useQuery({ queryKey: sourcingKeys.openingLog(side, rfxId), queryFn: () => sourcingApi.openingLog(side, rfxId) });
  const check = useQuery({ queryKey: [...sourcingKeys.openingLog(side, rfxId), 'check'], queryFn: () => sourcingApi.checkOpeningLog(side, rfxId), enabled: false });
  const short = (h: string) => <Typography.Text code>{h.slice(0, 12)}…</Typography.Text>;
  return (
    <Card
      size="small"
      title={t('sourcing.opening.title')}
      data-testid="opening-log"
      extra={
        <Space>
          {check.data && (
            <Tag color={check.data.valid ? 'success' : 'error'} data-testid="opening-log-check">
              {check.data.valid ? t('sourcing.opening.chainValid', { count: check.data.checked }) : t('sourcing.opening.chainBroken', { seq: check.data.brokenAt ?? '-' })}
            </Tag>
          )}
          <Button size="small" onClick={() => void check.refetch()} loading={check.isFetching} data-testid="opening-log-verify">
            {t('sourcing.opening.verify')}
          </Button>
        </Space>
      }
    >
      <Table<OpeningLogEntry>
        rowKey="seq"
        size="small"
        pagination={false}
        loading={log.isFetching}
        dataSource={log.data ?? []}
        locale={{ emptyText: t('sourcing.opening.empty') }}
        columns={[
          { key: 'at', title: t('sourcing.opening.at'), dataIndex: 'at', render: (v: string) => fmt.dateTime(v) },
          { key: 'actor', title: t('sourcing.opening.actor'), dataIndex: 'actorName', render: (v: string | null) => v ?? t('sourcing.opening.system') },
          { key: 'how', title: t('sourcing.opening.how'), dataIndex: 'how', render: (v: string) => t(`sourcing.opening.howValue.${v}`) },
          { key: 'count', title: t('sourcing.opening.count'), dataIndex: 'quotationCount', align: 'right' },
          { key: 'quotationsHash', title: t('sourcing.opening.quotationsHash'), dataIndex: 'quotationsHash', render: short },
          { key: 'prevHash', title: t('sourcing.opening.prevHash'), dataIndex: 'prevHash', render: short },
          { key: 'hash', title: t('sourcing.opening.hash'), dataIndex: 'hash', render: short },
        ]}
      />
    </Card>
  );
}
