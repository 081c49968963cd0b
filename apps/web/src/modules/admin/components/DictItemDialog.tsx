/**
 * Add or edit a dictionary item (spec 000 §3 'Dictionary lists (items with TEXT and VALUE)', option
 * lists with ENTEXT): domain and value are fixed once created (records refer to them); Chinese and
 * English texts, sort order, enabled.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Col, Form, Input, InputNumber, Modal, Row, Select, Switch } from 'antd';
import { createItemSchema, type DictItemView } from '@aerosupply/shared/dict/schemas';
import { useSubmit, validateThen } from '../../../lib/forms';
import { adminApi } from '../api';
import { zodRule } from '../forms';

const shape = createItemSchema.shape;

interface Values {
  domain: string;
  value: string;
  textZh: string;
  textEn: string;
  sort?: number | null;
  enabled: boolean;
}

export interface DictItemDialogProps {
  open: boolean;
  editing: DictItemView | null;
  /** Domain options (value = domain code, label in the UI language). */
  domains: { value: string; label: string }[];
  /** Preselected domain when adding. */
  defaultDomain?: string;
  onClose: () => void;
  onSaved: (item: DictItemView) => void;
}

export function DictItemDialog({ open, editing, domains, defaultDomain, onClose, onSaved }: DictItemDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const submit = useSubmit(
    async (values: Values) => {
      const sort = values.sort === null || values.sort === undefined ? undefined : values.sort;
      const saved = editing
        ? await adminApi.updateDictItem(editing.id, { textZh: values.textZh, textEn: values.textEn, sort, enabled: values.enabled })
        : await adminApi.createDictItem({ domain: values.domain, value: values.value.trim(), textZh: values.textZh, textEn: values.textEn, sort, enabled: values.enabled });
      onSaved(saved);
    },
    { form, success: true },
  );
  const { pending, problem, reset } = submit;

  useEffect(() => {
    if (!open) return;
    reset();
    form.resetFields();
    if (editing) {
      form.setFieldsValue({ domain: editing.domain, value: editing.value, textZh: editing.textZh, textEn: editing.textEn, sort: editing.sort, enabled: editing.enabled });
    } else {
      form.setFieldsValue({ domain: defaultDomain, enabled: true });
    }
  }, [open, editing, defaultDomain, form, reset]);

  const save = () => validateThen(form, submit.run);

  const title = editing ? t('admin.dict.dialog.editTitle', { value: editing.value }) : t('admin.dict.dialog.createTitle');
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('common.actions.save')}
      cancelText={t('common.actions.cancel')}
      okButtonProps={{ 'data-testid': 'dict-save' } as Record<string, string>}
      confirmLoading={pending}
      width={640}
      destroyOnHidden
      maskClosable={false}
    >
      <Form<Values> form={form} layout="vertical" aria-label={title} name="admin-dict-item">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="domain" label={t('admin.dict.fields.domain')} rules={editing ? [] : [zodRule(shape.domain, true)]}>
              <Select options={domains} disabled={Boolean(editing)} showSearch={{ optionFilterProp: 'label' }} placeholder={t('common.placeholders.select')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="value" label={t('admin.dict.fields.value')} rules={editing ? [] : [zodRule(shape.value, true)]}>
              <Input maxLength={60} disabled={Boolean(editing)} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="textZh" label={t('admin.dict.fields.textZh')} rules={[zodRule(shape.textZh, true)]}>
              <Input maxLength={60} lang="zh-CN" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="textEn" label={t('admin.dict.fields.textEn')} rules={[zodRule(shape.textEn, true)]}>
              <Input maxLength={60} lang="en" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="sort" label={t('admin.dict.fields.sort')}>
              <InputNumber min={0} max={99999} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="enabled" label={t('admin.dict.fields.enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
        {problem && <Alert type="error" showIcon role="alert" title={problem} />}
      </Form>
    </Modal>
  );
}
