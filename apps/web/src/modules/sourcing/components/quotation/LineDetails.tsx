import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Col, DatePicker, Form, Input, InputNumber, Row, Select, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { QUOTE_CERTIFICATES, QUOTE_CONDITION_CODES } from '@aerosupply/shared/sourcing/schemas';

/** The details of one line: postponed delivery, alternative product, manufacturer, other fees, notes. */
export function LineDetails({ index, maxFees }: { index: number; maxFees: number }) {
  const { t } = useTranslation();
  const f = (key: string) => t(`sourcing.quote.fields.${key}`);
  return (
    <Row gutter={16}>
      <Col xs={24} md={6}>
        <Form.Item name={[index, 'leadTimeDays']} label={f('leadTimeDays')}>
          <InputNumber min={0} max={3650} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item name={[index, 'conditionCode']} label={f('conditionCode')}>
          <Select allowClear data-testid={`quote-condition-${index}`} options={QUOTE_CONDITION_CODES.map((v) => ({ value: v, label: t(`repair.code.condition.${v}`) }))} />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item name={[index, 'certificate']} label={f('certificate')}>
          <Select allowClear data-testid={`quote-certificate-${index}`} options={QUOTE_CERTIFICATES.map((v) => ({ value: v, label: t(`repair.code.certificate.${v}`) }))} />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item name={[index, 'postponed']} valuePropName="checked" label={f('postponed')}>
          <Checkbox />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item name={[index, 'postponedDate']} label={f('postponedDate')}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item name={[index, 'alternativePn']} label={f('alternativePn')}>
          <Input maxLength={60} />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item name={[index, 'manufacturerPn']} label={f('manufacturerPn')}>
          <Input maxLength={60} />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item name={[index, 'manufacturerCode']} label={f('manufacturerCode')}>
          <Input maxLength={60} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={[index, 'manufacturerName']} label={f('manufacturerName')}>
          <Input maxLength={60} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name={[index, 'specialNotes']} label={f('specialNotes')}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.List name={[index, 'otherFees']}>
          {(fees, { add, remove }) => (
            <Space direction="vertical">
              <Typography.Text strong>{f('otherFees')}</Typography.Text>
              {fees.map((fee) => (
                <Space key={fee.key} align="start">
                  <Form.Item name={[fee.name, 'name']} style={{ margin: 0 }}>
                    <Input maxLength={60} placeholder={f('feeName')} aria-label={f('feeName')} />
                  </Form.Item>
                  <Form.Item name={[fee.name, 'amount']} style={{ margin: 0 }}>
                    <InputNumber min={0} placeholder={f('feeAmount')} aria-label={f('feeAmount')} />
                  </Form.Item>
                  <Button icon={<DeleteOutlined aria-hidden="true" />} aria-label={t('sourcing.actions.remove')} onClick={() => remove(fee.name)} />
                </Space>
              ))}
              <Button size="small" icon={<PlusOutlined aria-hidden="true" />} disabled={fees.length >= maxFees} onClick={() => add({ name: '', amount: undefined })}>
                {t('sourcing.quote.addFee', { max: maxFees })}
              </Button>
            </Space>
          )}
        </Form.List>
      </Col>
    </Row>
  );
}
