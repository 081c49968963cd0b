/** Staff start an evaluation (old `/logistics/npd/evaluateInitiate`): forwarder, template, period, due date. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, DatePicker, Form, Input, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import type { EvaluationDetail } from '@aerosupply/shared/forwarder-evaluations/schemas';
import { companyName } from '../../../lib/company-name';
import { clearEditedErrors, useSubmit, validateThen } from '../../../lib/forms';
import { evaluationApi, useActiveTemplates, useEvaluationForwarders } from '../api';
import { bilingual } from './labels';

interface Values {
  forwarderId?: number;
  templateId?: number;
  period?: [Dayjs, Dayjs];
  dueDate?: Dayjs;
  remark?: string;
}

const ymd = (d: Dayjs | undefined) => (d ? d.format('YYYY-MM-DD') : '');
/** The server checks the period's two ends; the form shows them as one range. */
const PERIOD_FIELDS = { periodFrom: 'period', periodTo: 'period' } as const;

export function InitiateDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: (e: EvaluationDetail) => void }) {
  const { t } = useTranslation();
  const forwarders = useEvaluationForwarders(open);
  const templates = useActiveTemplates(open);
  const [form] = Form.useForm<Values>();
  const submit = useSubmit(
    async (v: Values) => {
      onDone(await evaluationApi.initiate({ forwarderId: v.forwarderId ?? 0, templateId: v.templateId ?? 0, periodFrom: ymd(v.period?.[0]), periodTo: ymd(v.period?.[1]), dueDate: ymd(v.dueDate), remark: v.remark }));
    },
    { form, success: t('evaluations.done.initiated'), fieldAliases: PERIOD_FIELDS },
  );
  const { reset } = submit;
  useEffect(() => {
    if (!open) return;
    reset();
    form.resetFields();
    const start = dayjs().subtract(3, 'month').startOf('month');
    form.setFieldsValue({ period: [start, start.add(2, 'month').endOf('month')], dueDate: dayjs().add(14, 'day') });
  }, [open, form, reset]);
  const f = (k: string) => t(`evaluations.fields.${k}`);
  return (
    <Modal
      open={open}
      title={t('evaluations.initiate.title')}
      okText={t('evaluations.initiate.ok')}
      cancelText={t('common.actions.cancel')}
      confirmLoading={submit.pending}
      onOk={() => void validateThen(form, submit.run)}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'evaluation-initiate-ok' } as Record<string, string>}
    >
      {submit.problem && <Alert type="error" showIcon message={submit.problem} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" name="evaluation-initiate" onValuesChange={(changed) => clearEditedErrors(form, changed)}>
        <Form.Item name="forwarderId" label={f('forwarder')} rules={[{ required: true, message: t('evaluations.form.forwarderRequired') }]}>
          <Select showSearch optionFilterProp="label" loading={forwarders.isLoading} options={(forwarders.data ?? []).map((o) => ({ value: o.id, label: companyName(o.name, o.nameEn) }))} />
        </Form.Item>
        <Form.Item name="templateId" label={f('template')} rules={[{ required: true, message: t('evaluations.form.templateRequired') }]}>
          <Select loading={templates.isLoading} options={(templates.data?.rows ?? []).map((o) => ({ value: o.id, label: bilingual(o.name, o.nameEn) }))} />
        </Form.Item>
        <Form.Item name="period" label={f('period')} rules={[{ required: true, message: t('evaluations.form.periodRequired') }]}>
          <DatePicker.RangePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="dueDate" label={f('dueDate')} rules={[{ required: true, message: t('evaluations.form.dueRequired') }]}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="remark" label={f('remark')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
