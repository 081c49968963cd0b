/** Wizard step 5: the RFx at a glance before it is released. */
import { useTranslation } from 'react-i18next';
import { Alert, Descriptions, Form } from 'antd';
import dayjs from 'dayjs';
import { useDictLabels } from '../labels';
import { bidderNameOf } from './BiddersStep';
import type { RfxItemInput, WizardBidder } from './rfx-form';

export interface ReviewStepProps {
  /** The review reads the form only while it is shown. */
  active: boolean;
  items: RfxItemInput[];
  bidders: WizardBidder[];
}

export function ReviewStep({ active, items, bidders }: ReviewStepProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const label = useDictLabels();
  const f = (key: string) => t(`sourcing.fields.${key}`);
  const when = (v: unknown) => (v && dayjs.isDayjs(v) ? v.format('YYYY-MM-DD HH:mm') : '-');
  const values = form.getFieldsValue(true) as Record<string, unknown>;
  const names = bidders.map(bidderNameOf);
  return (
    <>
      <Alert type="info" showIcon message={t('sourcing.rfx.reviewHint')} style={{ marginBottom: 16 }} />
      {active && (
        <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} data-testid="rfx-review">
          <Descriptions.Item label={f('type')}>{label('TC_IQ_TYPE', values.type as string)}</Descriptions.Item>
          <Descriptions.Item label={f('description')}>{(values.description as string) ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={f('purchaseOrg')}>{label('TC_SUPPLIER_ORG', values.purchaseOrg as string)}</Descriptions.Item>
          <Descriptions.Item label={f('plant')}>{label('TC_FACTORY_TYPE', values.plant as string)}</Descriptions.Item>
          <Descriptions.Item label={f('deadlineAt')}>{when(values.deadlineAt)}</Descriptions.Item>
          <Descriptions.Item label={f('openingAt')}>{when(values.openingAt)}</Descriptions.Item>
          <Descriptions.Item label={f('itemCount')}>{items.length}</Descriptions.Item>
          <Descriptions.Item label={f('bidders')}>{names.length ? names.join(', ') : '-'}</Descriptions.Item>
        </Descriptions>
      )}
    </>
  );
}
