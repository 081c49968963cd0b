/**
 * The four-step repair inquiry (staff; old /air/sendRepair/stepOne..stepFour): 1 the part, 2 condition,
 * certificate and priority, 3 repair requirements and deadline, 4 the shops (suggested by repair
 * capability, P/N match first; a shop that cannot transact cannot be chosen).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert, Button, Checkbox, DatePicker, Form, Input, InputNumber, Select, Space, Steps, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { CERTIFICATE_TYPES, CONDITION_CODES, EQUIPMENT_TYPES, MATERIAL_GROUPS, PRICING_METHODS, PROCESS_CODES, REPAIR_PRIORITIES, SERIAL_RETURN_CODES } from '@aerosupply/shared/repair/codes';
import type { ShopCandidate } from '@aerosupply/shared/repair/responses';
import { PageContainer } from '../../../components/PageContainer';
import { companyName } from '../../../lib/company-name';
import { SCROLL_TO_FIRST_ERROR, useSubmit } from '../../../lib/forms';
import { useFormat } from '../../../lib/format';
import { repairApi } from '../api';
import { codeOptions } from '../components/codes';

const STEP_FIELDS = [
  ['pn', 'description', 'mpn', 'manufacturer', 'ataChapter', 'quantity', 'unit', 'serialNumbers', 'materialGroup', 'equipmentType'],
  ['priority', 'conditionCode', 'certificateRequirement', 'demandDate', 'arrivalPlace'],
  ['repairLevel', 'pricingMethod', 'serialReturnCode', 'faultContent', 'jobRequirements', 'quotationDeadline'],
  ['shops'],
];
const STEP_OF: Record<string, number> = Object.fromEntries(STEP_FIELDS.flatMap((names, i) => names.map((n) => [n, i])));

interface Values {
  pn: string; description: string; mpn?: string; manufacturer?: string; ataChapter?: string; quantity: number; unit?: string; serialNumbers?: string[];
  materialGroup: string; equipmentType?: string; priority: string; conditionCode: string; certificateRequirement: string; demandDate?: Dayjs; arrivalPlace?: string;
  repairLevel: string; pricingMethod: string; serialReturnCode: string; faultContent: string; jobRequirements?: string; quotationDeadline: Dayjs; shops: number[];
}

export default function InquiryWizardPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [step, setStep] = useState(0);
  const f = (k: string) => t(`repair.fields.${k}`);
  const req = [{ required: true, message: t('repair.form.required') }];
  const pn = Form.useWatch('pn', form) ?? '';
  const ata = Form.useWatch('ataChapter', form) ?? '';
  const pricing = Form.useWatch('pricingMethod', form);
  const candidates = useQuery({ queryKey: ['repair', 'shop-candidates', pn, ata], queryFn: () => repairApi.shopCandidates(pn, ata), enabled: step === 3 });
  const submit = useSubmit(
    async () => {
      const v = form.getFieldsValue(true) as Values;
      const created = await repairApi.createInquiry({
        ...v,
        serialNumbers: v.serialNumbers ?? [],
        demandDate: v.demandDate ? v.demandDate.format('YYYY-MM-DD') : undefined,
        quotationDeadline: v.quotationDeadline.toISOString(),
        shops: v.shops ?? [],
      } as never);
      void navigate(`/repair/inquiries/${created.id}`);
    },
    { form, success: t('repair.inquiries.sent') },
  );
  const next = async () => {
    try {
      await form.validateFields(STEP_FIELDS[step]);
      setStep(step + 1);
    } catch {
      const first = form.getFieldsError().find((e) => e.errors.length > 0);
      if (first) form.scrollToField(first.name, SCROLL_TO_FIRST_ERROR);
    }
  };
  const send = async () => {
    await form.validateFields(STEP_FIELDS[3]).catch(() => undefined);
    await submit.run();
    const first = form.getFieldsError().find((e) => e.errors.length > 0);
    if (first) setStep(STEP_OF[String(first.name[0])] ?? step);
  };
  const show = (i: number) => ({ display: step === i ? undefined : 'none' });
  return (
    <PageContainer title={t('repair.inquiries.create')}>
      <Steps current={step} items={[0, 1, 2, 3].map((i) => ({ title: t(`repair.wizard.step${i + 1}`) }))} style={{ marginBottom: 24 }} />
      {submit.problem && <Alert type="error" showIcon message={submit.problem} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" initialValues={{ unit: 'EA', quantity: 1, priority: 'RTN', pricingMethod: 'fixed_price', serialReturnCode: 'P', shops: [] }} style={{ maxWidth: 880 }}>
        <div style={show(0)}>
          <Form.Item name="pn" label={f('pn')} rules={req}><Input maxLength={60} data-testid="repair-pn" /></Form.Item>
          <Form.Item name="description" label={f('description')} rules={req}><Input maxLength={200} /></Form.Item>
          <Space wrap>
            <Form.Item name="mpn" label={f('mpn')}><Input maxLength={60} /></Form.Item>
            <Form.Item name="manufacturer" label={f('manufacturer')}><Input maxLength={60} /></Form.Item>
            <Form.Item name="ataChapter" label={f('ataChapter')}><Input maxLength={8} placeholder="29-11" /></Form.Item>
          </Space>
          <Space wrap>
            <Form.Item name="quantity" label={f('quantity')} rules={req}><InputNumber min={0.001} max={999999} /></Form.Item>
            <Form.Item name="unit" label={f('unit')}><Input maxLength={10} style={{ width: 100 }} /></Form.Item>
          </Space>
          <Form.Item name="serialNumbers" label={f('serialNumbers')}><Select mode="tags" tokenSeparators={[',', ' ']} open={false} aria-label={f('serialNumbers')} /></Form.Item>
          <Space wrap>
            <Form.Item name="materialGroup" label={f('materialGroup')} rules={req}><Select style={{ width: 220 }} options={codeOptions(t, 'materialGroup', MATERIAL_GROUPS)} aria-label={f('materialGroup')} /></Form.Item>
            <Form.Item name="equipmentType" label={f('equipmentType')}><Select allowClear style={{ width: 280 }} options={codeOptions(t, 'equipmentType', EQUIPMENT_TYPES)} aria-label={f('equipmentType')} /></Form.Item>
          </Space>
        </div>
        <div style={show(1)}>
          <Space wrap>
            <Form.Item name="priority" label={f('priority')} rules={req}><Select style={{ width: 220 }} options={codeOptions(t, 'priority', REPAIR_PRIORITIES)} aria-label={f('priority')} /></Form.Item>
            <Form.Item name="conditionCode" label={f('conditionCode')} rules={req}><Select style={{ width: 260 }} options={codeOptions(t, 'condition', CONDITION_CODES)} aria-label={f('conditionCode')} /></Form.Item>
            <Form.Item name="certificateRequirement" label={f('certificateRequirement')} rules={req}><Select style={{ width: 260 }} options={codeOptions(t, 'certificate', CERTIFICATE_TYPES)} aria-label={f('certificateRequirement')} /></Form.Item>
          </Space>
          <Space wrap>
            <Form.Item name="demandDate" label={f('demandDate')}><DatePicker /></Form.Item>
            <Form.Item name="arrivalPlace" label={f('arrivalPlace')}><Input maxLength={60} /></Form.Item>
          </Space>
        </div>
        <div style={show(2)}>
          <Space wrap>
            <Form.Item name="repairLevel" label={f('repairLevel')} rules={req}><Select style={{ width: 260 }} options={codeOptions(t, 'process', PROCESS_CODES)} aria-label={f('repairLevel')} /></Form.Item>
            <Form.Item name="pricingMethod" label={f('pricingMethod')} rules={req}>
              <Select style={{ width: 260 }} options={codeOptions(t, 'pricing', PRICING_METHODS)} aria-label={f('pricingMethod')} onChange={(v) => { if (v === 'flat_rate_exchange') form.setFieldValue('serialReturnCode', 'E'); }} />
            </Form.Item>
            {/* An exchange returns any serviceable serial (D-455). */}
            <Form.Item name="serialReturnCode" label={f('serialReturnCode')} rules={req}>
              <Select style={{ width: 260 }} options={codeOptions(t, 'serialReturn', SERIAL_RETURN_CODES)} disabled={pricing === 'flat_rate_exchange'} aria-label={f('serialReturnCode')} />
            </Form.Item>
            <Form.Item name="quotationDeadline" label={f('quotationDeadline')} rules={req}><DatePicker showTime /></Form.Item>
          </Space>
          <Form.Item name="faultContent" label={f('faultContent')} rules={req}><Input.TextArea maxLength={500} rows={3} /></Form.Item>
          <Form.Item name="jobRequirements" label={f('jobRequirements')}><Input.TextArea maxLength={1000} rows={3} /></Form.Item>
        </div>
        <div style={show(3)}>
          <Form.Item name="shops" label={f('shops')} rules={[{ required: true, type: 'array', min: 1, message: t('repair.form.required') }]}>
            <Checkbox.Group style={{ width: '100%' }}>
              <Table<ShopCandidate>
                rowKey="companyId"
                size="small"
                pagination={false}
                loading={candidates.isFetching}
                dataSource={candidates.data ?? []}
                columns={[
                  { key: 'pick', width: 48, render: (_, r) => <Checkbox value={r.companyId} disabled={!r.canTransact} aria-label={companyName(r.companyName, r.companyNameEn)} /> },
                  { key: 'name', title: f('shop'), render: (_, r) => companyName(r.companyName, r.companyNameEn) },
                  { key: 'match', title: f('match'), render: (_, r) => <Tag color={r.match === 'pn' ? 'green' : r.match === 'ata' ? 'blue' : undefined}>{t(`repair.match.${r.match}`)}</Tag> },
                  { key: 'listPrice', title: f('listPrice'), align: 'right', render: (_, r) => (r.listPrice ? `${fmt.amount(r.listPrice.price, r.listPrice.currency)} (${r.listPrice.roundNumber})` : '-') },
                  { key: 'transact', title: f('canTransact'), render: (_, r) => (r.canTransact ? t('repair.form.yes') : <Tag color="red">{t('repair.form.cannotTransact')}</Tag>) },
                ]}
              />
            </Checkbox.Group>
          </Form.Item>
        </div>
        <Space>
          {step > 0 && <Button onClick={() => setStep(step - 1)}>{t('repair.wizard.previous')}</Button>}
          {step < 3 && <Button type="primary" onClick={() => void next()} data-testid="repair-wizard-next">{t('repair.wizard.next')}</Button>}
          {step === 3 && <Button type="primary" loading={submit.pending} onClick={() => void send()} data-testid="repair-wizard-send">{t('repair.wizard.send')}</Button>}
          <Button onClick={() => void navigate('/repair/inquiries')}>{t('repair.form.cancel')}</Button>
        </Space>
      </Form>
    </PageContainer>
  );
}
