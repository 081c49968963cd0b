/** Wizard step 3: questions and notes to the bidders, and the RFx's attachments. */
import { useTranslation } from 'react-i18next';
import { Button, Col, Empty, Form, Input, Row, Select } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { RFX_TEXT_KINDS, RFX_TEXT_TYPES } from '@aerosupply/shared/sourcing/schemas';
import { UploadField } from '../../../../components/UploadField';
import { UPLOAD_URL } from '../../../../lib/upload';

export function TextsStep() {
  const { t } = useTranslation();
  const f = (key: string) => t(`sourcing.fields.${key}`);
  return (
    <>
      <Form.List name="texts">
        {(rows, { add, remove }) => (
          <>
            {rows.length === 0 && <Empty description={t('sourcing.rfx.noTexts')} image={Empty.PRESENTED_IMAGE_SIMPLE} />}
            {rows.map((row) => (
              <Row gutter={8} key={row.key} align="bottom">
                <Col xs={12} md={4}>
                  <Form.Item name={[row.name, 'kind']} label={f('textKind')} rules={[{ required: true, message: t('common.validation.required') }]}>
                    <Select options={RFX_TEXT_KINDS.map((k) => ({ value: k, label: t(`sourcing.textKind.${k}`) }))} />
                  </Form.Item>
                </Col>
                <Col xs={12} md={4}>
                  <Form.Item name={[row.name, 'type']} label={f('textType')} rules={[{ required: true, message: t('common.validation.required') }]}>
                    <Select options={RFX_TEXT_TYPES.map((k) => ({ value: k, label: t(`sourcing.textType.${k}`) }))} />
                  </Form.Item>
                </Col>
                <Col xs={20} md={15}>
                  <Form.Item name={[row.name, 'text']} label={f('text')} rules={[{ required: true, whitespace: true, message: t('common.validation.required') }]}>
                    <Input.TextArea maxLength={1000} rows={2} />
                  </Form.Item>
                </Col>
                <Col xs={4} md={1}>
                  <Form.Item>
                    <Button type="text" danger icon={<DeleteOutlined aria-hidden="true" />} aria-label={t('sourcing.actions.remove')} onClick={() => remove(row.name)} />
                  </Form.Item>
                </Col>
              </Row>
            ))}
            <Button type="dashed" icon={<PlusOutlined aria-hidden="true" />} onClick={() => add({ kind: 'question', type: 'general' })} style={{ marginBottom: 16 }}>
              {t('sourcing.rfx.addText')}
            </Button>
          </>
        )}
      </Form.List>
      <Form.Item name="attachments" label={f('attachments')}>
        <UploadField action={UPLOAD_URL} />
      </Form.Item>
    </>
  );
}
