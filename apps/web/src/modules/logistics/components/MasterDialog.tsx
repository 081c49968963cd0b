/** Create or edit one master-data entry; the fields shown are the kind's (D-300). */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Col, Form, Input, Modal, Row, Select, Switch } from 'antd';
import { FORWARDER_LEGS, FORWARDER_SCOPES, PORT_TYPES, type MasterBody, type MasterKind, type MasterRecord } from '@aerosupply/shared/logistics/master';
import { CodeSelect, CountrySelect } from '../../../components/DictSelect';
import { clearEditedErrors, SCROLL_TO_FIRST_ERROR, useSubmit, validateThen } from '../../../lib/forms';
import { companyName } from '../../../lib/company-name';
import { logisticsApi, useForwarderCompanies } from '../api';

/** The fields each kind shows beyond code and name. */
export const MASTER_FIELDS: Record<MasterKind, string[]> = {
  airZone: ['remark'],
  port: ['nameEn', 'country', 'city', 'zoneCode', 'portType', 'remark'],
  inlandAgent: ['nameEn', 'country', 'city', 'contact', 'phone', 'email', 'remark'],
  intlIn: ['nameEn', 'country', 'city', 'contact', 'phone', 'email', 'remark'],
  intlOut: ['nameEn', 'country', 'city', 'contact', 'phone', 'email', 'remark'],
  forwarder: ['nameEn', 'forwarderCompanyId', 'scope', 'leg', 'origin', 'destination', 'serviceMode', 'contact', 'phone', 'email', 'remark'],
};
const REQUIRED: Record<MasterKind, string[]> = {
  airZone: [],
  port: ['country', 'city', 'portType'],
  inlandAgent: ['country', 'city', 'contact'],
  intlIn: ['country', 'contact'],
  intlOut: ['country', 'contact'],
  forwarder: ['forwarderCompanyId', 'scope', 'leg', 'serviceMode'],
};

interface Props {
  kind: MasterKind;
  open: boolean;
  record: MasterRecord | null;
  onClose: () => void;
  onSaved: () => void;
}

export function MasterDialog({ kind, open, record, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, unknown>>();
  const companies = useForwarderCompanies(open && kind === 'forwarder');
  const submit = useSubmit(
    async (values: Record<string, unknown>) => {
      const body = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '' && v !== null && v !== undefined)) as unknown as MasterBody;
      if (record) await logisticsApi.updateMaster(kind, record.id, body);
      else await logisticsApi.createMaster(kind, body);
      onSaved();
      onClose();
    },
    { form, success: true },
  );
  const { reset } = submit;
  useEffect(() => {
    if (!open) return;
    reset();
    form.resetFields();
    form.setFieldsValue(record ? { ...record } : { enabled: true });
  }, [open, record, form, reset]);

  const fields = MASTER_FIELDS[kind];
  const required = (name: string) => REQUIRED[kind].includes(name);
  const item = (name: string, control: React.ReactNode, span = 12) =>
    fields.includes(name) ? (
      <Col xs={24} md={span} key={name}>
        <Form.Item name={name} label={t(`logistics.master.fields.${name}`)} required={required(name)}>
          {control}
        </Form.Item>
      </Col>
    ) : null;
  const enumSelect = (name: string, values: readonly string[]) => (
    <Select allowClear placeholder={t('common.placeholders.select')} data-testid={`master-${name}`} options={values.map((v) => ({ value: v, label: t(`logistics.master.${name}.${v}`) }))} />
  );

  return (
    <Modal
      open={open}
      title={t(record ? 'logistics.master.editTitle' : 'logistics.master.createTitle', { kind: t(`logistics.master.kinds.${kind}`) })}
      onCancel={onClose}
      onOk={() => void validateThen(form, submit.run)}
      okButtonProps={{ loading: submit.pending, 'data-testid': 'master-save' } as React.ComponentProps<typeof Button>}
      okText={t('common.actions.save')}
      width={720}
      destroyOnHidden
    >
      {submit.problem && <Alert type="error" showIcon message={submit.problem} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" name="logistics-master" scrollToFirstError={SCROLL_TO_FIRST_ERROR} onValuesChange={(changed) => clearEditedErrors(form, changed)}>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="code" label={t('logistics.master.fields.code')} required>
              <Input maxLength={10} data-testid="master-code" />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name="name" label={t('logistics.master.fields.name')} required>
              <Input maxLength={60} data-testid="master-name" />
            </Form.Item>
          </Col>
          {item('nameEn', <Input maxLength={60} />, 24)}
          {item(
            'forwarderCompanyId',
            <Select
              allowClear
              data-testid="master-forwarderCompanyId"
              placeholder={t('common.placeholders.select')}
              loading={companies.isLoading}
              options={(companies.data ?? []).map((c) => ({ value: c.id, label: companyName(c.name, c.nameEn) }))}
            />,
            24,
          )}
          {item('scope', enumSelect('scope', FORWARDER_SCOPES), 8)}
          {item('leg', enumSelect('leg', FORWARDER_LEGS), 8)}
          {item('serviceMode', <CodeSelect table="serviceMode" data-testid="master-serviceMode" />, 8)}
          {item('origin', <Input maxLength={10} />)}
          {item('destination', <Input maxLength={10} />)}
          {item('country', <CountrySelect data-testid="master-country" />)}
          {item('city', <Input maxLength={60} data-testid="master-city" />)}
          {item('zoneCode', <Input maxLength={10} />)}
          {item('portType', enumSelect('portType', PORT_TYPES))}
          {item('contact', <Input maxLength={60} data-testid="master-contact" />, 8)}
          {item('phone', <Input maxLength={20} />, 8)}
          {item('email', <Input maxLength={60} />, 8)}
          {item('remark', <Input.TextArea maxLength={200} rows={2} />, 24)}
          <Col xs={24}>
            <Form.Item name="enabled" label={t('logistics.master.fields.enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
