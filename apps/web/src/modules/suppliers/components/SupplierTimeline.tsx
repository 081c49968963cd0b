/** A supplier's timeline: every review, control, freeze, blacklist and SAP action with comment and attachments. */
import { Button, Empty, Space, Tag, Timeline, Typography } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../lib/download';
import { useFormat } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';
import type { TimelineEntry } from '../api';

const COLORS: Record<string, string> = { review: 'blue', control: 'orange', freeze: 'purple', blacklist: 'red', sap: 'green', master: 'cyan', change: 'geekblue', capability: 'geekblue' };

function statusLabel(t: (k: string, o?: Record<string, unknown>) => string, value: string | null) {
  if (!value) return null;
  // A timeline step changes a review, control, capability or blacklist status: the first catalogue that knows it names it.
  for (const group of ['reviewStatus', 'controlStatus', 'capabilityStatus', 'timelineStatus']) {
    const key = `suppliers.${group}.${value}`;
    if (i18n.exists(key)) return t(key);
  }
  return value;
}

export function SupplierTimeline({ entries }: { entries: readonly TimelineEntry[] }) {
  const { t } = useTranslation();
  const f = useFormat();
  if (entries.length === 0) return <Empty description={t('suppliers.timeline.empty')} />;
  return (
    <Timeline
      aria-label={t('suppliers.timeline.title')}
      items={entries.map((e) => ({
        key: e.id,
        color: COLORS[e.kind] ?? 'gray',
        content: (
          <div data-testid="timeline-entry">
            <Space wrap size={6}>
              <Typography.Text strong>{t(`suppliers.events.${e.action}`, { defaultValue: e.action })}</Typography.Text>
              {e.fromStatus !== e.toStatus && e.toStatus && (
                <Tag>
                  {statusLabel(t, e.fromStatus) ?? '-'} → {statusLabel(t, e.toStatus)}
                </Tag>
              )}
              <Typography.Text type="secondary">
                {e.actorName ?? t(`suppliers.timeline.side.${e.actorSide}`)} · {f.dateTime(e.createdAt)}
              </Typography.Text>
            </Space>
            {e.comment && <div className="as-timeline-comment">{e.comment}</div>}
            {e.attachments.length > 0 && (
              <Space wrap size={4}>
                {e.attachments.map((key) => (
                  <Button key={key} type="link" size="small" icon={<PaperClipOutlined aria-hidden="true" />} onClick={() => void saveFile(key).catch(() => undefined)}>
                    {t('suppliers.timeline.attachment')}
                  </Button>
                ))}
              </Space>
            )}
          </div>
        ),
      }))}
    />
  );
}
