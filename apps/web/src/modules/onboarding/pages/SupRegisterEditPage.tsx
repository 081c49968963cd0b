/**
 * /supRegisterEdit (spec 000 §2 public route, spec 001 §2): the registrant of a supplier whose
 * registration staff returned corrects the company basics and resubmits. The route is public (as
 * the spec lists it) but the page needs the supplier administrator's session ('sup.vendorData').
 */
import { useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Col, Form, Input, Radio, Row, Spin } from 'antd';
import { SUPPLIER_TYPES } from '@aerosupply/shared/suppliers/states';
import { registrationEditSchema } from '@aerosupply/shared/registration/schemas';
import type { RegistrationEditInput } from '@aerosupply/shared/registration/schemas';
import { CountrySelect, TimeZoneSelect } from '../../../components/DictSelect';
import { isApiError } from '../../../lib/api/client';
import { showSuccess } from '../../../lib/feedback';
import { applyFieldErrors, SCROLL_TO_FIRST_ERROR } from '../../../lib/forms';
import { loginPath } from '../../../lib/navigation';
import { getSession } from '../../../lib/session';
import { onboardingKeys, registrationApi } from '../api';
import { zodRule } from '../forms';
import { TaxSystemSelect } from '../components/TaxSystemSelect';
import { PublicPage } from './PublicPage';

const fields = registrationEditSchema.shape;

function EditForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mine = useQuery({ queryKey: onboardingKeys.mine, queryFn: registrationApi.mine, retry: false });
  const [form] = Form.useForm<RegistrationEditInput>();
  const country = Form.useWatch('country', form);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

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

  const onFinish = async (values: RegistrationEditInput) => {
    setPending(true);
    setProblem(null);
    try {
      const saved = await registrationApi.resubmit({ ...values, companyNameEn: values.companyNameEn || undefined, comment: values.comment || undefined });
      queryClient.setQueryData(onboardingKeys.mine, saved);
      showSuccess(t('onboarding.registerEdit.resubmitted'));
    } catch (err) {
      if (!applyFieldErrors(form, err)) setProblem(isApiError(err) ? err.message : t('common.errors.unexpected'));
      else if (isApiError(err)) setProblem(err.message);
    } finally {
      setPending(false);
    }
  };

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
      <Form<RegistrationEditInput> form={form} layout="vertical" disabled={!canResubmit} onFinish={(v) => void onFinish(v)} scrollToFirstError={SCROLL_TO_FIRST_ERROR} aria-label={t('onboarding.registerEdit.title')}>
        <Form.Item name="supplierType" label={t('onboarding.fields.supplierType')} rules={[zodRule(fields.supplierType, true)]}>
          <Radio.Group>
            {SUPPLIER_TYPES.map((type) => (
              <Radio key={type} value={type}>
                {t(`onboarding.supplierTypes.${type}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="country" label={t('onboarding.fields.country')} rules={[zodRule(fields.country, true)]}>
              <CountrySelect onChange={() => form.setFieldsValue({ timeZone: undefined, taxSystem: undefined } as Partial<RegistrationEditInput>)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="timeZone" label={t('onboarding.fields.timeZone')} rules={[zodRule(fields.timeZone, true)]}>
              <TimeZoneSelect countryCode={country} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="taxSystem" label={t('onboarding.fields.taxSystem')} rules={[zodRule(fields.taxSystem, true)]}>
              <TaxSystemSelect country={country} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="taxId" label={t('onboarding.fields.taxId')} rules={[zodRule(fields.taxId, true)]}>
              <Input maxLength={30} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="companyName" label={t('onboarding.fields.companyName')} rules={[zodRule(fields.companyName, true)]}>
              <Input maxLength={60} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="companyNameEn" label={t('onboarding.fields.companyNameEn')} rules={[zodRule(fields.companyNameEn)]}>
              <Input maxLength={60} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="email" label={t('onboarding.fields.email')} rules={[zodRule(fields.email, true)]}>
              <Input maxLength={60} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="comment" label={t('onboarding.fields.resubmitComment')} rules={[zodRule(fields.comment)]}>
          <Input.TextArea maxLength={200} rows={3} showCount />
        </Form.Item>
        {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 16 }} />}
        {canResubmit && (
          <Button type="primary" htmlType="submit" loading={pending} data-testid="resubmit">
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
