/**
 * The sign-in page's dialogs (spec 000 §2 'Login', spec 001 §2 public help pages): help and
 * support, purchase policy with downloadable terms, terms and conditions, FAQ on lost accounts and
 * passwords, and the registration choice (employee of an existing supplier vs new supplier, with
 * the administrator-role acceptance and the supplier type).
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Checkbox, Collapse, Form, Modal, Radio, Space, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { PURCHASE_TERMS_URL } from '../../../lib/download';

export type InfoTopic = 'help' | 'policy' | 'terms' | 'faq' | 'register';

const { Paragraph, Title } = Typography;

function Bullets({ items }: { items: string[] }) {
  return (
    <ul style={{ paddingInlineStart: 20, margin: '0 0 12px' }}>
      {items.map((text) => (
        <li key={text} style={{ marginBottom: 6 }}>
          {text}
        </li>
      ))}
    </ul>
  );
}

/** Array-valued translation (`returnObjects`), empty when missing. */
function useList(): (key: string) => string[] {
  const { t } = useTranslation();
  return (key) => {
    const value: unknown = t(key, { returnObjects: true });
    return Array.isArray(value) ? value.map(String) : [];
  };
}

function HelpContent() {
  const { t } = useTranslation();
  const list = useList();
  return (
    <>
      <Title level={3} style={{ fontSize: 16 }}>
        {t('auth.info.help.signInTitle')}
      </Title>
      <Bullets items={list('auth.info.help.signIn')} />
      <Title level={3} style={{ fontSize: 16 }}>
        {t('auth.info.help.supportTitle')}
      </Title>
      <Bullets items={list('auth.info.help.support')} />
    </>
  );
}

function PolicyContent() {
  const { t } = useTranslation();
  const list = useList();
  return (
    <>
      <Paragraph>{t('auth.info.policy.intro')}</Paragraph>
      <Bullets items={list('auth.info.policy.points')} />
      <Button icon={<DownloadOutlined aria-hidden="true" />} href={PURCHASE_TERMS_URL} download>
        {t('auth.info.policy.download')}
      </Button>
    </>
  );
}

function TermsContent() {
  const { t } = useTranslation();
  const list = useList();
  return (
    <>
      <Paragraph>{t('auth.info.terms.intro')}</Paragraph>
      <ol style={{ paddingInlineStart: 20 }}>
        {list('auth.info.terms.items').map((text) => (
          <li key={text} style={{ marginBottom: 6 }}>
            {text}
          </li>
        ))}
      </ol>
    </>
  );
}

function FaqContent() {
  const { t } = useTranslation();
  const keys = ['lostAccount', 'lostPassword', 'locked', 'frozen', 'register'] as const;
  return (
    <Collapse
      items={keys.map((key) => ({
        key,
        label: t(`auth.info.faq.${key}.q`),
        children: <Paragraph style={{ margin: 0 }}>{t(`auth.info.faq.${key}.a`)}</Paragraph>,
      }))}
      defaultActiveKey={['lostAccount']}
    />
  );
}

interface ChoiceValues {
  choice?: 'employee' | 'newSupplier';
  acceptAdmin?: boolean;
  supplierType?: 'hc' | 'tc';
}

function RegistrationChoice({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<ChoiceValues>();
  const choice = Form.useWatch('choice', form);

  const onFinish = (values: ChoiceValues) => {
    onDone();
    if (values.choice === 'employee') navigate('/supRegister?choice=employee');
    else navigate(`/supRegister?supplierType=${values.supplierType ?? 'hc'}`);
  };

  return (
    <Form<ChoiceValues> form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
      <Form.Item
        name="choice"
        label={t('auth.register.question')}
        rules={[{ required: true, message: t('auth.register.chooseOne') }]}
      >
        <Radio.Group>
          <Space orientation="vertical">
            <Radio value="employee">{t('auth.register.employee')}</Radio>
            <Radio value="newSupplier">{t('auth.register.newSupplier')}</Radio>
          </Space>
        </Radio.Group>
      </Form.Item>
      {choice === 'employee' && <Alert type="info" showIcon title={t('auth.register.employeeHint')} style={{ marginBottom: 16 }} />}
      {choice === 'newSupplier' && (
        <>
          <Form.Item
            name="supplierType"
            label={t('auth.register.supplierType')}
            rules={[{ required: true, message: t('auth.register.supplierTypeRequired') }]}
          >
            <Radio.Group>
              <Space orientation="vertical">
                <Radio value="hc">{t('auth.register.types.hc')}</Radio>
                <Radio value="tc">{t('auth.register.types.tc')}</Radio>
              </Space>
            </Radio.Group>
          </Form.Item>
          <Paragraph type="secondary">{t('auth.register.adminRoleText')}</Paragraph>
          <Form.Item
            name="acceptAdmin"
            valuePropName="checked"
            rules={[
              {
                validator: (_, value) => (value ? Promise.resolve() : Promise.reject(new Error(t('auth.register.acceptRequired')))),
              },
            ]}
          >
            <Checkbox>{t('auth.register.acceptAdmin')}</Checkbox>
          </Form.Item>
        </>
      )}
      <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button onClick={onDone}>{t('common.actions.cancel')}</Button>
        <Button type="primary" htmlType="submit">
          {t('auth.register.continue')}
        </Button>
      </Space>
    </Form>
  );
}

const TITLES: Record<InfoTopic, string> = {
  help: 'auth.info.help.title',
  policy: 'auth.info.policy.title',
  terms: 'auth.info.terms.title',
  faq: 'auth.info.faq.title',
  register: 'auth.register.title',
};

export default function InfoDialogs({ topic, onClose }: { topic: InfoTopic | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<InfoTopic | null>(topic);
  if (topic && topic !== shown) setShown(topic);
  const current = topic ?? shown;
  return (
    <Modal
      open={topic !== null}
      title={current ? t(TITLES[current]) : ''}
      onCancel={onClose}
      footer={current === 'register' ? null : [<Button key="close" type="primary" onClick={onClose}>{t('common.actions.close')}</Button>]}
      destroyOnHidden
      width={640}
    >
      {current === 'help' && <HelpContent />}
      {current === 'policy' && <PolicyContent />}
      {current === 'terms' && <TermsContent />}
      {current === 'faq' && <FaqContent />}
      {current === 'register' && <RegistrationChoice onDone={onClose} />}
    </Modal>
  );
}
