/**
 * Personal settings dialog (spec 000 §2, §3, §5, §6): opens on the basic-info tab; a password tab;
 * a preference tab for staff (companyId 2) or suppliers with dictionary-backed selects. Closing
 * destroys the content, so the forms reset and the next opening starts on basic info. A password
 * change ends the session: the user is told to sign in again and goes to /login.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Col, Form, Input, Modal, Row, Select, Skeleton, Space, Tabs, Tag } from 'antd';
import type { Rule } from 'antd/es/form';
import { checkPassword, PASSWORD_POLICY, type PasswordRule } from '@aerosupply/shared/utils';
import { MOBILE_MAX } from '@aerosupply/shared/utils';
import { CountrySelect, TimeZoneSelect } from '../../../components/DictSelect';
import { GuardedButton } from '../../../components/GuardedButton';
import { fetchLoginType } from '../../../lib/auth';
import { STAFF_COMPANY_ID } from '../../../lib/constants';
import { useDictOptionsMap } from '../../../lib/dict';
import { showSuccess } from '../../../lib/feedback';
import { useSubmit } from '../../../lib/forms';
import { changeLanguage, i18n } from '../../../lib/i18n';
import { clearSession } from '../../../lib/session';
import { patchUser, useUserInfo } from '../../../lib/user';
import {
  changePassword,
  savePersonalInfo,
  savePreferences,
  usePersonalInfo,
  usePreferences,
  profileKeys,
  type PersonalInfoInput,
  type PreferenceValues,
} from '../api';
import { SecurityTab } from './SecurityTab';

const DIGITS = /^\d*$/;
const DECIMAL = /^\d+(\.\d+)?$/;

function FormActions({ pending }: { pending: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.Item style={{ marginBottom: 0, textAlign: 'right' }}>
      <GuardedButton htmlType="submit" loading={pending}>
        {t('common.actions.save')}
      </GuardedButton>
    </Form.Item>
  );
}

function BasicInfoTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<PersonalInfoInput>();
  const info = usePersonalInfo();
  const { run, pending } = useSubmit(
    async (values: PersonalInfoInput) => {
      const record = info.data;
      await savePersonalInfo({
        realName: values.realName.trim(),
        phone: values.phone || null,
        mobile: values.mobile || null,
        email: values.email || null,
        country: record?.country ?? null,
        timeZone: record?.timeZone ?? null,
      });
      patchUser({ realName: values.realName.trim() });
      await queryClient.invalidateQueries({ queryKey: profileKeys.info });
    },
    { form, success: true },
  );

  if (info.isLoading) return <Skeleton active />;
  if (!info.data) return <Alert type="warning" showIcon title={t('profile.loadFailed')} />;
  const record = info.data;

  return (
    <Form<PersonalInfoInput>
      form={form}
      layout="vertical"
      initialValues={{ realName: record.realName, phone: record.phone ?? '', mobile: record.mobile ?? '', email: record.email ?? '' }}
      onFinish={(values) => void run(values)}
      data-testid="settings-basic-form"
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="realName"
            label={t('profile.fields.realName')}
            rules={[
              { required: true, whitespace: true, message: t('common.validation.required') },
              { max: 60, message: t('common.validation.tooLong', { max: 60 }) },
            ]}
          >
            <Input maxLength={60} autoComplete="name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('profile.fields.roles')}>
            <div aria-label={t('profile.fields.roles')} data-testid="settings-roles">
              {record.roles.length ? record.roles.map((role) => <Tag key={role}>{role}</Tag>) : '-'}
            </div>
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phone" label={t('profile.fields.phone')} rules={[{ max: 30, message: t('common.validation.tooLong', { max: 30 }) }]}>
            <Input maxLength={30} autoComplete="tel" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="mobile"
            label={t('profile.fields.mobile')}
            rules={[
              { pattern: DIGITS, message: t('common.validation.digitsOnly') },
              { max: MOBILE_MAX, message: t('common.validation.tooLong', { max: MOBILE_MAX }) },
            ]}
          >
            <Input maxLength={MOBILE_MAX} inputMode="numeric" autoComplete="tel-national" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item
            name="email"
            label={t('profile.fields.email')}
            rules={[
              { type: 'email', message: t('common.validation.email') },
              { max: 100, message: t('common.validation.tooLong', { max: 100 }) },
            ]}
          >
            <Input maxLength={100} autoComplete="email" inputMode="email" />
          </Form.Item>
        </Col>
      </Row>
      <FormActions pending={pending} />
    </Form>
  );
}

interface PasswordValues {
  oldPwd: string;
  newPwd: string;
  confirmPwd: string;
}

function PasswordTab({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const info = useUserInfo();
  const [form] = Form.useForm<PasswordValues>();
  const loginType = useQuery({ queryKey: ['auth', 'loginType'], queryFn: fetchLoginType, staleTime: 60_000 });
  // Spec 000 §5: 10-20 characters in this dialog (the server's setting when it is stricter).
  const minLength = Math.max(PASSWORD_POLICY.settings.min, loginType.data?.passwordMinLength ?? 0);
  const maxLength = Math.min(PASSWORD_POLICY.settings.max, loginType.data?.passwordMaxLength ?? PASSWORD_POLICY.settings.max);
  const ruleText = (code: PasswordRule) => t(`common.password.${code}`, { min: minLength, max: maxLength });

  const { run, pending } = useSubmit(
    async (values: PasswordValues) => {
      await changePassword(values.oldPwd, values.newPwd);
      // Spec 000 §4, §8: the session has ended; the user must sign in again.
      showSuccess(i18n.t('profile.password.mustRelogin'));
      onDone();
      clearSession();
      navigate('/login', { replace: true });
    },
    { form },
  );

  const newPasswordRule: Rule = {
    validator: (_, value: string | undefined) => {
      const problems = checkPassword(value, { minLength, maxLength, companyName: info?.user.companyName });
      if (problems.length === 0) return Promise.resolve();
      return Promise.reject(new Error(ruleText(problems[0]!)));
    },
  };

  return (
    <Form<PasswordValues> form={form} layout="vertical" onFinish={(values) => void run(values)} data-testid="settings-password-form">
      <Alert type="info" showIcon title={t('profile.password.rules', { min: minLength, max: maxLength })} style={{ marginBottom: 16 }} />
      <Form.Item
        name="oldPwd"
        label={t('profile.fields.oldPwd')}
        rules={[
          { required: true, message: t('common.password.required') },
          { max: PASSWORD_POLICY.currentPasswordMax, message: t('common.password.too_long', { max: PASSWORD_POLICY.currentPasswordMax }) },
        ]}
      >
        <Input.Password maxLength={PASSWORD_POLICY.currentPasswordMax} autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPwd"
        label={t('profile.fields.newPwd')}
        dependencies={['oldPwd']}
        rules={[
          newPasswordRule,
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              value && value === getFieldValue('oldPwd') ? Promise.reject(new Error(t('profile.password.sameAsOld'))) : Promise.resolve(),
          }),
        ]}
      >
        <Input.Password maxLength={maxLength} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPwd"
        label={t('profile.fields.confirmPwd')}
        dependencies={['newPwd']}
        rules={[
          { required: true, message: t('profile.password.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              !value || value === getFieldValue('newPwd') ? Promise.resolve() : Promise.reject(new Error(t('common.password.mismatch'))),
          }),
        ]}
      >
        <Input.Password maxLength={maxLength} autoComplete="new-password" />
      </Form.Item>
      <FormActions pending={pending} />
    </Form>
  );
}

const COMMON_DOMAINS = ['TC_ICT_TYPE', 'TC_SITE_TYPE', 'TC_PAY_PERIOD'];
const STAFF_DOMAINS = ['TC_IQ_TYPE', 'TC_FACTORY_TYPE', 'TC_SUPPLIER_ORG', 'TC_GROUP_TYPE'];
const SUPPLIER_DOMAINS = ['TC_CURRENCY', 'TC_TAX_RATE'];

function PreferencesTab({ staff }: { staff: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<PreferenceValues>();
  const prefs = usePreferences();
  const domains = [...COMMON_DOMAINS, ...(staff ? STAFF_DOMAINS : SUPPLIER_DOMAINS)];
  const dict = useDictOptionsMap(domains);
  const country = Form.useWatch('country', form) as string | undefined;

  const { run, pending } = useSubmit(
    async (values: PreferenceValues) => {
      const clean = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === undefined || v === '' ? null : v]));
      await savePreferences(clean);
      const language = clean.language;
      if (language === 'zh' || language === 'en') {
        patchUser({ language });
        await changeLanguage(language);
      }
      await queryClient.invalidateQueries({ queryKey: profileKeys.preferences });
    },
    { form, success: true },
  );

  if (prefs.isLoading) return <Skeleton active />;
  if (!prefs.data) return <Alert type="warning" showIcon title={t('profile.loadFailed')} />;

  const select = (name: string, domain: string, label: string) => (
    <Col xs={24} md={12} key={name}>
      <Form.Item name={name} label={label}>
        <Select
          options={dict.options[domain]}
          loading={dict.loading}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('common.placeholders.select')}
        />
      </Form.Item>
    </Col>
  );

  return (
    <Form<PreferenceValues>
      form={form}
      layout="vertical"
      initialValues={prefs.data.values}
      onFinish={(values) => void run(values)}
      onValuesChange={(changed) => {
        if ('country' in changed) form.setFieldValue('timeZone', undefined);
      }}
      data-testid={staff ? 'settings-staff-preferences' : 'settings-supplier-preferences'}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="language" label={t('profile.fields.language')}>
            <Select
              allowClear
              placeholder={t('common.placeholders.select')}
              options={[
                { value: 'zh', label: t('common.languages.zh') },
                { value: 'en', label: t('common.languages.en') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="country" label={t('profile.fields.country')}>
            <CountrySelect />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="timeZone" label={t('profile.fields.timeZone')}>
            <TimeZoneSelect countryCode={country} />
          </Form.Item>
        </Col>
        {staff && select('rfxType', 'TC_IQ_TYPE', t('profile.fields.rfxType'))}
        {staff && select('companyName', 'TC_FACTORY_TYPE', t('profile.fields.companyName'))}
        {staff && select('purchaseOrg', 'TC_SUPPLIER_ORG', t('profile.fields.purchaseOrg'))}
        {staff && select('purchaseGroup', 'TC_GROUP_TYPE', t('profile.fields.purchaseGroup'))}
        {!staff && select('offerCurrency', 'TC_CURRENCY', t('profile.fields.offerCurrency'))}
        {!staff && select('cnAddPrice', 'TC_TAX_RATE', t('profile.fields.cnAddPrice'))}
        <Col xs={24} md={12}>
          <Form.Item
            name="bidValidDay"
            label={t('profile.fields.bidValidDay')}
            rules={[{ pattern: DECIMAL, message: t('common.validation.digitsOnly') }]}
          >
            <Input maxLength={10} inputMode="decimal" />
          </Form.Item>
        </Col>
        {select('ict', 'TC_ICT_TYPE', t('profile.fields.ict'))}
        {select('placeDelivery', 'TC_SITE_TYPE', t('profile.fields.placeDelivery'))}
        {select('paymentCycle', 'TC_PAY_PERIOD', t('profile.fields.paymentCycle'))}
        <Col xs={24}>
          <Form.Item name="deliveryAddress" label={t('profile.fields.deliveryAddress')} rules={[{ max: 200, message: t('common.validation.tooLong', { max: 200 }) }]}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="paymentCommont" label={t('profile.fields.paymentCommont')} rules={[{ max: 500, message: t('common.validation.tooLong', { max: 500 }) }]}>
            <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
          </Form.Item>
        </Col>
      </Row>
      <FormActions pending={pending} />
    </Form>
  );
}

export type SettingsTab = 'basic' | 'password' | 'preferences' | 'security';

function SettingsContent({ onClose, initialTab }: { onClose: () => void; initialTab: SettingsTab }) {
  const { t } = useTranslation();
  const info = useUserInfo();
  const [tab, setTab] = useState<string>(initialTab);
  const staff = info?.user.companyId === STAFF_COMPANY_ID;
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      items={[
        { key: 'basic', label: t('profile.tabs.basic'), children: <BasicInfoTab /> },
        { key: 'password', label: t('profile.tabs.password'), children: <PasswordTab onDone={onClose} /> },
        { key: 'security', label: t('auth.mfa.tab'), children: <SecurityTab /> },
        {
          key: 'preferences',
          label: staff ? t('profile.tabs.staffPreferences') : t('profile.tabs.supplierPreferences'),
          children: <PreferencesTab staff={staff} />,
        },
      ]}
    />
  );
}

export default function SettingsDialog({ open, onClose, initialTab = 'basic' }: { open: boolean; onClose: () => void; initialTab?: SettingsTab }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('profile.title')} onCancel={onClose} footer={null} destroyOnHidden width={760} data-testid="settings-dialog">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <SettingsContent onClose={onClose} initialTab={initialTab} />
      </Space>
    </Modal>
  );
}
