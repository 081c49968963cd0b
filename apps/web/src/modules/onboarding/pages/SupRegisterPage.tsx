/**
 * /supRegister (spec 001 §2, spec 000 §2 'Login' registration choice): first the choice between a
 * new supplier (who accepts the administrator role) and an employee of an existing supplier (who
 * looks up the administrator and asks it for an account, issue 28 item 7); an invitation link (?invite=) opens the new-supplier form at once.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Card, Checkbox, Col, Row, Space, Typography } from 'antd';
import { ShopOutlined, TeamOutlined } from '@ant-design/icons';
import type { AdminLookupAnswer, AdminLookupInput } from '@aerosupply/shared/registration/schemas';
import { AdminLookup } from '../components/AdminLookup';
import { JoinRequestForm } from '../components/JoinRequestForm';
import { RegistrationForm } from '../components/RegistrationForm';
import { PublicPage } from './PublicPage';

type Mode = 'choice' | 'new' | 'employee';

export default function SupRegisterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const invite = params.get('invite');
  const [mode, setMode] = useState<Mode>(invite ? 'new' : 'choice');
  const [acceptAdmin, setAcceptAdmin] = useState(false);
  const [found, setFound] = useState<{ company: AdminLookupInput; admin: AdminLookupAnswer } | null>(null);

  const back = (
    <Button type="link" onClick={() => setMode('choice')} style={{ paddingLeft: 0 }}>
      {t('onboarding.choice.back')}
    </Button>
  );

  if (mode === 'new') {
    return (
      <PublicPage title={t('onboarding.register.title')} description={t('onboarding.register.description')} width={860}>
        {!invite && back}
        <RegistrationForm inviteCode={invite} />
      </PublicPage>
    );
  }
  if (mode === 'employee') {
    return (
      <PublicPage title={t('onboarding.choice.employeeTitle')} description={t('onboarding.choice.employeeText')}>
        {back}
        <AdminLookup onFound={(company, admin) => setFound({ company, admin })} />
        {/* Keyed by the company: another lookup starts a fresh request form. */}
        {found && <JoinRequestForm key={`${found.company.vendorCode}|${found.company.companyName}`} company={found.company} admin={found.admin} />}
      </PublicPage>
    );
  }
  return (
    <PublicPage title={t('onboarding.choice.title')} description={t('onboarding.choice.description')} width={860}>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Card title={<Space><ShopOutlined aria-hidden="true" />{t('onboarding.choice.newTitle')}</Space>} style={{ height: '100%' }}>
            <Typography.Paragraph>{t('onboarding.choice.newText')}</Typography.Paragraph>
            <Checkbox checked={acceptAdmin} onChange={(e) => setAcceptAdmin(e.target.checked)} data-testid="choice-accept-admin">
              {t('onboarding.choice.acceptAdmin')}
            </Checkbox>
            <div style={{ marginTop: 16 }}>
              <Button type="primary" disabled={!acceptAdmin} onClick={() => setMode('new')} data-testid="choice-new">
                {t('onboarding.choice.newButton')}
              </Button>
            </div>
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card title={<Space><TeamOutlined aria-hidden="true" />{t('onboarding.choice.employeeTitle')}</Space>} style={{ height: '100%' }}>
            <Typography.Paragraph>{t('onboarding.choice.employeeText')}</Typography.Paragraph>
            <Button onClick={() => setMode('employee')} data-testid="choice-employee">
              {t('onboarding.choice.employeeButton')}
            </Button>
          </Card>
        </Col>
      </Row>
    </PublicPage>
  );
}
