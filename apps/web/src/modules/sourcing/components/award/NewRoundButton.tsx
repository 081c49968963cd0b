/** The button that starts a new round of an opened RFx (items and suppliers of the next round) and its dialog. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert, Button, Checkbox, DatePicker, Form, Modal, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { Comparison } from '@aerosupply/shared/sourcing/award';
import { showSuccess } from '../../../../lib/feedback';
import { useSubmit, validateThen } from '../../../../lib/forms';
import { awardApi } from '../../award-api';

interface RoundValues {
  itemIds: number[];
  companyIds: number[];
  deadlineAt: Dayjs;
  openingAt: Dayjs;
}

export interface NewRoundButtonProps {
  rfxId: number;
  comparison: Comparison;
  nameOf: (x: { name: string; nameEn: string | null }) => string;
  onStarted: () => void;
}

export function NewRoundButton({ rfxId: id, comparison: c, nameOf, onStarted }: NewRoundButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [roundOpen, setRoundOpen] = useState(false);
  const [roundForm] = Form.useForm<RoundValues>();
  const startRound = useSubmit(
    async (values: RoundValues) => {
      const created = await awardApi.startRound(id, { itemIds: values.itemIds, companyIds: values.companyIds, deadlineAt: values.deadlineAt.toISOString(), openingAt: values.openingAt.toISOString() });
      showSuccess(t('award.round.started', { number: created.number }));
      setRoundOpen(false);
      onStarted();
      void navigate(`/sourcing/rfx/${created.id}`);
    },
    { form: roundForm },
  );
  const openRound = () => {
    roundForm.resetFields();
    roundForm.setFieldsValue({
      itemIds: c.items.map((i) => i.rfxItemId),
      companyIds: c.bidders.filter((b) => b.quotationStatus === 'submitted').map((b) => b.companyId),
      deadlineAt: dayjs().add(3, 'day').startOf('hour'),
      openingAt: dayjs().add(3, 'day').startOf('hour').add(1, 'hour'),
    });
    startRound.reset();
    setRoundOpen(true);
  };

  return (
    <>
      <Button onClick={openRound} data-testid="award-new-round">{t('award.round.start')}</Button>
      <Modal
        open={roundOpen}
        title={t('award.round.start')}
        okText={t('award.round.create')}
        okButtonProps={{ loading: startRound.pending }}
        onOk={() => void validateThen(roundForm, startRound.run)}
        onCancel={() => setRoundOpen(false)}
        destroyOnHidden
        width={640}
      >
        <Typography.Paragraph type="secondary">{t('award.round.hint')}</Typography.Paragraph>
        {startRound.problem && <Alert type="error" showIcon message={startRound.problem} style={{ marginBottom: 12 }} />}
        <Form form={roundForm} layout="vertical">
          <Form.Item name="itemIds" label={t('award.round.items')} rules={[{ required: true, message: t('award.round.itemsRequired') }]}>
            <Checkbox.Group options={c.items.map((i) => ({ value: i.rfxItemId, label: `${i.lineNo}. ${i.materialPn}` }))} />
          </Form.Item>
          <Form.Item name="companyIds" label={t('award.round.suppliers')} rules={[{ required: true, message: t('award.round.suppliersRequired') }]}>
            <Checkbox.Group options={c.bidders.map((b) => ({ value: b.companyId, label: nameOf(b) }))} />
          </Form.Item>
          <Space wrap>
            <Form.Item name="deadlineAt" label={t('award.round.deadlineAt')} rules={[{ required: true, message: t('award.round.dateRequired') }]}>
              <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
            </Form.Item>
            <Form.Item name="openingAt" label={t('award.round.openingAt')} rules={[{ required: true, message: t('award.round.dateRequired') }]}>
              <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
            </Form.Item>
          </Space>
        </Form>
      </Modal>
    </>
  );
}
