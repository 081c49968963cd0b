/**
 * Create or edit a shipment (transport) notice (edit while the workflow allows it: nothing picked
 * up; D-303) (issue 16 item 1; spec 001 §3, §5): direction, transport
 * mode, waybills, packing list, dangerous goods (UN number, MSDS), dry ice, pieces, weights and
 * dimensions (the server computes the chargeable weight), route, ports (searched on the server,
 * D-512), agent, carrier, times and the cargo lines, which may come from suppliers' despatches (their
 * receiving place and trade term are the server's to take, D-510). Mixed business types ask for a
 * confirmation.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Alert, Button, Card, Checkbox, Col, DatePicker, Form, Input, InputNumber, Modal, Row, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { ShipmentDetail, ShipmentInput } from '@aerosupply/shared/logistics/schemas';
import { DIRECTIONS } from '@aerosupply/shared/logistics/workflow';
import { BUSINESS_TYPES } from '@aerosupply/shared/codes/tables';
import { CodeSelect, CountrySelect } from '../../../components/DictSelect';
import { PageContainer } from '../../../components/PageContainer';
import { UploadField } from '../../../components/UploadField';
import { isApiError } from '../../../lib/api/client';
import { companyName } from '../../../lib/company-name';
import { clearEditedErrors, SCROLL_TO_FIRST_ERROR, useSubmit, validateThen } from '../../../lib/forms';
import { UPLOAD_URL, type FileItem } from '../../../lib/upload';
import { logisticsApi, logisticsKeys, useAgents, useShipment, useStaffDespatches } from '../api';
import { PortSelect } from '../components/PortSelect';

type Values = Record<string, unknown> & { cargo?: Record<string, unknown>[]; msdsFiles?: FileItem[] };

function toBody(v: Values, confirmMixedTypes: boolean): ShipmentInput {
  const out: Record<string, unknown> = {};
  for (const [k, val] of Object.entries(v)) {
    if (val === '' || val === null || val === undefined) continue;
    out[k] = dayjs.isDayjs(val) ? val.toISOString() : val;
  }
  out.msdsFiles = (v.msdsFiles ?? []).map((f) => f.fileKey);
  out.cargo = (v.cargo ?? []).map((c) => Object.fromEntries(Object.entries(c).filter(([, x]) => x !== '' && x !== null && x !== undefined)));
  out.confirmMixedTypes = confirmMixedTypes;
  return out as unknown as ShipmentInput;
}

/** The form's fields that a saved notice fills (the body's names; no server-only fields). */
const EDITABLE = [
  'direction', 'transportType', 'serviceMode', 'quickParcelTier', 'servicePriority', 'tradeTerm', 'waybillLevel', 'masterWaybill', 'houseWaybill', 'packingListNo',
  'dangerous', 'unNumber', 'specialTransport', 'dryIce', 'dryIceKg', 'pieces', 'grossWeight', 'lengthCm', 'widthCm', 'heightCm', 'packingType', 'packageSize',
  'freight', 'fee', 'currency', 'shipperCountry', 'shipperProvince', 'shipperCity', 'consigneeCountry', 'consigneeProvince', 'consigneeCity', 'consigneeCompany',
  'consigneePerson', 'originPort', 'transitPort', 'destinationPort', 'carrier', 'flightNo', 'vehicleModel', 'vehiclePlate', 'inlandWaybillNo', 'externalContractNo', 'remark',
] as const satisfies readonly (keyof ShipmentDetail & keyof ShipmentInput)[];

function toValues(s: ShipmentDetail): Values {
  const out: Values = {};
  for (const k of EDITABLE) if (s[k] !== null) out[k] = s[k];
  if (s.etd) out.etd = dayjs(s.etd);
  if (s.eta) out.eta = dayjs(s.eta);
  if (s.exportAgent) out.exportAgentId = s.exportAgent.id;
  out.msdsFiles = s.msdsFiles;
  out.cargo = s.cargo.map((c) => ({
    orderItemId: c.orderItemId ?? undefined,
    despatchLineId: c.despatchLineId ?? undefined,
    partNumber: c.partNumber,
    description: c.description ?? undefined,
    batch: c.batch ?? undefined,
    quantity: c.quantity,
    unit: c.unit,
    businessType: c.businessType,
    receivingPlace: c.receivingPlace ?? undefined,
    boxNo: c.boxNo ?? undefined,
  }));
  return out;
}

export default function ShipmentFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [form] = Form.useForm<Values>();
  const editId = Number(useParams().id) || 0;
  const existing = useShipment(editId, editId > 0);
  const loaded = existing.data;
  const readOnly = loaded !== undefined && !loaded.actions.includes('edit');
  // Filled once from the saved notice; a later refetch does not overwrite what the user typed.
  const filled = useRef(false);
  useEffect(() => {
    if (loaded && !filled.current) {
      filled.current = true;
      form.setFieldsValue(toValues(loaded));
    }
  }, [loaded, form]);
  const agents = useAgents();
  const despatches = useStaffDespatches(true);
  const dangerous = Form.useWatch('dangerous', form) as boolean | undefined;
  const dryIce = Form.useWatch('dryIce', form) as boolean | undefined;
  const direction = Form.useWatch('direction', form) as string | undefined;

  const save = async (v: Values, confirmed = false): Promise<void> => {
    try {
      const saved = editId ? await logisticsApi.updateShipment(editId, toBody(v, confirmed)) : await logisticsApi.createShipment(toBody(v, confirmed));
      await qc.invalidateQueries({ queryKey: logisticsKeys.all });
      void navigate(`/logistics/shipments/${saved.id}`);
    } catch (err) {
      // Spec 001 §5: different business types among the cargo ask for a confirmation first.
      if (!confirmed && isApiError(err) && err.errorKey === 'logistics.mixed_business_types') {
        const ok = await new Promise<boolean>((resolve) =>
          Modal.confirm({ title: t('logistics.shipment.confirmTitle'), content: err.message, okText: t('common.actions.confirm'), cancelText: t('common.actions.cancel'), onOk: () => resolve(true), onCancel: () => resolve(false) }),
        );
        if (ok) return save(v, true);
        return;
      }
      throw err;
    }
  };
  const submit = useSubmit((v: Values) => save(v), { form, success: true });

  const fromDespatch = (despatchId: number) => {
    const d = despatches.data?.find((x) => x.id === despatchId);
    if (!d) return;
    form.setFieldsValue({
      packingListNo: d.packingListNo,
      tradeTerm: d.tradeTerm,
      cargo: d.lines.map((l) => ({ orderItemId: l.orderItemId, partNumber: l.partNumber, description: l.description ?? undefined, batch: l.batch ?? undefined, quantity: l.quantity, unit: l.unit, businessType: '1', receivingPlace: d.receivingPlace, boxNo: l.boxNo ?? undefined, despatchLineId: l.id })),
    });
  };
  const col = (name: string, control: React.ReactNode, span = 8, required = false) => (
    <Col xs={24} md={span}>
      <Form.Item name={name} label={t(`logistics.shipment.fields.${name}`)} required={required}>
        {control}
      </Form.Item>
    </Col>
  );
  const text = (name: string, required = false, max = 60, span = 8) => col(name, <Input maxLength={max} data-testid={`shipment-${name}`} />, span, required);
  const num = (name: string, required = false, span = 4) => col(name, <InputNumber min={0} style={{ width: '100%' }} data-testid={`shipment-${name}`} />, span, required);

  return (
    <PageContainer title={editId ? `${t('logistics.shipment.editTitle')} ${loaded?.number ?? ''}` : t('logistics.shipment.createTitle')}>
      {readOnly && <Alert type="warning" showIcon message={t('logistics.shipment.notEditable')} style={{ marginBottom: 16 }} />}
      {submit.problem && <Alert type="error" showIcon message={submit.problem} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        layout="vertical"
        name="shipment"
        initialValues={{ direction: 'intl_in', dangerous: false, dryIce: false, cargo: [{ businessType: '1', unit: 'EA' }] }}
        scrollToFirstError={SCROLL_TO_FIRST_ERROR}
        onValuesChange={(changed) => clearEditedErrors(form, changed)}
      >
        <Card size="small" title={t('logistics.shipment.sections.transport')} style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            {col('direction', <Select data-testid="shipment-direction" options={DIRECTIONS.map((d) => ({ value: d, label: t(`logistics.direction.${d}`) }))} />, 8, true)}
            {col('transportType', <Select data-testid="shipment-transportType" placeholder={t('common.placeholders.select')} options={(['air', 'land'] as const).map((d) => ({ value: d, label: t(`logistics.transportType.${d}`) }))} />, 8, true)}
            {col('serviceMode', <CodeSelect table="serviceMode" data-testid="shipment-serviceMode" />)}
            {col('quickParcelTier', <CodeSelect table="quickParcelTier" />)}
            {col('tradeTerm', <CodeSelect table="incoterm" allowClear data-testid="shipment-tradeTerm" />)}
            {text('packingListNo', true, 40)}
            {text('masterWaybill', false, 40)}
            {text('houseWaybill', false, 40)}
            {text('carrier')}
            {text('flightNo', false, 20)}
            {col('etd', <DatePicker showTime style={{ width: '100%' }} />, 4)}
            {col('eta', <DatePicker showTime style={{ width: '100%' }} />, 4)}
            {direction === 'intl_out' &&
              col(
                'exportAgentId',
                <Select data-testid="shipment-exportAgentId" placeholder={t('common.placeholders.select')} options={(agents.data?.rows ?? []).map((a) => ({ value: a.id, label: `${a.code} · ${companyName(a.name, a.nameEn)}` }))} />,
                8,
                true,
              )}
          </Row>
        </Card>
        <Card size="small" title={t('logistics.shipment.sections.route')} style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            {col('shipperCountry', <CountrySelect data-testid="shipment-shipperCountry" />, 8, true)}
            {text('shipperProvince')}
            {text('shipperCity', true)}
            {col('consigneeCountry', <CountrySelect data-testid="shipment-consigneeCountry" />, 8, true)}
            {text('consigneeProvince')}
            {text('consigneeCity', true)}
            {text('consigneeCompany', false, 100)}
            {text('consigneePerson')}
            {col('originPort', <PortSelect data-testid="shipment-originPort" />, 8, true)}
            {col('transitPort', <PortSelect allowClear />)}
            {col('destinationPort', <PortSelect data-testid="shipment-destinationPort" />, 8, true)}
          </Row>
        </Card>
        <Card size="small" title={t('logistics.shipment.sections.packages')} style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            {num('pieces', true)}
            {num('grossWeight', true)}
            {num('lengthCm')}
            {num('widthCm')}
            {num('heightCm')}
            {text('packingType', false, 20, 4)}
            <Col xs={12} md={4}>
              <Form.Item name="dangerous" valuePropName="checked" label={t('logistics.shipment.fields.dangerous')}>
                <Checkbox data-testid="shipment-dangerous" />
              </Form.Item>
            </Col>
            {dangerous && text('unNumber', true, 6, 4)}
            {dangerous && col('msdsFiles', <UploadField action={UPLOAD_URL} maxCount={10} />, 8, true)}
            <Col xs={12} md={4}>
              <Form.Item name="dryIce" valuePropName="checked" label={t('logistics.shipment.fields.dryIce')}>
                <Checkbox />
              </Form.Item>
            </Col>
            {dryIce && num('dryIceKg')}
            {text('specialTransport')}
          </Row>
        </Card>
        <Card
          size="small"
          title={t('logistics.shipment.sections.cargo')}
          style={{ marginBottom: 16 }}
          extra={
            <Select
              style={{ minWidth: 220 }}
              data-testid="shipment-fromDespatch"
              placeholder={t('logistics.shipment.fromDespatch')}
              onChange={(v: number) => fromDespatch(v)}
              options={(despatches.data ?? []).filter((d) => !d.shipment).map((d) => ({ value: d.id, label: `${d.number} · ${d.packingListNo} · ${companyName(d.supplierName, d.supplierNameEn)}` }))}
            />
          }
        >
          <Form.List name="cargo">
            {(rows, { add, remove }) => (
              <>
                {rows.map((row) => (
                  <Row gutter={8} key={row.key} align="bottom">
                    <Form.Item name={[row.name, 'orderItemId']} hidden>
                      <Input />
                    </Form.Item>
                    <Form.Item name={[row.name, 'despatchLineId']} hidden>
                      <Input />
                    </Form.Item>
                    <Col xs={24} md={5}>
                      <Form.Item name={[row.name, 'partNumber']} label={t('logistics.shipment.cargo.partNumber')} required>
                        <Input maxLength={60} data-testid={`cargo-${row.name}-partNumber`} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={5}>
                      <Form.Item name={[row.name, 'description']} label={t('logistics.shipment.cargo.description')}>
                        <Input maxLength={200} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={3}>
                      <Form.Item name={[row.name, 'batch']} label={t('logistics.shipment.cargo.batch')}>
                        <Input maxLength={40} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={3}>
                      <Form.Item name={[row.name, 'quantity']} label={t('logistics.shipment.cargo.quantity')} required>
                        <InputNumber min={0} style={{ width: '100%' }} data-testid={`cargo-${row.name}-quantity`} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={3}>
                      <Form.Item name={[row.name, 'businessType']} label={t('logistics.shipment.cargo.businessType')} required>
                        <Select data-testid={`cargo-${row.name}-businessType`} options={BUSINESS_TYPES.map((b) => ({ value: b.code, label: t(`logistics.businessType.${b.code}`) }))} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={3}>
                      <Form.Item name={[row.name, 'receivingPlace']} label={t('logistics.shipment.cargo.receivingPlace')}>
                        <Input maxLength={60} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={2}>
                      <Form.Item>
                        <Button icon={<DeleteOutlined aria-hidden="true" />} aria-label={t('logistics.shipment.removeLine')} onClick={() => remove(row.name)} />
                      </Form.Item>
                    </Col>
                  </Row>
                ))}
                <Button icon={<PlusOutlined aria-hidden="true" />} onClick={() => add({ businessType: '1', unit: 'EA' })}>
                  {t('logistics.shipment.addLine')}
                </Button>
              </>
            )}
          </Form.List>
        </Card>
        {text('remark', false, 500, 24)}
      </Form>
      <Space>
        <Button onClick={() => void navigate(editId ? `/logistics/shipments/${editId}` : '/logistics/shipments')}>{t('common.actions.back')}</Button>
        <Button type="primary" loading={submit.pending} disabled={readOnly || (editId > 0 && !loaded)} onClick={() => void validateThen(form, submit.run)} data-testid="shipment-save">
          {t('common.actions.save')}
        </Button>
      </Space>
    </PageContainer>
  );
}
