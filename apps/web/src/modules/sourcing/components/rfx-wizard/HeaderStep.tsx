/** Wizard step 1: the RFx header, its schedule, default conditions and flags. */
import { useTranslation } from 'react-i18next';
import { Card, Checkbox, Col, DatePicker, Form, Input, InputNumber, Row, Select } from 'antd';
import { DELIVERY_TYPES } from '@aerosupply/shared/sourcing/schemas';
import { DictSelect } from '../../../../components/DictSelect';
import { FLAGS } from './rfx-form';

export function HeaderStep() {
  const { t } = useTranslation();
  const f = (key: string) => t(`sourcing.fields.${key}`);
  const dict = (name: string, domain: string, required = false) => (
    <Form.Item name={name} label={f(name)} rules={required ? [{ required: true, message: t('common.validation.required') }] : []}>
      <DictSelect domain={domain} data-testid={`rfx-${name}`} />
    </Form.Item>
  );
  const moment = (name: string) => (
    <Form.Item name={name} label={f(name)}>
      <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} data-testid={`rfx-${name}`} />
    </Form.Item>
  );
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={8}>{dict('type', 'TC_IQ_TYPE', true)}</Col>
        <Col xs={24} md={16}>
          <Form.Item name="description" label={f('description')} rules={[{ required: true, whitespace: true, message: t('common.validation.required') }]}>
            <Input maxLength={200} data-testid="rfx-description" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>{dict('purchaseOrg', 'TC_SUPPLIER_ORG', true)}</Col>
        <Col xs={24} md={8}>{dict('purchaseGroup', 'TC_GROUP_TYPE')}</Col>
        <Col xs={24} md={8}>{dict('plant', 'TC_FACTORY_TYPE')}</Col>
        <Col xs={24} md={8}>{moment('deadlineAt')}</Col>
        <Col xs={24} md={8}>{moment('openingAt')}</Col>
        <Col xs={24} md={8}>{moment('technicalOpenAt')}</Col>
        <Col xs={24} md={8}>
          <Form.Item name="bidValidityDays" label={f('bidValidityDays')}>
            <InputNumber min={1} max={999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>{dict('incoterms', 'TC_ICT_TYPE')}</Col>
        <Col xs={24} md={8}>{dict('deliveryLocation', 'TC_SITE_TYPE')}</Col>
        <Col xs={24} md={16}>
          <Form.Item name="deliveryAddress" label={f('deliveryAddress')}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="deliveryType" label={f('deliveryType')}>
            <Select allowClear options={DELIVERY_TYPES.map((d) => ({ value: d, label: t(`sourcing.deliveryType.${d}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>{dict('paymentTerm', 'TC_PAY_PERIOD')}</Col>
        <Col xs={24} md={16}>
          <Form.Item name="paymentNote" label={f('paymentNote')}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="firstDeliveryDate" label={f('firstDeliveryDate')}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="lastDeliveryDate" label={f('lastDeliveryDate')}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Card size="small" title={f('flags')}>
        <Row>
          {FLAGS.map((flag) => (
            <Col xs={24} md={8} key={flag}>
              <Form.Item name={flag} valuePropName="checked" style={{ marginBottom: 8 }}>
                <Checkbox data-testid={`rfx-${flag}`}>{f(flag)}</Checkbox>
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Card>
    </>
  );
}
