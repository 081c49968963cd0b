/**
 * /supRegisterEdit (spec 000 §2 public route, spec 001 §2): the registrant of a supplier whose
 * registration staff returned corrects the company basics and resubmits. The route is public (as
 * the spec lists it) but the page needs the supplier administrator's session ('sup.vendorData').
 */
import { useEffect } from 'react';
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Col, Form, Input, Spin } from 'antd';
import { registrationEditSchema } from '@aerosupply/shared/registration/schemas';
import type { RegistrationEditInput } from '@aerosupply/shared/registration/schemas';
import { isApiError } from '../../../lib/api/client';
import { SCROLL_TO_FIRST_ERROR, useSubmit } from '../../../lib/forms';
import { loginPath } from '../../../lib/navigation';
import { getSession } from '../../../lib/session';
import { onboardingKeys, registrationApi } from '../api';
import { zodRule } from '../forms';
import { CompanyFields } from '../components/CompanyFields';
import { PublicPage } from './PublicPage';

const fields = registrationEditSchema.shape;

function EditForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mine = useQuery({ queryKey: onboardingKeys.mine, queryFn: registrationApi.mine, retry: false });
  const [form] = Form.useForm<RegistrationEditInput>();
  const resubmit = useSubmit(
    async (values: RegistrationEditInput) => {
      const saved = await registrationApi.resubmit({ ...values, companyNameEn: values.companyNameEn || undefined, comment: values.comment || undefined });
      queryClient.setQueryData(onboardingKeys.mine, saved);
    },
    { form, success: t('onboarding.registerEdit.resubmitted') },
  );

  useEffect(() => {
    const r = mine.data;
    if (!r) return;
    form.setFieldsValue({
      supplierType: r.supplierType,
      country: r.country ?? undefined,
      taxSystem: r.taxSystem ?? undefined,
      taxId: r.taxId ?? undefined,
      companyName: r.companyName,
      companyNameEn: r.companyNameEn ?? undefined,
      timeZone: r.timeZone ?? undefined,
      email: r.email ?? undefined,
    } as Partial<RegistrationEditInput>);
  }, [mine.data, form]);

  if (mine.isLoading) return <Spin />;
  if (mine.isError) return <Alert type="error" showIcon title={isApiError(mine.error) ? mine.error.message : t('common.errors.unexpected')} />;
  const record = mine.data!;
  const canResubmit = record.actions.includes('resubmit');

  return (
    <>
      {canResubmit ? (
        <Alert
          type="warning"
          showIcon
          title={t('onboarding.registerEdit.returned')}
          description={record.returnComment ?? t('onboarding.registerEdit.noReason')}
          style={{ marginBottom: 16 }}
          data-testid="returned-reason"
        />
      ) : (
        <Alert type="info" showIcon title={t('onboarding.registerEdit.notReturned', { status: t(`onboarding.reviewStatus.${record.reviewStatus}`, { defaultValue: record.reviewStatus }) })} style={{ marginBottom: 16 }} />
      )}
      <Form<RegistrationEditInput> form={form} layout="vertical" disabled={!canResubmit} onFinish={(v) => void resubmit.run(v)} scrollToFirstError={SCROLL_TO_FIRST_ERROR} aria-label={t('onboarding.registerEdit.title')}>
        <CompanyFields fields={fields}>
          <Col xs={24} md={12}>
            <Form.Item name="email" label={t('onboarding.fields.email')} rules={[zodRule(fields.email, true)]}>
              <Input maxLength={60} />
            </Form.Item>
          </Col>
        </CompanyFields>
        <Form.Item name="comment" label={t('onboarding.fields.resubmitComment')} rules={[zodRule(fields.comment)]}>
          <Input.TextArea maxLength={200} rows={3} showCount />
        </Form.Item>
        {resubmit.problem && <Alert type="error" showIcon role="alert" title={resubmit.problem} style={{ marginBottom: 16 }} />}
        {canResubmit && (
          <Button type="primary" htmlType="submit" loading={resubmit.pending} data-testid="resubmit">
            {t('onboarding.registerEdit.submit')}
          </Button>
        )}
      </Form>
    </>
  );
}

export default function SupRegisterEditPage() {
  const { t } = useTranslation();
  if (!getSession()) return <Navigate to={loginPath('/supRegisterEdit')} replace />;
  return (
    <PublicPage title={t('onboarding.registerEdit.title')} description={t('onboarding.registerEdit.description')} width={860}>
      <EditForm />
      <div style={{ marginTop: 8 }}>
        <Link to="/">{t('onboarding.registerEdit.toPortal')}</Link>
      </div>
    </PublicPage>
  );
}
