/**
 * The supplier's bidder contact dialog of its quotation (D-390): up to five contacts (name,
 * phone, e-mail, e-mail reminder), prefilled with the company's bid-receiver contacts until saved;
 * changeable any time before the deadline, draft or submitted. Field errors come from the server.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Checkbox, Form, Input, Modal, Space, Spin, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MAX_BIDDER_CONTACTS } from '@aerosupply/shared/sourcing/schemas';
import { showSuccess } from '../../../lib/feedback';
import { useSubmit } from '../../../lib/forms';
import { useFormat } from '../../../lib/format';
import { sourcingApi, sourcingKeys } from '../api';

interface ContactValues { name?: string; phone?: string; email?: string; emailReminder?: boolean }

export function QuotationContactsDialog({ rfxId, open, onClose }: { rfxId: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const qc = useQueryClient();
  const [form] = Form.useForm<{ contacts: ContactValues[] }>();
  const data = useQuery({ queryKey: sourcingKeys.quotationContacts(rfxId), queryFn: () => sourcingApi.getQuotationContacts(rfxId), enabled: open });
  useEffect(() => {
    if (open && data.data) form.setFieldsValue({ contacts: data.data.contacts.map((c) => ({ ...c, phone: c.phone ?? '' })) });
  }, [open, data.data, form]);
  const save = useSubmit(
    async () => {
      const values = (form.getFieldsValue(true) as { contacts?: ContactValues[] }).contacts ?? [];
      const saved = await sourcingApi.saveQuotationContacts(rfxId, {
        contacts: values.map((c) => ({ name: (c.name ?? '').trim(), phone: c.phone?.trim() || undefined, email: (c.email ?? '').trim(), emailReminder: Boolean(c.emailReminder) })),
      });
      qc.setQueryData(sourcingKeys.quotationContacts(rfxId), saved);
      showSuccess(t('sourcing.contacts.saved'));
      onClose();
    },
    { form },
  );
  const editable = data.data?.editable ?? false;
  return (
    <Modal
      open={open}
      width={860}
      title={t('sourcing.contacts.title')}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>{t('common.actions.close')}</Button>
          {editable && (
            <Button type="primary" loading={save.pending} onClick={() => void save.run()} data-testid="quote-contacts-save">
              {t('common.actions.save')}
            </Button>
          )}
        </Space>
      }
    >
      {data.isLoading || !data.data ? (
        <Spin />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('sourcing.contacts.hint')}</Typography.Paragraph>
          {data.data.defaulted && <Alert type="info" showIcon message={t('sourcing.contacts.defaulted')} style={{ marginBottom: 12 }} />}
          {!editable && <Alert type="warning" showIcon message={t('sourcing.contacts.closed')} style={{ marginBottom: 12 }} />}
          {save.problem && <Alert type="error" showIcon message={save.problem} style={{ marginBottom: 12 }} />}
          {data.data.updatedAt && <Typography.Paragraph type="secondary">{`${t('sourcing.fields.updatedAt')}: ${fmt.dateTime(data.data.updatedAt)}`}</Typography.Paragraph>}
          <Form form={form} name="quoteContacts" layout="vertical" disabled={!editable} data-testid="quote-contacts">
            <Form.List name="contacts">
              {(rows, { add, remove }) => (
                <>
                  {rows.length === 0 && <Typography.Paragraph type="secondary">{t('sourcing.contacts.empty')}</Typography.Paragraph>}
                  {rows.map((row, n) => (
                    <Space key={row.key} align="start" wrap data-testid={`quote-contact-${n}`}>
                      <Form.Item name={[row.name, 'name']} label={t('sourcing.contacts.name')} required>
                        <Input maxLength={60} style={{ width: 180 }} data-testid={`quote-contact-name-${n}`} />
                      </Form.Item>
                      <Form.Item name={[row.name, 'phone']} label={t('sourcing.contacts.phone')}>
                        <Input maxLength={15} inputMode="numeric" style={{ width: 150 }} data-testid={`quote-contact-phone-${n}`} />
                      </Form.Item>
                      <Form.Item name={[row.name, 'email']} label={t('sourcing.contacts.email')} required>
                        <Input maxLength={60} style={{ width: 220 }} data-testid={`quote-contact-email-${n}`} />
                      </Form.Item>
                      <Form.Item name={[row.name, 'emailReminder']} label={t('sourcing.contacts.emailReminder')} valuePropName="checked">
                        <Checkbox aria-label={t('sourcing.contacts.emailReminder')} data-testid={`quote-contact-reminder-${n}`} />
                      </Form.Item>
                      <Form.Item label=" ">
                        <Button icon={<DeleteOutlined aria-hidden="true" />} aria-label={t('sourcing.actions.remove')} onClick={() => remove(row.name)} />
                      </Form.Item>
                    </Space>
                  ))}
                  <Space>
                    <Button icon={<PlusOutlined aria-hidden="true" />} disabled={rows.length >= MAX_BIDDER_CONTACTS} onClick={() => add({ name: '', phone: '', email: '', emailReminder: true })} data-testid="quote-contact-add">
                      {t('sourcing.contacts.add')}
                    </Button>
                    <Typography.Text type="secondary">{t('sourcing.contacts.max', { n: MAX_BIDDER_CONTACTS })}</Typography.Text>
                  </Space>
                </>
              )}
            </Form.List>
          </Form>
        </>
      )}
    </Modal>
  );
}
