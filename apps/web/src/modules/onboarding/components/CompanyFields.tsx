/**
 * The company basics of a registration (spec 001 §2 'Supplier registration'): supplier type,
 * country, time zone, tax system and ID, company names. Shared by the registration form and the
 * resubmission of a returned registration (/supRegisterEdit).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Col, Form, Input, Radio, Row } from 'antd';
import type { ZodType } from 'zod';
import { SUPPLIER_TYPES } from '@aerosupply/shared/suppliers/states';
import { CountrySelect, TimeZoneSelect } from '../../../components/DictSelect';
import { zodRule } from '../forms';
import { TaxSystemSelect } from './TaxSystemSelect';

export type CompanyFieldName = 'supplierType' | 'country' | 'timeZone' | 'taxSystem' | 'taxId' | 'companyName' | 'companyNameEn';

export interface CompanyFieldsProps {
  /** The schemas of the fields, from the form's own shared schema. */
  fields: Record<CompanyFieldName, ZodType>;
  /** Prefix of the selects' test ids (`<prefix>-country`); none when omitted. */
  testIdPrefix?: string;
  /** More columns of the same row, after the company names. */
  children?: ReactNode;
}

export function CompanyFields({ fields, testIdPrefix, children }: CompanyFieldsProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const country = Form.useWatch('country', form) as string | undefined;
  const testId = (name: string) => (testIdPrefix ? `${testIdPrefix}-${name}` : undefined);
  return (
    <>
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
            <CountrySelect onChange={() => form.setFieldsValue({ timeZone: undefined, taxSystem: undefined })} data-testid={testId('country')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="timeZone" label={t('onboarding.fields.timeZone')} rules={[zodRule(fields.timeZone, true)]}>
            <TimeZoneSelect countryCode={country} data-testid={testId('timezone')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="taxSystem" label={t('onboarding.fields.taxSystem')} rules={[zodRule(fields.taxSystem, true)]}>
            <TaxSystemSelect country={country} data-testid={testId('taxsystem')} />
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
        {children}
      </Row>
    </>
  );
}
