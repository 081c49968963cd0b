/**
 * The RFx wizard (issue 12 item 2; catalogue routes stepOne..stepFour): header and default
 * conditions -> items (with their clauses, pulled from requirements or added) -> questions, notes
 * and attachments -> project team and invited bidders -> review and release. Every step saves the
 * whole draft; a new RFx takes its defaults from the creator's RFx preferences.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert, Button, Form, Popconfirm, Space, Spin, Steps } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { profileRoutes } from '@aerosupply/shared/profile/routes';
import type { RequirementRow, RfxDetail } from '@aerosupply/shared/sourcing/responses';
import { PageContainer } from '../../../components/PageContainer';
import { call } from '../../../lib/api/call';
import { isApiError } from '../../../lib/api/client';
import { showSuccess } from '../../../lib/feedback';
import { applyFieldErrors, useSubmit } from '../../../lib/forms';
import { useUserInfo } from '../../../lib/user';
import { sourcingApi, sourcingKeys, useRfx } from '../api';
import { itemOfRequirement } from '../components/RequirementPicker';
import { BiddersStep } from '../components/rfx-wizard/BiddersStep';
import { HeaderStep } from '../components/rfx-wizard/HeaderStep';
import { ItemsStep } from '../components/rfx-wizard/ItemsStep';
import { OpeningPasswordDialog } from '../components/rfx-wizard/OpeningPasswordDialog';
import { ReviewStep } from '../components/rfx-wizard/ReviewStep';
import { FIELD_STEP, formValuesOf, HEADER_REQUIRED, itemInput, LAST_STEP, requirementNumbersOf, rfxBodyOf, STEPS, type RfxItemInput, type WizardBidder } from '../components/rfx-wizard/rfx-form';
import { TextsStep } from '../components/rfx-wizard/TextsStep';

/** The page holds what every step shares (the form, the items, the bidders) and saves and releases the draft. */
export default function RfxWizardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const user = useUserInfo()?.user ?? null;
  const [search] = useSearchParams();
  const params = useParams();
  const [rfxId, setRfxId] = useState<number | null>(params.id ? Number(params.id) : null);
  const existing = useRfx(params.id ? Number(params.id) : null);
  const [form] = Form.useForm<Record<string, unknown>>();
  const [step, setStep] = useState(0);
  const [items, setItems] = useState<RfxItemInput[]>([]);
  const [reqNumbers, setReqNumbers] = useState<Record<number, string>>({});
  const [bidders, setBidders] = useState<WizardBidder[]>([]);
  const prefs = useQuery({ queryKey: ['profile', 'preferences'], queryFn: () => call(profileRoutes.preferences), enabled: !params.id });

  // A saved RFx fills the wizard.
  useEffect(() => {
    const r = existing.data;
    if (!r) return;
    form.setFieldsValue(formValuesOf(r));
    setItems(r.items.map(itemInput));
    setReqNumbers(requirementNumbersOf(r));
    setBidders(r.bidders);
  }, [existing.data, form]);

  // A new RFx: defaults from the creator's preferences, items from the requirements picked on the list.
  const requirementIds = search.get('requirements');
  useEffect(() => {
    if (params.id || !prefs.data || !user) return;
    const p = prefs.data.values;
    const n = (v: string | null | undefined) => (v ? Number(v) : undefined);
    form.setFieldsValue({
      type: p.rfxType ?? undefined,
      plant: p.companyName ?? undefined,
      purchaseOrg: p.purchaseOrg ?? undefined,
      purchaseGroup: p.purchaseGroup ?? undefined,
      bidValidityDays: n(p.bidValidDay),
      incoterms: p.ict ?? undefined,
      deliveryLocation: p.placeDelivery ?? undefined,
      deliveryAddress: p.deliveryAddress ?? undefined,
      paymentTerm: p.paymentCycle ?? undefined,
      paymentNote: p.paymentCommont ?? undefined,
      team: [user.id],
      passwordHolderId: user.id,
    });
  }, [params.id, prefs.data, user, form]);
  useEffect(() => {
    if (params.id || !requirementIds) return;
    const ids = requirementIds.split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);
    void Promise.all(ids.map((id) => sourcingApi.getRequirement(id))).then((rows) => addRequirements(rows.filter((r) => r.actions.includes('add_to_rfx'))));
  }, [params.id, requirementIds]);

  const addRequirements = (rows: RequirementRow[]) => {
    setItems((prev) => [...prev, ...rows.filter((r) => !prev.some((i) => i.requirementId === r.id)).map(itemOfRequirement)]);
    setReqNumbers((prev) => ({ ...prev, ...Object.fromEntries(rows.map((r) => [r.id, r.number])) }));
  };

  const persist = async (): Promise<RfxDetail> => {
    try {
      const body = rfxBodyOf(form.getFieldsValue(true) as Record<string, unknown>, items, bidders);
      const saved = rfxId ? await sourcingApi.updateRfx(rfxId, body) : await sourcingApi.createRfx(body);
      setRfxId(saved.id);
      await qc.invalidateQueries({ queryKey: sourcingKeys.all });
      return saved;
    } catch (err) {
      applyFieldErrors(form, err);
      if (isApiError(err) && err.fields[0]) setStep(FIELD_STEP[err.fields[0].path.split('.')[0]!] ?? 0);
      throw err;
    }
  };
  const saveDraft = useSubmit(async () => {
    const saved = await persist();
    showSuccess(t('sourcing.rfx.saved'));
    if (!params.id) void navigate(`/sourcing/rfx/${saved.id}/edit`, { replace: true });
  });
  const [password, setPassword] = useState<string | null>(null);
  const [releasedId, setReleasedId] = useState<number | null>(null);
  const release = useSubmit(async () => {
    const saved = await persist();
    // Where the RFx needs an approval first (D-261), the last step submits it to the approvers.
    if (saved.actions.includes('submit_approval')) {
      await sourcingApi.submitApproval(saved.id);
      await qc.invalidateQueries({ queryKey: sourcingKeys.all });
      showSuccess(t('sourcing.approval.submitted'));
      void navigate(`/sourcing/rfx/${saved.id}`);
      return;
    }
    const done = await sourcingApi.releaseRfx(saved.id);
    await qc.invalidateQueries({ queryKey: sourcingKeys.all });
    showSuccess(t('sourcing.rfx.released', { invited: done.invited }));
    if (done.openingPassword) {
      setPassword(done.openingPassword);
      setReleasedId(saved.id);
    } else void navigate(`/sourcing/rfx/${saved.id}`);
  });
  const problem = saveDraft.problem ?? release.problem;
  const busy = saveDraft.pending || release.pending;

  const go = async (next: number) => {
    if (next > step && step === 0) {
      const ok = await form.validateFields(HEADER_REQUIRED).then(() => true, () => false);
      if (!ok) return;
    }
    setStep(next);
  };

  if (params.id && existing.isLoading) return <Spin />;
  const hidden = (i: number) => ({ display: step === i ? undefined : 'none' });

  return (
    <PageContainer title={params.id ? `${t('sourcing.rfx.editTitle')} ${existing.data?.number ?? ''}` : t('sourcing.rfx.createTitle')}>
      <Steps current={step} onChange={(n) => void go(n)} items={STEPS.map((s) => ({ title: t(`sourcing.rfx.steps.${s}`) }))} style={{ marginBottom: 24 }} />
      {problem && <Alert type="error" showIcon message={problem} style={{ marginBottom: 16 }} data-testid="rfx-problem" />}
      <Form form={form} layout="vertical" name="rfx-wizard">
        <div style={hidden(0)}>
          <HeaderStep />
        </div>
        <div style={hidden(1)}>
          <ItemsStep items={items} setItems={setItems} reqNumbers={reqNumbers} addRequirements={addRequirements} />
        </div>
        <div style={hidden(2)}>
          <TextsStep />
        </div>
        <div style={hidden(3)}>
          <BiddersStep bidders={bidders} setBidders={setBidders} />
        </div>
        <div style={hidden(4)}>
          <ReviewStep active={step === LAST_STEP} items={items} bidders={bidders} />
        </div>
      </Form>

      <Space style={{ marginTop: 24 }} wrap>
        <Button onClick={() => void navigate(rfxId ? `/sourcing/rfx/${rfxId}` : '/sourcing/rfx')}>{t('common.actions.back')}</Button>
        {step > 0 && <Button onClick={() => void go(step - 1)}>{t('sourcing.rfx.prev')}</Button>}
        <Button loading={saveDraft.pending} disabled={busy} onClick={() => void form.validateFields(HEADER_REQUIRED).then(() => saveDraft.run(), () => setStep(0))} data-testid="rfx-save-draft">
          {t('sourcing.rfx.saveDraft')}
        </Button>
        {step < LAST_STEP && (
          <Button type="primary" onClick={() => void go(step + 1)} data-testid="rfx-next">
            {t('sourcing.rfx.next')}
          </Button>
        )}
        {step === LAST_STEP && (
          <Popconfirm title={t('sourcing.rfx.confirmRelease')} onConfirm={() => void release.run()} okButtonProps={{ 'data-testid': 'rfx-release-confirm' } as unknown as Record<string, string>}>
            <Button type="primary" loading={release.pending} disabled={busy} data-testid="rfx-release">
              {t('sourcing.rfx.saveRelease')}
            </Button>
          </Popconfirm>
        )}
      </Space>
      <OpeningPasswordDialog password={password} onClose={() => void navigate(`/sourcing/rfx/${releasedId}`)} />
    </PageContainer>
  );
}
