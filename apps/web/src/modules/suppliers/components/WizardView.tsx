/** The supplier's submitted data (wizard steps) as read-only sections; lists show as small tables. */
import { Card, Descriptions, Empty, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';

type Json = string | number | boolean | null | Json[] | { [k: string]: Json };

const scalar = (v: Json): string => (v === null ? '-' : typeof v === 'boolean' ? (v ? '✓' : '✗') : String(v));

function ListTable({ rows }: { rows: Json[] }) {
  const objects = rows.filter((r): r is { [k: string]: Json } => typeof r === 'object' && r !== null && !Array.isArray(r));
  if (objects.length !== rows.length) return <>{rows.map(scalar).join(', ')}</>;
  const keys = [...new Set(objects.flatMap((o) => Object.keys(o)))].slice(0, 8);
  return (
    <Table
      size="small"
      pagination={false}
      rowKey={(_, i) => String(i)}
      dataSource={objects}
      columns={keys.map((k) => ({ title: k, dataIndex: k, render: (v: Json) => (Array.isArray(v) ? v.map(scalar).join(', ') : typeof v === 'object' && v !== null ? JSON.stringify(v) : scalar(v)) }))}
    />
  );
}

export function WizardView({ wizard }: { wizard: Record<string, unknown> }) {
  const { t } = useTranslation();
  const steps = Object.entries(wizard as Record<string, Json>).filter(([, v]) => typeof v === 'object' && v !== null);
  if (steps.length === 0) return <Empty description={t('suppliers.detail.noData')} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {steps.map(([step, data]) => {
        const entries = Object.entries(data as Record<string, Json>);
        const flat = entries.filter(([, v]) => !Array.isArray(v) && (typeof v !== 'object' || v === null));
        const lists = entries.filter(([, v]) => Array.isArray(v) && v.length > 0) as [string, Json[]][];
        return (
          <Card key={step} size="small" title={t(`suppliers.wizardSteps.${step}`, { defaultValue: step })}>
            {flat.length > 0 && (
              <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
                {flat.map(([k, v]) => (
                  <Descriptions.Item key={k} label={k}>
                    {scalar(v)}
                  </Descriptions.Item>
                ))}
              </Descriptions>
            )}
            {lists.map(([k, rows]) => (
              <div key={k} style={{ marginTop: 8 }}>
                <strong>{k}</strong>
                <ListTable rows={rows} />
              </div>
            ))}
          </Card>
        );
      })}
    </Space>
  );
}
