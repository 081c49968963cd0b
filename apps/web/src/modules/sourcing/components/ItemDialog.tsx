/** Add or edit an RFx item: every field of the 001 §2 item form (default unit EA) and its contract / clause rows. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Checkbox, Col, DatePicker, Form, Input, InputNumber, Modal, Row, Select } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { DELIVERY_TYPES, rfxItemBody, type RfxItemInput } from '@aerosupply/shared/sourcing/schemas';
import { CodeSelect, DictSelect } from '../../../components/DictSelect';
import '@aerosupply/shared/sourcing/messages';
import { translate } from '@aerosupply/shared/i18n/messages';
import { currentLang } from '../../../lib/i18n';
import { cleanValues } from './forms';

export interface ItemDialogProps {
  open: boolean;
  /** The item being edited, or the defaults of a new one. */
  initial: RfxItemInput | null;
  onClose: () => void;
  onSave: (item: RfxItemInput) => void;
}

const DATES = ['deliveryDeadline', 'firstDeliveryDate'] as const;

export function ItemDialog({ open, initial, onClose, onSave }: ItemDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, unknown>>();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    const v: Record<string, unknown> = { unit: 'EA', acceptReplacement: false, showBudgetPrice: false, consignment: false, clauses: [], ...(initial ?? {}) };
    for (const d of DATES) if (typeof v[d] === 'string') v[d] = dayjs(v[d] as string);
    form.setFieldsValue(v);
  }, [open, initial, form]);

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const { clauses, ...rest } = values as { clauses?: Record<string, unknown>[] } & Record<string, unknown>;
    const item = { ...cleanValues(rest), clauses: (clauses ?? []).map((c) => cleanValues(c)) } as RfxItemInput;
    if (initial?.requirementId) item.requirementId = initial.requirementId;
    const parsed = rfxItemBody.safeParse(item);
    if (!parsed.success) {
      form.setFields(parsed.error.issues.map((i) => ({ name: i.path as (string | number)[], errors: [translate(i.message, currentLang())] })));
      return;
    }
    onSave(item);
  };

  const f = (key: string) => t(`sourcing.fields.${key}`);
  const text = (name: string, max = 60, required = false) => (
    <Form.Item name={name} label={f(name)} rules={required ? [{ required: true, whitespace: true, message: t('common.validation.required') }] : []}>
      <Input maxLength={max} data-testid={`item-${name}`} />
    </Form.Item>
  );
  const dict = (name: string, domain: string) => (
    <Form.Item name={name} label={f(name)}>
      <DictSelect domain={domain} />
    </Form.Item>
  );
  const flag = (name: string) => (
    <Form.Item name={name} valuePropName="checked">
      <Checkbox>{f(name)}</Checkbox>
    </Form.Item>
  );
  return (
    <Modal
      open={open}
      title={initial?.materialPn ? t('sourcing.rfx.editItem') : t('sourcing.rfx.addItem')}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('common.actions.save')}
      okButtonProps={{ 'data-testid': 'item-save' } as unknown as Record<string, string>}
      width={960}
      destroyOnHidden
      maskClosable={false}
    >
      <Form form={form} layout="vertical" name="rfx-item">
        <Row gutter={12}>
          <Col xs={24} md={8}>{text('materialPn', 60, true)}</Col>
          <Col xs={24} md={16}>{text('description', 200, true)}</Col>
          <Col xs={24} md={8}>
            <Form.Item name="materialType" label={f('materialType')}>
              <CodeSelect table="materialClass" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>{text('purchaseCategory')}</Col>
          <Col xs={12} md={4}>
            <Form.Item name="quantity" label={f('quantity')} rules={[{ required: true, message: t('common.validation.required') }]}>
              <InputNumber min={0} precision={3} style={{ width: '100%' }} data-testid="item-quantity" />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item name="unit" label={f('unit')}>
              <CodeSelect table="unit" data-testid="item-unit" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="deliveryType" label={f('deliveryType')}>
              <Select allowClear options={DELIVERY_TYPES.map((d) => ({ value: d, label: t(`sourcing.deliveryType.${d}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="deliveryDeadline" label={f('deliveryDeadline')}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="firstDeliveryDate" label={f('firstDeliveryDate')}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24}>{text('deliveryNote', 200)}</Col>
          <Col xs={24} md={8}>{dict('paymentTerm', 'TC_PAY_PERIOD')}</Col>
          <Col xs={24} md={16}>{text('paymentNote', 200)}</Col>
          <Col xs={24}>
            <Form.Item name="detailedRequirements" label={f('detailedRequirements')}>
              <Input.TextArea maxLength={1000} rows={2} />
            </Form.Item>
          </Col>
          <Col xs={24}>{text('specialRequirements', 500)}</Col>
          <Col xs={12} md={6}>
            <Form.Item name="budgetPrice" label={f('budgetPrice')}>
              <InputNumber min={0} precision={4} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>{dict('budgetCurrency', 'TC_CURRENCY')}</Col>
          <Col xs={24} md={6}>{dict('incoterms', 'TC_ICT_TYPE')}</Col>
          <Col xs={24} md={6}>{dict('deliveryLocation', 'TC_SITE_TYPE')}</Col>
          <Col xs={24}>{text('deliveryAddress', 200)}</Col>
          <Col xs={24} md={12}>{text('manufacturerCode')}</Col>
          <Col xs={24} md={12}>{text('manufacturerName')}</Col>
          <Col xs={24} md={8}>{flag('acceptReplacement')}</Col>
          <Col xs={24} md={8}>{flag('showBudgetPrice')}</Col>
          <Col xs={24} md={8}>{flag('consignment')}</Col>
        </Row>
        <Form.List name="clauses">
          {(rows, { add, remove }) => (
            <Card size="small" title={t('sourcing.rfx.clauses')}>
              {rows.map((row) => (
                <Row gutter={8} key={row.key} align="bottom">
                  <Col xs={12} md={4}>
                    <Form.Item name={[row.name, 'contractType']} label={f('contractType')} rules={[{ required: true, message: t('common.validation.required') }]}>
                      <CodeSelect table="contractType" data-testid={`clause-${row.name}-type`} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={4}>
                    <Form.Item name={[row.name, 'contractNo']} label={f('contractNo')}>
                      <Input maxLength={60} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={5}>
                    <Form.Item name={[row.name, 'contractName']} label={f('contractName')}>
                      <Input maxLength={60} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={3}>
                    <Form.Item name={[row.name, 'clauseNo']} label={f('clauseNo')}>
                      <Input maxLength={60} />
                    </Form.Item>
                  </Col>
                  <Col xs={20} md={7}>
                    <Form.Item name={[row.name, 'clauseText']} label={f('clauseText')} rules={[{ required: true, whitespace: true, message: t('common.validation.required') }]}>
                      <Input.TextArea maxLength={2000} rows={2} />
                    </Form.Item>
                  </Col>
                  <Col xs={4} md={1}>
                    <Form.Item>
                      <Button type="text" danger icon={<DeleteOutlined aria-hidden="true" />} aria-label={t('sourcing.actions.remove')} onClick={() => remove(row.name)} />
                    </Form.Item>
                  </Col>
                </Row>
              ))}
              <Button type="dashed" icon={<PlusOutlined aria-hidden="true" />} onClick={() => add({})}>
                {t('sourcing.rfx.addClause')}
              </Button>
            </Card>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
