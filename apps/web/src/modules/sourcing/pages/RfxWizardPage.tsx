/**
 * The RFx wizard (issue 12 item 2; catalogue routes stepOne..stepFour): header and default
 * conditions -> items (with their clauses, pulled from requirements or added) -> questions, notes
 * and attachments -> project team and invited bidders -> review and release. Every step saves the
 * whole draft; a new RFx takes its defaults from the creator's RFx preferences.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert, Button, Card, Checkbox, Col, DatePicker, Descriptions, Empty, Form, Input, InputNumber, List, Modal, Popconfirm, Row, Select, Space, Spin, Steps, Table, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import '@aerosupply/shared/supplier-control/messages';
import { translate } from '@aerosupply/shared/i18n/messages';
import { profileRoutes } from '@aerosupply/shared/profile/routes';
import type { BidderCandidate, RequirementRow, RfxDetail } from '@aerosupply/shared/sourcing/responses';
import { BidderScore, useBidderScores } from '../../supplier-scorecard';
import { DELIVERY_TYPES, RFX_TEXT_KINDS, RFX_TEXT_TYPES, type RfxInput, type RfxItemInput as ItemInput } from '@aerosupply/shared/sourcing/schemas';

/** An item as the wizard keeps it (the requirement id typed). */
type RfxItemInput = ItemInput & { requirementId?: number };
import { DictSelect } from '../../../components/DictSelect';
import { PageContainer } from '../../../components/PageContainer';
import { UploadField } from '../../../components/UploadField';
import { call } from '../../../lib/api/call';
import { isApiError } from '../../../lib/api/client';
import { showSuccess } from '../../../lib/feedback';
import { applyFieldErrors, useSubmit } from '../../../lib/forms';
import { currentLang } from '../../../lib/i18n';
import { UPLOAD_URL, type FileItem } from '../../../lib/upload';
import { useUserInfo } from '../../../lib/user';
import { sourcingApi, sourcingKeys, useRfx, useTeamCandidates } from '../api';
import { cleanValues } from '../components/forms';
import { ItemDialog } from '../components/ItemDialog';
import { useDictLabels } from '../components/labels';
import { itemOfRequirement, RequirementPicker } from '../components/RequirementPicker';

type Bidder = Pick<BidderCandidate, 'companyId' | 'vendorCode' | 'name' | 'nameEn'>;

const STEPS = ['header', 'items', 'texts', 'bidders', 'review'] as const;
/** The step holding each form field (to show a server error where it belongs). */
const FIELD_STEP: Record<string, number> = { texts: 2, attachments: 2, team: 3, passwordHolderId: 3, bidders: 3, items: 1 };
const MOMENTS = ['deadlineAt', 'openingAt', 'technicalOpenAt'];
const DATES = ['firstDeliveryDate', 'lastDeliveryDate'];
const FLAGS = ['allowRevision', 'showBudgetPrice', 'mustQuoteAll', 'consignment', 'acceptAlternatives', 'mustReply'] as const;

export default function RfxWizardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const user = useUserInfo()?.user ?? null;
  const label = useDictLabels();
  const [search] = useSearchParams();
  const params = useParams();
  const [rfxId, setRfxId] = useState<number | null>(params.id ? Number(params.id) : null);
  const existing = useRfx(params.id ? Number(params.id) : null);
  const [form] = Form.useForm<Record<string, unknown>>();
  const [step, setStep] = useState(0);
  const [items, setItems] = useState<RfxItemInput[]>([]);
  const [reqNumbers, setReqNumbers] = useState<Record<number, string>>({});
  const [bidders, setBidders] = useState<Bidder[]>([]);
  const [editing, setEditing] = useState<{ index: number | null; item: RfxItemInput | null } | null>(null);
  const [picking, setPicking] = useState(false);
  const [bidderQuery, setBidderQuery] = useState('');
  const team = useTeamCandidates();
  const candidates = useQuery({ queryKey: ['sourcing', 'bidder-candidates', bidderQuery], queryFn: () => sourcingApi.bidderCandidates(bidderQuery), staleTime: 10_000 });
  // The newest month score of the candidates and the chosen bidders (issue 31 item 3).
  const scores = useBidderScores([...bidders.map((b) => b.companyId), ...(candidates.data ?? []).map((c) => c.companyId)]);
  const scoreText = (companyId: number) => {
    const sc = scores.data?.find((x) => x.companyId === companyId);
    return sc && sc.total !== null ? ` · ${t('scorecard.bidder.score')} ${sc.total.toFixed(1)} ${sc.grade ?? ''}` : '';
  };
  const prefs = useQuery({ queryKey: ['profile', 'preferences'], queryFn: () => call(profileRoutes.preferences), enabled: !params.id });
  const teamIds = Form.useWatch('team', form) as number[] | undefined;

  // A saved RFx fills the wizard.
  useEffect(() => {
    const r = existing.data;
    if (!r) return;
    const v: Record<string, unknown> = { ...r };
    for (const k of MOMENTS) v[k] = r[k as 'deadlineAt'] ? dayjs(r[k as 'deadlineAt']) : undefined;
    for (const k of DATES) v[k] = r[k as 'firstDeliveryDate'] ? dayjs(r[k as 'firstDeliveryDate']) : undefined;
    v.team = r.team.map((m) => m.userId);
    v.passwordHolderId = r.team.find((m) => m.passwordHolder)?.userId;
    form.setFieldsValue(v);
    setItems(r.items.map(itemInput));
    setReqNumbers(Object.fromEntries(r.items.filter((i) => i.requirementId).map((i) => [i.requirementId!, i.requirementNumber ?? ''])));
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
    void Promise.all(ids.map((id) => sourcingApi.getRequirement(id))).then((rows) => addRequirements(rows.filter((r) => r.status === 'open')));
  }, [params.id, requirementIds]);

  const addRequirements = (rows: RequirementRow[]) => {
    setItems((prev) => [...prev, ...rows.filter((r) => !prev.some((i) => i.requirementId === r.id)).map(itemOfRequirement)]);
    setReqNumbers((prev) => ({ ...prev, ...Object.fromEntries(rows.map((r) => [r.id, r.number])) }));
    setPicking(false);
  };

  const body = (): RfxInput => {
    const values = form.getFieldsValue(true) as Record<string, unknown>;
    const { texts, attachments, team: teamValue, ...header } = values;
    const clean = cleanValues(header, MOMENTS);
    for (const f of FLAGS) clean[f] = Boolean(values[f]);
    return {
      ...(clean as unknown as RfxInput),
      texts: ((texts as Record<string, unknown>[] | undefined) ?? []).map((x) => cleanValues(x)) as RfxInput['texts'],
      attachments: ((attachments as FileItem[] | undefined) ?? []).map((f) => f.fileKey),
      team: (teamValue as number[] | undefined) ?? [],
      items,
      bidders: bidders.map((b) => b.companyId),
    };
  };

  const persist = async (): Promise<RfxDetail> => {
    try {
      const saved = rfxId ? await sourcingApi.updateRfx(rfxId, body()) : await sourcingApi.createRfx(body());
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
      const ok = await form.validateFields(['type', 'description', 'purchaseOrg']).then(() => true, () => false);
      if (!ok) return;
    }
    setStep(next);
  };

  const teamOptions = useMemo(() => (team.data ?? []).map((u) => ({ value: u.userId, label: `${u.name} (${u.account})` })), [team.data]);
  const lang = currentLang();
  const bidderName = (b: Bidder) => (lang === 'en' && b.nameEn ? b.nameEn : b.name);

  if (params.id && existing.isLoading) return <Spin />;
  const f = (key: string) => t(`sourcing.fields.${key}`);
  const dict = (name: string, domain: string, required = false) => (
    <Form.Item name={name} label={f(name)} rules={required ? [{ required: true, message: t('common.validation.required') }] : []}>
      <DictSelect domain={domain} data-testid={`rfx-${name}`} />
    </Form.Item>
  );
  const moment = (name: string) => (
    <Form.Item name={name} label={f(name)}>
      <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} data-testid={`rfx-${name}`} />
    </Form.Item>
  );
  const hidden = (i: number) => ({ display: step === i ? undefined : 'none' });

  return (
    <PageContainer title={params.id ? `${t('sourcing.rfx.editTitle')} ${existing.data?.number ?? ''}` : t('sourcing.rfx.createTitle')}>
      <Steps current={step} onChange={(n) => void go(n)} items={STEPS.map((s) => ({ title: t(`sourcing.rfx.steps.${s}`) }))} style={{ marginBottom: 24 }} />
      {problem && <Alert type="error" showIcon message={problem} style={{ marginBottom: 16 }} data-testid="rfx-problem" />}
      <Form form={form} layout="vertical" name="rfx-wizard">
        <div style={hidden(0)}>
          <Row gutter={16}>
            <Col xs={24} md={8}>{dict('type', 'TC_IQ_TYPE', true)}</Col>
            <Col xs={24} md={16}>
              <Form.Item name="description" label={f('description')} rules={[{ required: true, whitespace: true, message: t('common.validation.required') }]}>
                <Input maxLength={200} data-testid="rfx-description" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>{dict('purchaseOrg', 'TC_SUPPLIER_ORG', true)}</Col>
            <Col xs={24} md={8}>{dict('purchaseGroup', 'TC_GROUP_TYPE')}</Col>
            <Col xs={24} md={8}>{dict('plant', 'TC_FACTORY_TYPE')}</Col>
            <Col xs={24} md={8}>{moment('deadlineAt')}</Col>
            <Col xs={24} md={8}>{moment('openingAt')}</Col>
            <Col xs={24} md={8}>{moment('technicalOpenAt')}</Col>
            <Col xs={24} md={8}>
              <Form.Item name="bidValidityDays" label={f('bidValidityDays')}>
                <InputNumber min={1} max={999} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>{dict('incoterms', 'TC_ICT_TYPE')}</Col>
            <Col xs={24} md={8}>{dict('deliveryLocation', 'TC_SITE_TYPE')}</Col>
            <Col xs={24} md={16}>
              <Form.Item name="deliveryAddress" label={f('deliveryAddress')}>
                <Input maxLength={200} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="deliveryType" label={f('deliveryType')}>
                <Select allowClear options={DELIVERY_TYPES.map((d) => ({ value: d, label: t(`sourcing.deliveryType.${d}`) }))} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>{dict('paymentTerm', 'TC_PAY_PERIOD')}</Col>
            <Col xs={24} md={16}>
              <Form.Item name="paymentNote" label={f('paymentNote')}>
                <Input maxLength={200} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="firstDeliveryDate" label={f('firstDeliveryDate')}>
                <DatePicker style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="lastDeliveryDate" label={f('lastDeliveryDate')}>
                <DatePicker style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
          <Card size="small" title={f('flags')}>
            <Row>
              {FLAGS.map((flag) => (
                <Col xs={24} md={8} key={flag}>
                  <Form.Item name={flag} valuePropName="checked" style={{ marginBottom: 8 }}>
                    <Checkbox data-testid={`rfx-${flag}`}>{f(flag)}</Checkbox>
                  </Form.Item>
                </Col>
              ))}
            </Row>
          </Card>
        </div>

        <div style={hidden(1)}>
          <Space style={{ marginBottom: 12 }} wrap>
            <Button icon={<PlusOutlined aria-hidden="true" />} onClick={() => setEditing({ index: null, item: { incoterms: form.getFieldValue('incoterms'), deliveryLocation: form.getFieldValue('deliveryLocation'), paymentTerm: form.getFieldValue('paymentTerm') } as RfxItemInput })} data-testid="rfx-add-item">
              {t('sourcing.rfx.addItem')}
            </Button>
            <Button onClick={() => setPicking(true)} data-testid="rfx-from-requirements">
              {t('sourcing.rfx.fromRequirements')}
            </Button>
          </Space>
          <Table<RfxItemInput & { key: number }>
            size="small"
            pagination={false}
            dataSource={items.map((i, n) => ({ ...i, key: n }))}
            locale={{ emptyText: t('sourcing.rfx.noItems') }}
            scroll={{ x: 'max-content' }}
            data-testid="rfx-items"
            columns={[
              { key: 'line', title: f('lineNo'), render: (_, __, n) => (n + 1) * 10 },
              { key: 'materialPn', title: f('materialPn'), dataIndex: 'materialPn' },
              { key: 'description', title: f('description'), dataIndex: 'description' },
              { key: 'quantity', title: f('quantity'), render: (_, i) => `${i.quantity} ${i.unit || 'EA'}` },
              { key: 'requirement', title: f('requirement'), render: (_, i) => (i.requirementId ? (reqNumbers[i.requirementId] ?? i.requirementId) : '-') },
              { key: 'budget', title: f('budgetPrice'), render: (_, i) => (i.budgetPrice !== undefined ? `${i.budgetPrice} ${i.budgetCurrency ?? ''}` : '-') },
              { key: 'clauses', title: t('sourcing.rfx.clauses'), render: (_, i) => i.clauses?.length ?? 0 },
              {
                key: 'actions',
                title: f('actions'),
                render: (_, i, n) => (
                  <Space size={4}>
                    <Button type="link" size="small" icon={<EditOutlined aria-hidden="true" />} onClick={() => setEditing({ index: n, item: i })}>
                      {t('sourcing.actions.edit')}
                    </Button>
                    <Popconfirm title={t('sourcing.rfx.confirmRemove')} onConfirm={() => setItems((prev) => prev.filter((_, k) => k !== n))}>
                      <Button type="link" size="small" danger icon={<DeleteOutlined aria-hidden="true" />}>
                        {t('sourcing.actions.remove')}
                      </Button>
                    </Popconfirm>
                  </Space>
                ),
              },
            ]}
          />
        </div>

        <div style={hidden(2)}>
          <Form.List name="texts">
            {(rows, { add, remove }) => (
              <>
                {rows.length === 0 && <Empty description={t('sourcing.rfx.noTexts')} image={Empty.PRESENTED_IMAGE_SIMPLE} />}
                {rows.map((row) => (
                  <Row gutter={8} key={row.key} align="bottom">
                    <Col xs={12} md={4}>
                      <Form.Item name={[row.name, 'kind']} label={f('textKind')} rules={[{ required: true, message: t('common.validation.required') }]}>
                        <Select options={RFX_TEXT_KINDS.map((k) => ({ value: k, label: t(`sourcing.textKind.${k}`) }))} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={4}>
                      <Form.Item name={[row.name, 'type']} label={f('textType')} rules={[{ required: true, message: t('common.validation.required') }]}>
                        <Select options={RFX_TEXT_TYPES.map((k) => ({ value: k, label: t(`sourcing.textType.${k}`) }))} />
                      </Form.Item>
                    </Col>
                    <Col xs={20} md={15}>
                      <Form.Item name={[row.name, 'text']} label={f('text')} rules={[{ required: true, whitespace: true, message: t('common.validation.required') }]}>
                        <Input.TextArea maxLength={1000} rows={2} />
                      </Form.Item>
                    </Col>
                    <Col xs={4} md={1}>
                      <Form.Item>
                        <Button type="text" danger icon={<DeleteOutlined aria-hidden="true" />} aria-label={t('sourcing.actions.remove')} onClick={() => remove(row.name)} />
                      </Form.Item>
                    </Col>
                  </Row>
                ))}
                <Button type="dashed" icon={<PlusOutlined aria-hidden="true" />} onClick={() => add({ kind: 'question', type: 'general' })} style={{ marginBottom: 16 }}>
                  {t('sourcing.rfx.addText')}
                </Button>
              </>
            )}
          </Form.List>
          <Form.Item name="attachments" label={f('attachments')}>
            <UploadField action={UPLOAD_URL} />
          </Form.Item>
        </div>

        <div style={hidden(3)}>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="team" label={f('team')}>
                <Select mode="multiple" options={teamOptions} loading={team.isLoading} optionFilterProp="label" data-testid="rfx-team" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="passwordHolderId" label={t('sourcing.rfx.holder')}>
                <Select options={teamOptions.filter((o) => (teamIds ?? []).includes(o.value))} data-testid="rfx-holder" />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item label={f('bidders')} htmlFor="rfx-bidder-search">
            <Select<number>
              id="rfx-bidder-search"
              showSearch={{ filterOption: false, onSearch: setBidderQuery }}
              placeholder={t('sourcing.rfx.bidderSearch')}
              value={null}
              loading={candidates.isFetching}
              data-testid="rfx-bidder-search"
              options={(candidates.data ?? []).map((c) => ({
                value: c.companyId,
                disabled: c.refusal !== null || bidders.some((b) => b.companyId === c.companyId),
                label: `${c.vendorCode ?? ''} ${bidderName(c)}${scoreText(c.companyId)}${c.refusal ? ` — ${translate(c.refusal, lang)}` : ''}`,
              }))}
              onChange={(id) => {
                const c = candidates.data?.find((x) => x.companyId === id);
                if (c && !bidders.some((b) => b.companyId === id)) setBidders((prev) => [...prev, c]);
              }}
            />
          </Form.Item>
          <List
            bordered
            size="small"
            dataSource={bidders}
            locale={{ emptyText: t('sourcing.rfx.noBidders') }}
            data-testid="rfx-bidders"
            renderItem={(b) => (
              <List.Item
                actions={[
                  <Button key="remove" type="link" danger size="small" onClick={() => setBidders((prev) => prev.filter((x) => x.companyId !== b.companyId))}>
                    {t('sourcing.actions.remove')}
                  </Button>,
                ]}
              >
                <Space>
                  <Tag>{b.vendorCode}</Tag>
                  {bidderName(b)}
                  <BidderScore companyId={b.companyId} scores={scores.data} />
                </Space>
              </List.Item>
            )}
          />
        </div>

        <div style={hidden(4)}>
          <Alert type="info" showIcon message={t('sourcing.rfx.reviewHint')} style={{ marginBottom: 16 }} />
          <Review values={form.getFieldsValue(true) as Record<string, string>} items={items} bidders={bidders.map(bidderName)} label={label} step={step} />
        </div>
      </Form>

      <Space style={{ marginTop: 24 }} wrap>
        <Button onClick={() => void navigate(rfxId ? `/sourcing/rfx/${rfxId}` : '/sourcing/rfx')}>{t('common.actions.back')}</Button>
        {step > 0 && <Button onClick={() => void go(step - 1)}>{t('sourcing.rfx.prev')}</Button>}
        <Button loading={saveDraft.pending} disabled={busy} onClick={() => void form.validateFields(['type', 'description', 'purchaseOrg']).then(() => saveDraft.run(), () => setStep(0))} data-testid="rfx-save-draft">
          {t('sourcing.rfx.saveDraft')}
        </Button>
        {step < STEPS.length - 1 && (
          <Button type="primary" onClick={() => void go(step + 1)} data-testid="rfx-next">
            {t('sourcing.rfx.next')}
          </Button>
        )}
        {step === STEPS.length - 1 && (
          <Popconfirm title={t('sourcing.rfx.confirmRelease')} onConfirm={() => void release.run()} okButtonProps={{ 'data-testid': 'rfx-release-confirm' } as unknown as Record<string, string>}>
            <Button type="primary" loading={release.pending} disabled={busy} data-testid="rfx-release">
              {t('sourcing.rfx.saveRelease')}
            </Button>
          </Popconfirm>
        )}
      </Space>

      <ItemDialog
        open={editing !== null}
        initial={editing?.item ?? null}
        onClose={() => setEditing(null)}
        onSave={(saved) => {
          const item = saved as RfxItemInput;
          setItems((prev) => (editing?.index === null || editing?.index === undefined ? [...prev, item] : prev.map((x, k) => (k === editing.index ? item : x))));
          setEditing(null);
        }}
      />
      <RequirementPicker open={picking} taken={items.flatMap((i) => (i.requirementId ? [i.requirementId] : []))} onClose={() => setPicking(false)} onPick={addRequirements} />
      <PasswordOnce password={password} onClose={() => void navigate(`/sourcing/rfx/${releasedId}`)} />
    </PageContainer>
  );
}

/** The answer's item as the wizard edits it. */
function itemInput(i: RfxDetail['items'][number]): RfxItemInput {
  const v = <T,>(x: T | null) => x ?? undefined;
  return {
    requirementId: v(i.requirementId),
    materialType: v(i.materialType) as RfxItemInput['materialType'],
    materialPn: i.materialPn,
    description: i.description,
    purchaseCategory: v(i.purchaseCategory),
    deliveryType: v(i.deliveryType),
    deliveryNote: v(i.deliveryNote),
    deliveryDeadline: v(i.deliveryDeadline),
    firstDeliveryDate: v(i.firstDeliveryDate),
    paymentTerm: v(i.paymentTerm),
    paymentNote: v(i.paymentNote),
    detailedRequirements: v(i.detailedRequirements),
    acceptReplacement: i.acceptReplacement,
    specialRequirements: v(i.specialRequirements),
    quantity: i.quantity,
    unit: i.unit,
    budgetPrice: v(i.budgetPrice),
    budgetCurrency: v(i.budgetCurrency),
    showBudgetPrice: i.showBudgetPrice,
    incoterms: v(i.incoterms),
    deliveryLocation: v(i.deliveryLocation),
    deliveryAddress: v(i.deliveryAddress),
    consignment: i.consignment,
    manufacturerCode: v(i.manufacturerCode),
    manufacturerName: v(i.manufacturerName),
    clauses: i.clauses.map((c) => ({ contractType: c.contractType, contractNo: v(c.contractNo), contractName: v(c.contractName), clauseNo: v(c.clauseNo), clauseText: c.clauseText })),
  };
}

function Review({ values, items, bidders, label, step }: { values: Record<string, unknown>; items: RfxItemInput[]; bidders: string[]; label: ReturnType<typeof useDictLabels>; step: number }) {
  const { t } = useTranslation();
  if (step !== STEPS.length - 1) return null;
  const f = (key: string) => t(`sourcing.fields.${key}`);
  const when = (v: unknown) => (v && dayjs.isDayjs(v) ? v.format('YYYY-MM-DD HH:mm') : '-');
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} data-testid="rfx-review">
      <Descriptions.Item label={f('type')}>{label('TC_IQ_TYPE', values.type as string)}</Descriptions.Item>
      <Descriptions.Item label={f('description')}>{(values.description as string) ?? '-'}</Descriptions.Item>
      <Descriptions.Item label={f('purchaseOrg')}>{label('TC_SUPPLIER_ORG', values.purchaseOrg as string)}</Descriptions.Item>
      <Descriptions.Item label={f('plant')}>{label('TC_FACTORY_TYPE', values.plant as string)}</Descriptions.Item>
      <Descriptions.Item label={f('deadlineAt')}>{when(values.deadlineAt)}</Descriptions.Item>
      <Descriptions.Item label={f('openingAt')}>{when(values.openingAt)}</Descriptions.Item>
      <Descriptions.Item label={f('itemCount')}>{items.length}</Descriptions.Item>
      <Descriptions.Item label={f('bidders')}>{bidders.length ? bidders.join(', ') : '-'}</Descriptions.Item>
    </Descriptions>
  );
}

function PasswordOnce({ password, onClose }: { password: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ModalOnce open={password !== null} title={t('sourcing.rfx.passwordTitle')} onClose={onClose}>
      <Typography.Paragraph>{t('sourcing.rfx.passwordOnce')}</Typography.Paragraph>
      <Typography.Text code copyable strong data-testid="rfx-opening-password">
        {password}
      </Typography.Text>
    </ModalOnce>
  );
}

function ModalOnce({ open, title, onClose, children }: { open: boolean; title: string; onClose: () => void; children: ReactNode }) {
  return (
    <Modal open={open} title={title} onOk={onClose} onCancel={onClose} cancelButtonProps={{ style: { display: 'none' } }} maskClosable={false}>
      {children}
    </Modal>
  );
}
