/**
 * Create / invite a forwarder company with its administrator, or edit its data (issue 26 item 2).
 * After a create without invitation the temporary password is shown once.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Col, Divider, Form, Input, Modal, Radio, Row, Switch, Typography } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { FORWARDER_COMPANY_SCOPES, type ForwarderCompanyCreateBody, type ForwarderCompanyView } from '@aerosupply/shared/forwarder-companies/schemas';
import { CodeSelect, CountrySelect } from '../../../components/DictSelect';
import { clearEditedErrors, SCROLL_TO_FIRST_ERROR, useSubmit, validateThen } from '../../../lib/forms';
import { forwarderCompanyApi } from '../api';

interface Props {
  open: boolean;
  record: ForwarderCompanyView | null;
  onClose: () => void;
  onSaved: () => void;
}

type Values = Omit<ForwarderCompanyCreateBody, 'admin'> & { admin?: ForwarderCompanyCreateBody['admin'] };

const clean = <T,>(v: T): T => (v === '' || v === null ? (undefined as T) : v);

export function ForwarderCompanyDialog({ open, record, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [password, setPassword] = useState<string | null>(null);
  const submit = useSubmit(
    async (v: Values) => {
      const company = { name: v.name, nameEn: clean(v.nameEn), country: v.country, scope: v.scope, serviceModes: v.serviceModes, remark: clean(v.remark), contacts: (v.contacts ?? []).map((c) => ({ ...c, role: clean(c.role) })) };
      if (record) {
        await forwarderCompanyApi.update(record.id, company);
        onSaved();
        onClose();
        return;
      }
      const created = await forwarderCompanyApi.create({ ...company, admin: v.admin!, invite: v.invite });
      onSaved();
      if (created.temporaryPassword) setPassword(created.temporaryPassword);
      else onClose();
    },
    { form, success: true },
  );
  const { reset } = submit;
  useEffect(() => {
    if (!open) return;
    reset();
    setPassword(null);
    form.resetFields();
    form.setFieldsValue(
      record
        ? { name: record.name, nameEn: record.nameEn ?? undefined, country: record.country ?? undefined, scope: record.scope, serviceModes: record.serviceModes, remark: record.remark ?? undefined, contacts: record.contacts.map((c) => ({ ...c, role: c.role ?? undefined })) }
        : { scope: 'domestic', serviceModes: [], contacts: [{ name: '', phone: '', email: '' }], invite: true },
    );
  }, [open, record, form, reset]);

  if (password) {
    return (
      <Modal open={open} title={t('forwarderCompanies.created.title')} onCancel={onClose} footer={<Button type="primary" onClick={onClose}>{t('common.actions.close')}</Button>}>
        <Alert type="warning" showIcon title={t('forwarderCompanies.created.once')} style={{ marginBottom: 16 }} />
        <Typography.Paragraph copyable={{ text: password }} data-testid="forwarder-temporary-password">
          {t('forwarderCompanies.created.password')}: <Typography.Text code>{password}</Typography.Text>
        </Typography.Paragraph>
      </Modal>
    );
  }

  return (
    <Modal
      open={open}
      title={t(record ? 'forwarderCompanies.editTitle' : 'forwarderCompanies.createTitle')}
      onCancel={onClose}
      onOk={() => void validateThen(form, submit.run)}
      okButtonProps={{ loading: submit.pending, 'data-testid': 'forwarder-company-save' } as React.ComponentProps<typeof Button>}
      okText={t('common.actions.save')}
      cancelText={t('common.actions.cancel')}
      width={760}
      destroyOnHidden
    >
      {submit.problem && <Alert type="error" showIcon title={submit.problem} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" name="forwarder-company" scrollToFirstError={SCROLL_TO_FIRST_ERROR} onValuesChange={(changed) => clearEditedErrors(form, changed)}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="name" label={t('forwarderCompanies.fields.name')} required>
              <Input maxLength={60} data-testid="forwarder-company-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="nameEn" label={t('forwarderCompanies.fields.nameEn')}>
              <Input maxLength={120} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="country" label={t('forwarderCompanies.fields.country')} required>
              <CountrySelect data-testid="forwarder-company-country" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="scope" label={t('forwarderCompanies.fields.scope')} required>
              <Radio.Group options={FORWARDER_COMPANY_SCOPES.map((s) => ({ value: s, label: t(`forwarderCompanies.scope.${s}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="serviceModes" label={t('forwarderCompanies.fields.serviceModes')} required>
              <CodeSelect table="serviceMode" mode="multiple" data-testid="forwarder-company-modes" />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start">{t('forwarderCompanies.fields.contacts')}</Divider>
        <Form.List name="contacts">
          {(items, { add, remove }) => (
            <>
              {items.map(({ key, name }) => (
                <Row gutter={8} key={key} align="top">
                  <Col xs={24} md={6}>
                    <Form.Item name={[name, 'name']} label={t('forwarderCompanies.contact.name')} required>
                      <Input maxLength={60} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={5}>
                    <Form.Item name={[name, 'role']} label={t('forwarderCompanies.contact.role')}>
                      <Input maxLength={60} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={5}>
                    <Form.Item name={[name, 'phone']} label={t('forwarderCompanies.contact.phone')} required>
                      <Input maxLength={20} />
                    </Form.Item>
                  </Col>
                  <Col xs={22} md={7}>
                    <Form.Item name={[name, 'email']} label={t('forwarderCompanies.contact.email')} required>
                      <Input maxLength={60} />
                    </Form.Item>
                  </Col>
                  <Col xs={2} md={1} style={{ paddingTop: 36 }}>
                    {items.length > 1 && <MinusCircleOutlined aria-label={t('forwarderCompanies.contact.remove')} onClick={() => remove(name)} />}
                  </Col>
                </Row>
              ))}
              {items.length < 10 && (
                <Button type="dashed" icon={<PlusOutlined aria-hidden="true" />} onClick={() => add({ name: '', phone: '', email: '' })}>
                  {t('forwarderCompanies.contact.add')}
                </Button>
              )}
            </>
          )}
        </Form.List>
        <Form.Item name="remark" label={t('forwarderCompanies.fields.remark')} style={{ marginTop: 16 }}>
          <Input.TextArea maxLength={200} rows={2} />
        </Form.Item>
        {!record && (
          <>
            <Divider titlePlacement="start">{t('forwarderCompanies.fields.admin')}</Divider>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item name={['admin', 'account']} label={t('forwarderCompanies.admin.account')} required>
                  <Input maxLength={60} data-testid="forwarder-admin-account" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name={['admin', 'realName']} label={t('forwarderCompanies.admin.realName')} required>
                  <Input maxLength={60} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name={['admin', 'email']} label={t('forwarderCompanies.admin.email')} required>
                  <Input maxLength={60} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name={['admin', 'phone']} label={t('forwarderCompanies.admin.phone')} required>
                  <Input maxLength={15} />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item name="invite" label={t('forwarderCompanies.fields.invite')} valuePropName="checked" extra={t('forwarderCompanies.hints.invite')}>
              <Switch />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}

/** The reason asked before freezing (the freeze is confirmed by this dialog). */
export function FreezeDialog({ record, onClose, onDone }: { record: ForwarderCompanyView | null; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const submit = useSubmit(
    async (v: { reason: string }) => {
      await forwarderCompanyApi.freeze(record!.id, v.reason);
      onDone();
      onClose();
    },
    { form, success: t('forwarderCompanies.frozen') },
  );
  return (
    <Modal
      open={!!record}
      title={t('forwarderCompanies.freezeTitle', { name: record?.name ?? '' })}
      onCancel={onClose}
      onOk={() => void validateThen(form, submit.run)}
      okButtonProps={{ danger: true, loading: submit.pending, 'data-testid': 'forwarder-freeze-confirm' } as React.ComponentProps<typeof Button>}
      okText={t('forwarderCompanies.actions.freeze')}
      cancelText={t('common.actions.cancel')}
      destroyOnHidden
    >
      <Alert type="warning" showIcon title={t('forwarderCompanies.confirm.freeze')} style={{ marginBottom: 16 }} />
      {submit.problem && <Alert type="error" showIcon title={submit.problem} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" name="forwarder-freeze">
        <Form.Item name="reason" label={t('forwarderCompanies.fields.frozenReason')} required>
          <Input.TextArea maxLength={200} rows={3} data-testid="forwarder-freeze-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

