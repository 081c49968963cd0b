/** The agreement form's charges (an awarded offer's other fees, or the buyer's own; D-471): line (blank: whole agreement), name, amount. */
import { useTranslation } from 'react-i18next';
import { Button, Card, Col, Form, Input, InputNumber, Row } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';

/** Fields of an awarded offer a line keeps through an edit (not edited on this form). */
export const OFFER_FIELDS = ['replacesPn', 'manufacturerPn', 'manufacturerCode', 'manufacturerName', 'conditionCode', 'certificate', 'postponedDate'] as const;

/** Hidden form items that carry a line's offer fields through an edit. */
export function OfferFields({ name }: { name: number }) {
  return (
    <>
      {OFFER_FIELDS.map((k) => (
        <Form.Item key={k} name={[name, k]} hidden noStyle>
          <Input />
        </Form.Item>
      ))}
    </>
  );
}

export function ChargesEditor() {
  const { t } = useTranslation();
  const required = [{ required: true, message: t('agreements.validation.required') }];
  return (
    <Card size="small" title={t('agreements.detail.charges')} style={{ marginTop: 16 }}>
      <Form.List name="charges">
        {(fields, { add, remove }) => (
          <>
            {fields.map((f) => (
              <Row gutter={8} key={f.key} align="bottom">
                <Col xs={8} md={3}>
                  <Form.Item name={[f.name, 'lineNo']} label={t('agreements.fields.lineNo')}>
                    <InputNumber min={1} max={99999} precision={0} style={{ width: '100%' }} placeholder={t('agreements.detail.wholeAgreement')} />
                  </Form.Item>
                </Col>
                <Col xs={16} md={10}>
                  <Form.Item name={[f.name, 'name']} label={t('agreements.fields.name')} rules={required}>
                    <Input maxLength={60} />
                  </Form.Item>
                </Col>
                <Col xs={16} md={6}>
                  <Form.Item name={[f.name, 'amount']} label={t('agreements.fields.amount')} rules={required}>
                    <InputNumber min={0} precision={4} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
                <Col xs={8} md={2}>
                  <Form.Item>
                    <Button icon={<DeleteOutlined aria-hidden="true" />} aria-label={t('agreements.edit.removeCharge')} onClick={() => remove(f.name)} />
                  </Form.Item>
                </Col>
              </Row>
            ))}
            <Button icon={<PlusOutlined aria-hidden="true" />} onClick={() => add({})}>
              {t('agreements.edit.addCharge')}
            </Button>
          </>
        )}
      </Form.List>
    </Card>
  );
}
