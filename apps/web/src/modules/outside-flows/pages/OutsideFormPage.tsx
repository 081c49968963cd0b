/**
 * Create or edit an outside flow instruction: typed by hand (old `/pdOutside/instruct/editHand`)
 * or built from a shipment notice's cargo (old `/pdOutside/instruct/edit`, `?from=cargo`: find the
 * notice by number, its cargo lines fill the form and stay editable; D-405). Ports and forwarders
 * come from the logistics master data.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert, Button, Card, Checkbox, Col, Form, Input, InputNumber, Row, Select, Space, Spin } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { OUTSIDE_DIRECTIONS, OUTSIDE_TRANSPORT_MODES, type OutsideInput } from '@aerosupply/shared/outside-flows/schemas';
import { OUTSIDE_SCOPES } from '@aerosupply/shared/outside-flows/workflow';
import { PageContainer } from '../../../components/PageContainer';
import { companyName } from '../../../lib/company-name';
import { clearEditedErrors, SCROLL_TO_FIRST_ERROR, useSubmit, validateThen } from '../../../lib/forms';
import { outsideApi, outsideKeys, STAFF_OUTSIDE, useOutsideFlow, useOutsideOptions } from '../api';

type Values = Omit<OutsideInput, 'forwarderId'> & { forwarderId?: number | null };

const EMPTY_LINE = { partNumber: '', quantity: 1, unit: 'EA', dangerous: false };

export default function OutsideFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { id } = useParams();
  const [search] = useSearchParams();
  const flowId = id ? Number(id) : null;
  const existing = useOutsideFlow(flowId);
  const options = useOutsideOptions();
  const [form] = Form.useForm<Values>();
  const fromCargo = search.get('from') === 'cargo' || (existing.data?.source === 'cargo');
  const [shipmentNo, setShipmentNo] = useState('');
  const [sourceNo, setSourceNo] = useState<string | null>(null);
  const [cargoProblem, setCargoProblem] = useState<string | null>(null);
  const f = (key: string) => t(`outside-flows.fields.${key}`);

  const submit = useSubmit(
    async (v: Values) => {
      const body: OutsideInput = { ...v, forwarderId: v.forwarderId ?? undefined, sourceShipmentId: v.sourceShipmentId ?? undefined, lines: v.lines ?? [] };
      const saved = flowId ? await outsideApi.update(flowId, body) : await outsideApi.create(body);
      await qc.invalidateQueries({ queryKey: outsideKeys.all });
      void navigate(`${STAFF_OUTSIDE}/${saved.id}`);
    },
    { form, success: true },
  );

  useEffect(() => {
    const o = existing.data;
    if (o) {
      form.setFieldsValue({
        direction: o.direction, scope: o.scope, shipper: o.shipper, consignee: o.consignee, originPort: o.originPort, destinationPort: o.destinationPort,
        transportMode: o.transportMode, forwarderId: o.forwarderId, sourceShipmentId: o.sourceShipmentId ?? undefined, remark: o.remark ?? undefined,
        lines: o.lines.map((l) => ({ partNumber: l.partNumber, description: l.description ?? undefined, quantity: l.quantity, unit: l.unit, weightKg: l.weightKg ?? undefined, lengthCm: l.lengthCm ?? undefined, widthCm: l.widthCm ?? undefined, heightCm: l.heightCm ?? undefined, dangerous: l.dangerous })),
      });
      setSourceNo(o.sourceShipmentNo);
    } else if (!flowId) form.setFieldsValue({ direction: 'inbound', scope: 'international', transportMode: 'air', lines: fromCargo ? [] : [EMPTY_LINE] });
  }, [existing.data, flowId, form, fromCargo]);

  const loadCargo = async () => {
    setCargoProblem(null);
    try {
      const c = await outsideApi.shipmentCargo(shipmentNo.trim());
      form.setFieldsValue({ sourceShipmentId: c.shipmentId, lines: c.lines.map((l) => ({ partNumber: l.partNumber, description: l.description ?? undefined, quantity: l.quantity, unit: l.unit, dangerous: l.dangerous })) });
      setSourceNo(c.shipmentNo);
    } catch (e) {
      setCargoProblem((e as { message?: string }).message ?? t('outside-flows.form.cargoNotFound'));
    }
  };

  if (flowId && existing.isLoading) return <Spin />;
  const ports = (options.data?.ports ?? []).map((p) => ({ value: p.code, label: `${p.code} ${companyName(p.name, p.nameEn)}` }));
  const pick = (name: keyof Values, values: readonly string[], prefix: string) => (
    <Form.Item name={name} label={f(name)} required>
      <Select data-testid={`outside-${name}`} options={values.map((v) => ({ value: v, label: t(`outside-flows.${prefix}.${v}`) }))} />
    </Form.Item>
  );
  return (
    <PageContainer title={flowId ? t('outside-flows.form.editTitle') : fromCargo ? t('outside-flows.form.cargoTitle') : t('outside-flows.form.handTitle')}>
      {submit.problem && <Alert type="error" showIcon message={submit.problem} style={{ marginBottom: 16 }} />}
      {fromCargo && (
        <Card size="small" title={t('outside-flows.form.cargoSource')} style={{ marginBottom: 16 }}>
          <Space wrap>
            <Input value={shipmentNo} onChange={(e) => setShipmentNo(e.target.value)} placeholder={f('shipmentNo')} aria-label={f('shipmentNo')} maxLength={40} style={{ width: 260 }} data-testid="outside-shipmentNo" />
            <Button onClick={() => void loadCargo()} disabled={!shipmentNo.trim()} data-testid="outside-load-cargo">
              {t('outside-flows.form.loadCargo')}
            </Button>
            {sourceNo && <span>{t('outside-flows.form.cargoFrom', { number: sourceNo })}</span>}
          </Space>
          {cargoProblem && <Alert type="error" showIcon message={cargoProblem} style={{ marginTop: 8 }} />}
        </Card>
      )}
      <Form form={form} layout="vertical" name="outside-flow" scrollToFirstError={SCROLL_TO_FIRST_ERROR} onValuesChange={(changed) => clearEditedErrors(form, changed)}>
        <Form.Item name="sourceShipmentId" hidden>
          <InputNumber />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={6}>{pick('direction', OUTSIDE_DIRECTIONS, 'direction')}</Col>
          <Col xs={24} md={6}>{pick('scope', OUTSIDE_SCOPES, 'scope')}</Col>
          <Col xs={24} md={6}>{pick('transportMode', OUTSIDE_TRANSPORT_MODES, 'mode')}</Col>
          <Col xs={24} md={6}>
            <Form.Item name="forwarderId" label={f('forwarder')} extra={t('outside-flows.form.forwarderHint')}>
              <Select allowClear loading={options.isLoading} data-testid="outside-forwarderId" options={(options.data?.forwarders ?? []).map((o) => ({ value: o.id, label: `${o.code} ${companyName(o.name, o.nameEn)}` }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="shipper" label={f('shipper')} required>
              <Input maxLength={120} data-testid="outside-shipper" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="consignee" label={f('consignee')} required>
              <Input maxLength={120} data-testid="outside-consignee" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="originPort" label={f('originPort')} required>
              <Select showSearch optionFilterProp="label" loading={options.isLoading} options={ports} data-testid="outside-originPort" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="destinationPort" label={f('destinationPort')} required>
              <Select showSearch optionFilterProp="label" loading={options.isLoading} options={ports} data-testid="outside-destinationPort" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="remark" label={f('remark')}>
              <Input maxLength={500} />
            </Form.Item>
          </Col>
        </Row>
        <Card size="small" title={t('outside-flows.detail.lines')}>
          <Form.List name="lines">
            {(items, { add, remove }, { errors }) => (
              <>
                {items.map(({ key, name }) => (
                  <Row gutter={8} key={key} align="top">
                    <Col xs={12} md={4}>
                      <Form.Item name={[name, 'partNumber']} label={f('partNumber')} required>
                        <Input maxLength={40} data-testid={`outside-line-${name}-partNumber`} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={5}>
                      <Form.Item name={[name, 'description']} label={f('description')}>
                        <Input maxLength={200} />
                      </Form.Item>
                    </Col>
                    <Col xs={8} md={2}>
                      <Form.Item name={[name, 'quantity']} label={f('quantity')} required>
                        <InputNumber min={0} precision={3} style={{ width: '100%' }} data-testid={`outside-line-${name}-quantity`} />
                      </Form.Item>
                    </Col>
                    <Col xs={8} md={2}>
                      <Form.Item name={[name, 'unit']} label={f('unit')} required>
                        <Input maxLength={10} />
                      </Form.Item>
                    </Col>
                    <Col xs={8} md={2}>
                      <Form.Item name={[name, 'weightKg']} label={f('weightKg')}>
                        <InputNumber min={0} precision={3} style={{ width: '100%' }} />
                      </Form.Item>
                    </Col>
                    {(['lengthCm', 'widthCm', 'heightCm'] as const).map((d) => (
                      <Col xs={8} md={2} key={d}>
                        <Form.Item name={[name, d]} label={f(d)}>
                          <InputNumber min={0} style={{ width: '100%' }} />
                        </Form.Item>
                      </Col>
                    ))}
                    <Col xs={12} md={2}>
                      <Form.Item name={[name, 'dangerous']} label={f('dangerous')} valuePropName="checked">
                        <Checkbox />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={1}>
                      <Form.Item label=" ">
                        <Button icon={<DeleteOutlined aria-hidden="true" />} aria-label={t('outside-flows.form.removeLine')} onClick={() => remove(name)} />
                      </Form.Item>
                    </Col>
                  </Row>
                ))}
                <Form.ErrorList errors={errors} />
                <Button icon={<PlusOutlined aria-hidden="true" />} onClick={() => add(EMPTY_LINE)} data-testid="outside-add-line">
                  {t('outside-flows.form.addLine')}
                </Button>
              </>
            )}
          </Form.List>
        </Card>
      </Form>
      <Space style={{ marginTop: 16 }}>
        <Button onClick={() => void navigate(flowId ? `${STAFF_OUTSIDE}/${flowId}` : STAFF_OUTSIDE)}>{t('common.actions.back')}</Button>
        <Button type="primary" loading={submit.pending} onClick={() => void validateThen(form, submit.run)} data-testid="outside-save">
          {t('common.actions.save')}
        </Button>
      </Space>
    </PageContainer>
  );
}
