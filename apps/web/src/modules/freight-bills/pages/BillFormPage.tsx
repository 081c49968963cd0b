/**
 * Create or edit an electronic bill (spec 001 §3 'Electronic bill'; old `/pd/add`, `/pd/create`,
 * `/pd/edit`): every field, the five fees with the total freight computed as they are typed, the
 * waybill numbers it charges for, attachments. The server checks the amounts again (D-362).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Alert, Button, Col, DatePicker, Form, Input, InputNumber, Row, Select, Space, Spin, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { totalFreightOf } from '@aerosupply/shared/freight-bills/amounts';
import { BILLING_MODES, CURRENCIES, MATERIAL_LEVELS, TRANSPORT_LEVELS, TRANSPORT_MODES, WEIGHT_UNITS, FEE_KINDS } from '@aerosupply/shared/freight-bills/codes';
import type { BillInput } from '@aerosupply/shared/freight-bills/schemas';
import type { FileItem } from '@aerosupply/shared/validation/upload';
import { PageContainer } from '../../../components/PageContainer';
import { UploadField } from '../../../components/UploadField';
import { clearEditedErrors, SCROLL_TO_FIRST_ERROR, useSubmit, validateThen } from '../../../lib/forms';
import { useFormat } from '../../../lib/format';
import { billApi, billKeys, FWD_BILLS, useBill } from '../api';
import { useCodeLabel, type CodeListName } from '../components/labels';
import { UPLOAD_URL } from '../../../lib/upload';

type Values = Omit<BillInput, 'invoiceDate' | 'fileKeys'> & { invoiceDate?: Dayjs; files?: FileItem[] };

const FEE_FIELD = { operation: 'feeOperation', level: 'feeLevel', billing: 'feeBilling', route: 'feeRoute', additional: 'feeAdditional' } as const;

export default function BillFormPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const code = useCodeLabel();
  const { id } = useParams();
  const billId = id ? Number(id) : null;
  const existing = useBill(billId);
  const [form] = Form.useForm<Values>();
  const fees = Form.useWatch([], form) as Partial<Values> | undefined;
  const currency = fees?.currency ?? 'CNY';
  const total = totalFreightOf({
    feeOperation: Number(fees?.feeOperation ?? 0),
    feeLevel: Number(fees?.feeLevel ?? 0),
    feeBilling: Number(fees?.feeBilling ?? 0),
    feeRoute: Number(fees?.feeRoute ?? 0),
    feeAdditional: Number(fees?.feeAdditional ?? 0),
  });
  const submit = useSubmit(
    async (v: Values) => {
      const { files, invoiceDate, ...rest } = v;
      const body = { ...rest, invoiceDate: invoiceDate ? invoiceDate.format('YYYY-MM-DD') : '', fileKeys: (files ?? []).map((f) => f.fileKey), waybillNos: rest.waybillNos ?? [] } as BillInput;
      const saved = billId ? await billApi.update(billId, body) : await billApi.create(body);
      await qc.invalidateQueries({ queryKey: billKeys.all });
      void navigate(`${FWD_BILLS}/${saved.id}`);
    },
    { form, success: true },
  );

  useEffect(() => {
    const b = existing.data;
    if (b) form.setFieldsValue({ ...b, remark: b.remark ?? undefined, invoiceDate: dayjs(b.invoiceDate), files: b.files });
    else if (!billId) form.setFieldsValue({ currency: 'CNY', weightUnit: 'kg', billingMode: 'weight', transportLevel: 'standard', materialLevel: 'routine', feeOperation: 0, feeLevel: 0, feeBilling: 0, feeRoute: 0, feeAdditional: 0, waybillNos: [] });
  }, [existing.data, billId, form]);

  if (billId && existing.isLoading) return <Spin />;
  const f = (key: string) => t(`freight-bills.fields.${key}`);
  const pick = (name: keyof Values, list: CodeListName, values: readonly string[]) => (
    <Form.Item name={name} label={f(name)} required>
      <Select data-testid={`bill-${name}`} options={values.map((v) => ({ value: v, label: code(list, v) }))} />
    </Form.Item>
  );
  const text = (name: keyof Values, max = 60) => (
    <Form.Item name={name} label={f(name)} required>
      <Input maxLength={max} data-testid={`bill-${name}`} />
    </Form.Item>
  );
  const money = (name: keyof Values, label: string) => (
    <Form.Item name={name} label={label} required>
      <InputNumber min={0} precision={2} style={{ width: '100%' }} data-testid={`bill-${name}`} />
    </Form.Item>
  );
  return (
    <PageContainer title={billId ? t('freight-bills.form.editTitle') : t('freight-bills.form.createTitle')}>
      {submit.problem && <Alert type="error" showIcon message={submit.problem} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" name="freight-bill" scrollToFirstError={SCROLL_TO_FIRST_ERROR} onValuesChange={(changed) => clearEditedErrors(form, changed)}>
        <Row gutter={16}>
          <Col xs={24} md={8}>{text('invoiceNo', 30)}</Col>
          <Col xs={24} md={8}>
            <Form.Item name="invoiceDate" label={f('invoiceDate')} required>
              <DatePicker style={{ width: '100%' }} data-testid="bill-invoiceDate" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>{pick('transportMode', 'transportMode', TRANSPORT_MODES)}</Col>
          <Col xs={24} md={8}>{text('origin')}</Col>
          <Col xs={24} md={8}>{text('destination')}</Col>
          <Col xs={24} md={8}>{pick('materialLevel', 'materialLevel', MATERIAL_LEVELS)}</Col>
          <Col xs={24} md={8}>{pick('transportLevel', 'transportLevel', TRANSPORT_LEVELS)}</Col>
          <Col xs={24} md={8}>{pick('billingMode', 'billingMode', BILLING_MODES)}</Col>
          <Col xs={12} md={4}>
            <Form.Item name="netWeight" label={f('netWeight')} required>
              <InputNumber min={0} precision={3} style={{ width: '100%' }} data-testid="bill-netWeight" />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>{pick('weightUnit', 'weightUnit', WEIGHT_UNITS)}</Col>
          <Col xs={12} md={4}>
            <Form.Item name="currency" label={f('currency')} required>
              <Select data-testid="bill-currency" options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
            </Form.Item>
          </Col>
          {FEE_KINDS.map((k) => (
            <Col xs={12} md={4} key={k}>
              {money(FEE_FIELD[k], t(`freight-bills.fee.${k}`))}
            </Col>
          ))}
          <Col xs={12} md={4}>
            <Form.Item label={f('totalFreight')}>
              <Typography.Text strong data-testid="bill-totalFreight">
                {fmt.amount(total, currency)}
              </Typography.Text>
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>{money('invoiceAmount', f('invoiceAmount'))}</Col>
          <Col xs={24} md={12}>
            <Form.Item name="waybillNos" label={f('waybillNos')} extra={t('freight-bills.form.waybillHint')}>
              <Select mode="tags" tokenSeparators={[',', ' ']} open={false} suffixIcon={null} data-testid="bill-waybillNos" aria-label={f('waybillNos')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="files" label={f('attachments')}>
              <UploadField action={UPLOAD_URL} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="remark" label={f('remark')}>
              <Input.TextArea maxLength={500} rows={2} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <Space>
        <Button onClick={() => void navigate(billId ? `${FWD_BILLS}/${billId}` : FWD_BILLS)}>{t('common.actions.back')}</Button>
        <Button type="primary" loading={submit.pending} onClick={() => void validateThen(form, submit.run)} data-testid="bill-save">
          {t('common.actions.save')}
        </Button>
      </Space>
    </PageContainer>
  );
}
