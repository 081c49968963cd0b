/**
 * The invite dialog (spec 001 §2 'Supplier invitation'): company name, country, tax numbering
 * system, company tax ID, duplication check, email, validity days, comments; save, or save and
 * send. Rules come from the shared schema; duplicates answer with the §8 messages on the fields.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Col, Form, Input, InputNumber, Modal, Row, Space } from 'antd';
import { INVITATION_VALIDITY, invitationSaveSchema, type InvitationRow, type InvitationSaveInput } from '@aerosupply/shared/invitations/schemas';
import { CountrySelect } from '../../../components/DictSelect';
import { isApiError } from '../../../lib/api/client';
import { showSuccess } from '../../../lib/feedback';
import { applyFieldErrors, SCROLL_TO_FIRST_ERROR } from '../../../lib/forms';
import { TaxSystemSelect, zodRule } from '../../onboarding';
import { invitationApi } from '../api';

const fields = invitationSaveSchema.shape;
type Values = Omit<InvitationSaveInput, 'send'>;

export function InviteDialog({ open, editing, onClose, onSaved }: { open: boolean; editing: InvitationRow | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const country = Form.useWatch('country', form);
  const [pending, setPending] = useState<'save' | 'send' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setProblem(null);
    form.resetFields();
    if (editing) {
      form.setFieldsValue({
        companyName: editing.companyName,
        country: editing.country ?? undefined,
        taxSystem: editing.taxSystem ?? undefined,
        taxId: editing.taxId ?? undefined,
        email: editing.email,
        validityDays: editing.validityDays,
        comments: editing.comments ?? undefined,
      } as Partial<Values>);
    } else {
      form.setFieldsValue({ validityDays: INVITATION_VALIDITY.default });
    }
  }, [open, editing, form]);

  const checkDuplicates = async () => {
    const { taxId, companyName } = form.getFieldsValue(['taxId', 'companyName']) as Partial<Values>;
    if (!taxId && !companyName) {
      form.setFields([{ name: 'taxId', errors: [t('invitations.dialog.duplicateNeedsInput')] }]);
      return;
    }
    const answer = await invitationApi.checkDuplicates({ taxId: taxId || undefined, companyName: companyName || undefined, excludeId: editing?.id });
    form.setFields((['taxId', 'companyName'] as const).map((name) => ({ name, errors: answer.problems.filter((p) => p.field === name).map((p) => p.message) })));
    if (answer.ok) showSuccess(t('invitations.dialog.noDuplicates'));
  };

  const save = async (send: boolean) => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setPending(send ? 'send' : 'save');
    setProblem(null);
    try {
      const body = { ...values, comments: values.comments || undefined, send };
      if (editing) await invitationApi.update(editing.id, body);
      else await invitationApi.create(body);
      showSuccess(send ? t('invitations.messages.sent') : t('common.messages.saved'));
      onSaved();
    } catch (err) {
      if (!applyFieldErrors(form, err) || (isApiError(err) && err.status === 409)) setProblem(isApiError(err) ? err.message : t('common.errors.unexpected'));
    } finally {
      setPending(null);
    }
  };

  return (
    <Modal
      open={open}
      title={editing ? t('invitations.dialog.editTitle') : t('invitations.dialog.title')}
      onCancel={onClose}
      width={760}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>{t('common.actions.cancel')}</Button>
          <Button onClick={() => void save(false)} loading={pending === 'save'} disabled={pending !== null} data-testid="invite-save">
            {t('common.actions.save')}
          </Button>
          <Button type="primary" onClick={() => void save(true)} loading={pending === 'send'} disabled={pending !== null} data-testid="invite-save-send">
            {t('invitations.actions.saveAndSend')}
          </Button>
        </Space>
      }
    >
      <Form<Values> form={form} layout="vertical" scrollToFirstError={SCROLL_TO_FIRST_ERROR} aria-label={t('invitations.dialog.title')}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="companyName" label={t('invitations.fields.companyName')} rules={[zodRule(fields.companyName, true)]}>
              <Input maxLength={60} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="country" label={t('invitations.fields.country')} rules={[zodRule(fields.country, true)]}>
              <CountrySelect onChange={() => form.setFieldValue('taxSystem', undefined)} data-testid="invite-country" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="taxSystem" label={t('invitations.fields.taxSystem')} rules={[zodRule(fields.taxSystem, true)]}>
              <TaxSystemSelect country={country} data-testid="invite-taxsystem" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="taxId" label={t('invitations.fields.taxId')} rules={[zodRule(fields.taxId, true)]}>
              <Input maxLength={30} />
            </Form.Item>
          </Col>
        </Row>
        <Button onClick={() => void checkDuplicates()} style={{ marginBottom: 16 }} data-testid="invite-check">
          {t('invitations.actions.checkDuplicates')}
        </Button>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="email" label={t('invitations.fields.email')} rules={[zodRule(fields.email, true)]}>
              <Input maxLength={60} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="validityDays" label={t('invitations.fields.validityDays')} rules={[zodRule(fields.validityDays, true)]}>
              <InputNumber min={INVITATION_VALIDITY.min} max={INVITATION_VALIDITY.max} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="comments" label={t('invitations.fields.comments')} rules={[zodRule(fields.comments)]}>
          <Input.TextArea maxLength={200} rows={3} showCount />
        </Form.Item>
        {problem && <Alert type="error" showIcon role="alert" title={problem} />}
      </Form>
    </Modal>
  );
}
