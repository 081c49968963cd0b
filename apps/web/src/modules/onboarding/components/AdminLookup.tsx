/**
 * Registration choice, employee branch (spec 001 §2): find the company's administrator by supplier
 * code and full company name (both exact) and tell the user whom to ask for an account.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Form, Input } from 'antd';
import type { AdminLookupAnswer, AdminLookupInput } from '@aerosupply/shared/registration/schemas';
import { adminLookupSchema } from '@aerosupply/shared/registration/schemas';
import { useSubmit } from '../../../lib/forms';
import { registrationApi } from '../api';
import { zodRule } from '../forms';

/** `onFound`: the company and its administrator were found; the page then offers the account request. */
export function AdminLookup({ onFound }: { onFound?: (company: AdminLookupInput, answer: AdminLookupAnswer) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AdminLookupInput>();
  const [answer, setAnswer] = useState<AdminLookupAnswer | null>(null);
  const lookup = useSubmit(
    async (values: AdminLookupInput) => {
      setAnswer(null);
      const found = await registrationApi.findAdmin(values);
      setAnswer(found);
      onFound?.({ vendorCode: values.vendorCode.trim(), companyName: values.companyName.trim() }, found);
    },
    // A look-up changes nothing, so asking again at once is fine (no 2000 ms guard).
    { form, guardMs: 0 },
  );

  return (
    <Form form={form} layout="vertical" onFinish={(v) => void lookup.run(v)} aria-label={t('onboarding.choice.employeeTitle')}>
      <Alert type="info" showIcon title={t('onboarding.lookup.hint')} style={{ marginBottom: 16 }} />
      <Form.Item name="vendorCode" label={t('onboarding.fields.vendorCode')} rules={[zodRule(adminLookupSchema.shape.vendorCode, true)]} extra={t('onboarding.lookup.vendorCodeHint')}>
        <Input maxLength={9} inputMode="numeric" autoComplete="off" />
      </Form.Item>
      <Form.Item name="companyName" label={t('onboarding.fields.fullCompanyName')} rules={[zodRule(adminLookupSchema.shape.companyName, true)]}>
        <Input maxLength={60} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={lookup.pending} data-testid="lookup-submit">
        {t('onboarding.lookup.submit')}
      </Button>
      {answer && (
        <Alert
          style={{ marginTop: 16 }}
          type="success"
          showIcon
          role="status"
          data-testid="lookup-result"
          title={t('onboarding.lookup.found', { company: answer.companyName, name: answer.adminName })}
          description={t('onboarding.lookup.contacts', { email: answer.maskedEmail ?? '-', mobile: answer.maskedMobile ?? '-' })}
        />
      )}
      {lookup.problem && <Alert style={{ marginTop: 16 }} type="error" showIcon role="alert" title={lookup.problem} data-testid="lookup-error" />}
    </Form>
  );
}
