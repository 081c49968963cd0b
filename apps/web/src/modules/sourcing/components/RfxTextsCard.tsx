/** An RFx's questions and notes, as staff and invited suppliers both read them. */
import { Card, List, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RfxDetail } from '@aerosupply/shared/sourcing/responses';

export function RfxTextsCard({ texts }: { texts: RfxDetail['texts'] }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={`${t('sourcing.textKind.question')} / ${t('sourcing.textKind.note')}`}>
      <List
        size="small"
        dataSource={texts}
        locale={{ emptyText: t('sourcing.rfx.noTexts') }}
        renderItem={(x) => (
          <List.Item>
            <Space>
              <Tag>{t(`sourcing.textKind.${x.kind}`)}</Tag>
              <Tag>{t(`sourcing.textType.${x.type}`)}</Tag>
              {x.text}
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
}
