/** The shop's prices of a price round: stepped tiers per P/N; hold, submit, or no offer with a reason, as the server allows. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Alert, Button, Card, Descriptions, Form, Input, InputNumber, Space, Spin } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { PageContainer } from '../../../components/PageContainer';
import { StatusTag } from '../../../components/StatusTag';
import { useFormat } from '../../../lib/format';
import { useSubmit } from '../../../lib/forms';
import { repairApi, repairKeys, useSupplierRound } from '../api';
import { codeLabel, QUOTE_COLORS } from '../components/codes';
import { NoOfferAction } from '../components/NoOfferAction';

type Tier = { startQty: number; price: number; deliveryDays: number; currency: string; unit?: string };
type Values = { remarks?: string; lines: { pn: string; tiers: Tier[] }[] };

export default function SupplierPriceAnswerPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const id = Number(useParams().id);
  const { data: r, isLoading } = useSupplierRound(id);
  const [form] = Form.useForm<Values>();
  const f = (k: string) => t(`repair.fields.${k}`);
  const req = [{ required: true, message: t('repair.form.required') }];
  useEffect(() => {
    if (!r) return;
    form.setFieldsValue({
      remarks: r.answer.remarks ?? undefined,
      lines: r.lines.map((l) => ({ pn: l.pn, tiers: (r.answer.lines.find((a) => a.pn.toUpperCase() === l.pn.toUpperCase())?.tiers ?? []) as Tier[] })),
    });
  }, [r, form]);
  const refresh = () => void qc.invalidateQueries({ queryKey: repairKeys.all });
  const save = useSubmit(
    async (submit: boolean) => {
      const v = form.getFieldsValue(true) as Values;
      await repairApi.saveAnswer(id, { submit, ...(v.remarks ? { remarks: v.remarks } : {}), lines: (v.lines ?? []).map((l) => ({ pn: l.pn, tiers: (l.tiers ?? []).filter(Boolean) })) });
      refresh();
    },
    { form, success: true },
  );
  if (isLoading || !r) return <Spin />;
  const can = (a: string) => r.answer.actions.includes(a as never);
  const editable = can('save') || can('submit');
  return (
    <PageContainer title={`${t('repair.rounds.answer')} ${r.number}`}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {r.group === 'expired' && <Alert type="warning" showIcon message={t('repair.supplier.expired')} />}
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[
            { key: 'quoteStatus', label: f('quoteStatus'), children: <StatusTag value={r.answer.status} prefix="repair.quoteStatus" colors={QUOTE_COLORS} /> },
            { key: 'title', label: f('roundTitle'), children: r.title },
            { key: 'materialGroup', label: f('materialGroup'), children: codeLabel(t, 'materialGroup', r.materialGroup) },
            { key: 'validity', label: f('validity'), children: `${r.validFrom} ~ ${r.validTo}` },
            { key: 'quotationDeadline', label: f('quotationDeadline'), children: fmt.dateTime(r.quotationDeadline) },
            ...(r.answer.noOfferReason ? [{ key: 'noOfferReason', label: f('noOfferReason'), children: r.answer.noOfferReason }] : []),
          ]}
        />
        {save.problem && <Alert type="error" showIcon message={save.problem} />}
        <Form form={form} layout="vertical">
          <Form.List name="lines">
            {(lines) =>
              lines.map(({ key, name }) => {
                const line = r.lines[name]!;
                return (
                  <Card key={key} size="small" title={`${line.pn} · ${line.description}`} style={{ marginBottom: 12 }}>
                    <Form.List name={[name, 'tiers']}>
                      {(items, { add, remove }) => (
                        <Space direction="vertical" style={{ width: '100%' }}>
                          {items.map((tier) => (
                            <Space key={tier.key} wrap align="end">
                              <Form.Item name={[tier.name, 'startQty']} label={f('startQty')} rules={req}><InputNumber min={0} max={99_999_999_999} precision={0} style={{ width: 170 }} disabled={!editable} /></Form.Item>
                              <Form.Item name={[tier.name, 'price']} label={f('price')} rules={req}><InputNumber min={0} precision={2} style={{ width: 130 }} disabled={!editable} /></Form.Item>
                              <Form.Item name={[tier.name, 'deliveryDays']} label={f('deliveryDays')} rules={req}><InputNumber min={0} precision={0} style={{ width: 110 }} disabled={!editable} /></Form.Item>
                              <Form.Item name={[tier.name, 'currency']} label={f('currency')} initialValue="USD" rules={req}><Input maxLength={10} style={{ width: 90 }} disabled={!editable} /></Form.Item>
                              <Form.Item name={[tier.name, 'unit']} label={f('unit')} initialValue={line.unit}><Input maxLength={10} style={{ width: 80 }} disabled={!editable} /></Form.Item>
                              {editable && (
                                <Form.Item>
                                  <Button icon={<MinusCircleOutlined aria-hidden="true" />} onClick={() => remove(tier.name)} aria-label={t('repair.form.removeTier')} />
                                </Form.Item>
                              )}
                            </Space>
                          ))}
                          {editable && (
                            <Button icon={<PlusOutlined aria-hidden="true" />} onClick={() => add()} data-testid={`repair-round-add-tier-${name}`}>
                              {t('repair.form.addTier')}
                            </Button>
                          )}
                        </Space>
                      )}
                    </Form.List>
                  </Card>
                );
              })
            }
          </Form.List>
          <Form.Item name="remarks" label={f('remarks')}><Input.TextArea maxLength={500} rows={2} disabled={!editable} /></Form.Item>
        </Form>
        <Space wrap>
          {can('save') && <Button loading={save.pending} onClick={() => void save.run(false)} data-testid="repair-round-hold">{t('repair.actions.hold')}</Button>}
          {can('submit') && <Button type="primary" loading={save.pending} onClick={() => void save.run(true)} data-testid="repair-round-submit">{t('repair.actions.submit')}</Button>}
          {can('no_offer') && <NoOfferAction decline={(reason) => repairApi.noOfferRound(id, reason)} onDeclined={refresh} testId="repair-round-no-offer" />}
          <Button onClick={() => void navigate('/sup/wheel-prices')}>{t('repair.form.back')}</Button>
        </Space>
      </Space>
    </PageContainer>
  );
}
