/**
 * The shop's stepped repair quotation (old /sup/sendRepair/index, stepOne..stepThree): 1 costs,
 * 2 warranty, lead time, certificate and terms, 3 quantity tiers; hold (temporary storage), submit,
 * or no offer with a reason, as the server allows.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Alert, Button, Card, Checkbox, DatePicker, Descriptions, Form, Input, InputNumber, Select, Space, Spin, Steps } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { CERTIFICATE_TYPES, PROCESS_CODES, SERIAL_RETURN_CODES, WARRANTY_CODES } from '@aerosupply/shared/repair/codes';
import { PageContainer } from '../../../components/PageContainer';
import { StatusTag } from '../../../components/StatusTag';
import { useFormat } from '../../../lib/format';
import { useSubmit } from '../../../lib/forms';
import { repairApi, repairKeys, useSupplierInquiry } from '../api';
import { codeOptions, QUOTE_COLORS } from '../components/codes';
import { inquiryItems } from '../components/inquiryItems';
import { NoOfferAction } from '../components/NoOfferAction';

const FEES = ['testFee', 'repairFee', 'renovationFee', 'refitFee', 'fixedRepairPrice', 'fixedRenovationPrice', 'paintingFee', 'exchangeFee', 'capFee'] as const;
const STEP_OF: Record<string, number> = { tiers: 2 };
for (const k of [...FEES, 'handlingRate']) STEP_OF[k] = 0;
for (const k of ['claimDays', 'liabilityShelfDays', 'liabilityFlightHours', 'liabilityFlightCycles', 'warrantyCode', 'warrantyValue', 'leadTimeDays', 'certificateType', 'processCode', 'currency', 'validUntil', 'manufacturerBearsFreight', 'remarks', 'serialReturnCode', 'coreReturnDays', 'coreOverdueFee']) STEP_OF[k] = 1;

type Values = Record<string, unknown> & { validUntil?: Dayjs; tiers?: Record<string, unknown>[] };

export default function SupplierQuotePage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const id = Number(useParams().id);
  const { data: r, isLoading } = useSupplierInquiry(id);
  const [form] = Form.useForm<Values>();
  const [step, setStep] = useState(0);
  const f = (k: string) => t(`repair.fields.${k}`);
  useEffect(() => {
    if (!r) return;
    const q = r.quote;
    form.setFieldsValue({ ...q, validUntil: q.validUntil ? dayjs(q.validUntil) : undefined, currency: q.currency ?? 'USD' } as unknown as Values);
  }, [r, form]);
  const refresh = () => void qc.invalidateQueries({ queryKey: repairKeys.all });
  const save = useSubmit(
    async (submit: boolean) => {
      const v = form.getFieldsValue(true) as Values;
      const body: Record<string, unknown> = { submit, manufacturerBearsFreight: Boolean(v.manufacturerBearsFreight), tiers: (v.tiers ?? []).filter(Boolean) };
      for (const k of Object.keys(STEP_OF)) if (k !== 'tiers' && k !== 'manufacturerBearsFreight' && v[k] !== null && v[k] !== undefined && v[k] !== '') body[k] = v[k];
      if (v.validUntil) body.validUntil = v.validUntil.format('YYYY-MM-DD');
      await repairApi.saveQuote(id, body as never);
      refresh();
    },
    { form, success: true },
  );
  if (isLoading || !r) return <Spin />;
  const can = (a: string) => r.quote.actions.includes(a as never);
  const editable = can('save') || can('submit');
  const run = async (submit: boolean) => {
    await save.run(submit);
    const first = form.getFieldsError().find((e) => e.errors.length > 0);
    if (first) setStep(STEP_OF[String(first.name[0])] ?? step);
  };
  const show = (i: number) => ({ display: step === i ? undefined : 'none' });
  const money = (name: string) => (
    <Form.Item key={name} name={name} label={f(name)}>
      <InputNumber min={0} max={99_999_999_999} precision={2} style={{ width: 180 }} disabled={!editable} />
    </Form.Item>
  );
  const count = (name: string) => (
    <Form.Item key={name} name={name} label={f(name)}>
      <InputNumber min={0} max={1_000_000} precision={0} style={{ width: 160 }} disabled={!editable} />
    </Form.Item>
  );
  return (
    <PageContainer title={`${t('repair.supplier.quote')} ${r.number}`}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {r.group === 'expired' && <Alert type="warning" showIcon message={t('repair.supplier.expired')} />}
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[{ key: 'quoteStatus', label: f('quoteStatus'), children: <StatusTag value={r.quote.status} prefix="repair.quoteStatus" colors={QUOTE_COLORS} /> }, ...inquiryItems(t, fmt.dateTime, r)]}
        />
        <Card size="small" title={t('repair.supplier.quote')}>
          <Steps current={step} onChange={setStep} items={[1, 2, 3].map((i) => ({ title: t(`repair.quoteStep.step${i}`) }))} style={{ marginBottom: 16 }} />
          {save.problem && <Alert type="error" showIcon message={save.problem} style={{ marginBottom: 16 }} />}
          <Form form={form} layout="vertical">
            <div style={show(0)}>
              <Space wrap>{FEES.map(money)}</Space>
              <Form.Item name="handlingRate" label={f('handlingRate')}>
                <InputNumber min={0} max={100} precision={2} style={{ width: 160 }} disabled={!editable} />
              </Form.Item>
            </div>
            <div style={show(1)}>
              <Space wrap>
                {count('leadTimeDays')}
                <Form.Item name="currency" label={f('currency')}><Input maxLength={10} style={{ width: 120 }} disabled={!editable} /></Form.Item>
                <Form.Item name="validUntil" label={f('validUntil')}><DatePicker disabled={!editable} /></Form.Item>
                <Form.Item name="certificateType" label={f('certificateType')}><Select allowClear style={{ width: 240 }} options={codeOptions(t, 'certificate', CERTIFICATE_TYPES)} disabled={!editable} aria-label={f('certificateType')} /></Form.Item>
                <Form.Item name="processCode" label={f('processCode')}><Select allowClear style={{ width: 240 }} options={codeOptions(t, 'process', PROCESS_CODES)} disabled={!editable} aria-label={f('processCode')} /></Form.Item>
              </Space>
              <Space wrap>
                {['claimDays', 'liabilityShelfDays', 'liabilityFlightHours', 'liabilityFlightCycles'].map(count)}
                <Form.Item name="warrantyCode" label={f('warrantyCode')}><Select allowClear style={{ width: 260 }} options={codeOptions(t, 'warranty', WARRANTY_CODES)} disabled={!editable} aria-label={f('warrantyCode')} /></Form.Item>
                {count('warrantyValue')}
              </Space>
              <Space wrap>
                <Form.Item name="serialReturnCode" label={f('serialReturnCode')}>
                  <Select allowClear style={{ width: 260 }} options={codeOptions(t, 'serialReturn', r.pricingMethod === 'flat_rate_exchange' ? ['E'] : SERIAL_RETURN_CODES)} disabled={!editable} aria-label={f('serialReturnCode')} />
                </Form.Item>
                {/* An exchange's core terms: days to return it once the unit shipped, and the fee per day overdue (D-456). */}
                {r.pricingMethod === 'flat_rate_exchange' && (
                  <>
                    {count('coreReturnDays')}
                    {money('coreOverdueFee')}
                  </>
                )}
              </Space>
              <Form.Item name="manufacturerBearsFreight" valuePropName="checked"><Checkbox disabled={!editable}>{f('manufacturerBearsFreight')}</Checkbox></Form.Item>
              <Form.Item name="remarks" label={f('remarks')}><Input.TextArea maxLength={500} rows={2} disabled={!editable} /></Form.Item>
            </div>
            <div style={show(2)}>
              <Form.List name="tiers">
                {(items, { add, remove }) => (
                  <Space direction="vertical" style={{ width: '100%' }}>
                    {items.map(({ key, name }) => (
                      <Space key={key} wrap align="end">
                        <Form.Item name={[name, 'startQty']} label={f('startQty')} rules={[{ required: true, message: t('repair.form.required') }]}>
                          <InputNumber min={0} max={99_999_999_999} precision={0} style={{ width: 170 }} disabled={!editable} />
                        </Form.Item>
                        <Form.Item name={[name, 'price']} label={f('price')} rules={[{ required: true, message: t('repair.form.required') }]}>
                          <InputNumber min={0} precision={2} style={{ width: 130 }} disabled={!editable} />
                        </Form.Item>
                        <Form.Item name={[name, 'deliveryDays']} label={f('deliveryDays')} rules={[{ required: true, message: t('repair.form.required') }]}>
                          <InputNumber min={0} precision={0} style={{ width: 110 }} disabled={!editable} />
                        </Form.Item>
                        <Form.Item name={[name, 'currency']} label={f('currency')} initialValue="USD" rules={[{ required: true, message: t('repair.form.required') }]}>
                          <Input maxLength={10} style={{ width: 90 }} disabled={!editable} />
                        </Form.Item>
                        <Form.Item name={[name, 'unit']} label={f('unit')} initialValue="EA"><Input maxLength={10} style={{ width: 80 }} disabled={!editable} /></Form.Item>
                        <Form.Item name={[name, 'manufacturerCode']} label={f('manufacturerCode')}><Input maxLength={60} style={{ width: 130 }} disabled={!editable} /></Form.Item>
                        <Form.Item name={[name, 'factoryPrice']} label={f('factoryPrice')}><InputNumber min={0} precision={2} style={{ width: 130 }} disabled={!editable} /></Form.Item>
                        <Form.Item name={[name, 'alternativePn']} label={f('alternativePn')}><Input maxLength={60} style={{ width: 150 }} disabled={!editable} /></Form.Item>
                        {editable && (
                          <Form.Item>
                            <Button icon={<MinusCircleOutlined aria-hidden="true" />} onClick={() => remove(name)} aria-label={t('repair.form.removeTier')} />
                          </Form.Item>
                        )}
                      </Space>
                    ))}
                    {editable && (
                      <Button icon={<PlusOutlined aria-hidden="true" />} onClick={() => add()} data-testid="repair-add-tier">
                        {t('repair.form.addTier')}
                      </Button>
                    )}
                  </Space>
                )}
              </Form.List>
            </div>
          </Form>
          <Space style={{ marginTop: 16 }} wrap>
            {step > 0 && <Button onClick={() => setStep(step - 1)}>{t('repair.wizard.previous')}</Button>}
            {step < 2 && <Button onClick={() => setStep(step + 1)} data-testid="repair-quote-next">{t('repair.wizard.next')}</Button>}
            {can('save') && <Button loading={save.pending} onClick={() => void run(false)} data-testid="repair-quote-hold">{t('repair.actions.hold')}</Button>}
            {can('submit') && <Button type="primary" loading={save.pending} onClick={() => void run(true)} data-testid="repair-quote-submit">{t('repair.actions.submit')}</Button>}
            {can('no_offer') && <NoOfferAction decline={(reason) => repairApi.noOffer(id, reason)} onDeclined={refresh} testId="repair-no-offer" />}
            <Button onClick={() => void navigate('/sup/repair')}>{t('repair.form.back')}</Button>
          </Space>
        </Card>
      </Space>
    </PageContainer>
  );
}
