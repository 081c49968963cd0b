/** Send a price round (staff): title, material group, validity, quotation deadline, the P/N lines, the shops asked. */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert, Button, Card, DatePicker, Form, Input, Select, Space } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { MATERIAL_GROUPS } from '@aerosupply/shared/repair/codes';
import { PageContainer } from '../../../components/PageContainer';
import { companyName } from '../../../lib/company-name';
import { useSubmit } from '../../../lib/forms';
import { repairApi } from '../api';
import { codeOptions } from '../components/codes';

interface Values {
  title: string;
  materialGroup: string;
  validity: [Dayjs, Dayjs];
  quotationDeadline: Dayjs;
  lines: { pn: string; description: string; unit?: string }[];
  shops: number[];
}

export default function PriceRoundFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const f = (k: string) => t(`repair.fields.${k}`);
  const req = [{ required: true, message: t('repair.form.required') }];
  const shops = useQuery({ queryKey: ['repair', 'shop-candidates', '', ''], queryFn: () => repairApi.shopCandidates('') });
  const submit = useSubmit(
    async (v: Values) => {
      const created = await repairApi.createRound({
        title: v.title,
        materialGroup: v.materialGroup as never,
        validFrom: v.validity[0].format('YYYY-MM-DD'),
        validTo: v.validity[1].format('YYYY-MM-DD'),
        quotationDeadline: v.quotationDeadline.toISOString(),
        lines: (v.lines ?? []).filter(Boolean),
        shops: v.shops ?? [],
      });
      void navigate(`/repair/price-rounds/${created.id}`);
    },
    { form, success: t('repair.rounds.sent') },
  );
  return (
    <PageContainer title={t('repair.rounds.create')}>
      <Card size="small">
        {submit.problem && <Alert type="error" showIcon message={submit.problem} style={{ marginBottom: 16 }} />}
        <Form form={form} layout="vertical" onFinish={(v) => void submit.run(v)} initialValues={{ lines: [{}] }}>
          <Space wrap align="start">
            <Form.Item name="title" label={f('roundTitle')} rules={req}><Input maxLength={100} style={{ width: 320 }} /></Form.Item>
            <Form.Item name="materialGroup" label={f('materialGroup')} rules={req}><Select style={{ width: 200 }} options={codeOptions(t, 'materialGroup', MATERIAL_GROUPS)} aria-label={f('materialGroup')} /></Form.Item>
            <Form.Item name="validity" label={f('validity')} rules={req}><DatePicker.RangePicker /></Form.Item>
            <Form.Item name="quotationDeadline" label={f('quotationDeadline')} rules={req}><DatePicker showTime /></Form.Item>
          </Space>
          <Form.List name="lines">
            {(items, { add, remove }) => (
              <Card size="small" title={f('lines')} style={{ marginBottom: 16 }}>
                {items.map(({ key, name }) => (
                  <Space key={key} wrap align="end">
                    <Form.Item name={[name, 'pn']} label={f('pn')} rules={req}><Input maxLength={60} style={{ width: 180 }} /></Form.Item>
                    <Form.Item name={[name, 'description']} label={f('description')} rules={req}><Input maxLength={200} style={{ width: 320 }} /></Form.Item>
                    <Form.Item name={[name, 'unit']} label={f('unit')} initialValue="EA"><Input maxLength={10} style={{ width: 80 }} /></Form.Item>
                    {items.length > 1 && (
                      <Form.Item>
                        <Button icon={<MinusCircleOutlined aria-hidden="true" />} onClick={() => remove(name)} aria-label={t('repair.rounds.removeLine')} />
                      </Form.Item>
                    )}
                  </Space>
                ))}
                <Button icon={<PlusOutlined aria-hidden="true" />} onClick={() => add()} data-testid="repair-round-add-line">{t('repair.rounds.addLine')}</Button>
              </Card>
            )}
          </Form.List>
          <Form.Item name="shops" label={f('shops')} rules={[{ required: true, type: 'array', min: 1, message: t('repair.form.required') }]}>
            <Select
              mode="multiple"
              loading={shops.isFetching}
              aria-label={f('shops')}
              optionFilterProp="label"
              options={(shops.data ?? []).map((s) => ({ value: s.companyId, label: companyName(s.companyName, s.companyNameEn), disabled: !s.canTransact }))}
            />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={submit.pending} data-testid="repair-round-send">{t('repair.wizard.send')}</Button>
            <Button onClick={() => void navigate('/repair/price-rounds')}>{t('repair.form.cancel')}</Button>
          </Space>
        </Form>
      </Card>
    </PageContainer>
  );
}
