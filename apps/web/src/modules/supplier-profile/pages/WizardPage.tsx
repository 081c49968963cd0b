/**
 * Supplier data wizard (spec 001 §3 'Supplier admittance and wizard', §4): step 1 general
 * information, 1.2 supply regions, 2 supply information, 3 technology, 4 compliance. Previous,
 * save as draft (nothing lost), save and submit for approval (every step checked; the first step
 * with an error opens). Steps with errors are marked; an edited field loses its error at once.
 * After submission the data is shown read-only (the same view as the information pages).
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Form, Space, Spin, Steps } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { WIZARD_STEPS, wizardDraftSchema, wizardSubmitSchema, type WizardDraft, type WizardStep } from '@aerosupply/shared/supplier-profile/wizard';
import type { FileItem } from '@aerosupply/shared/validation/upload';
import { PageContainer } from '../../../components/PageContainer';
import { StatusTag } from '../../../components/StatusTag';
import { isApiError } from '../../../lib/api/client';
import { showError, showSuccess } from '../../../lib/feedback';
import { applyFieldErrors, clearEditedErrors } from '../../../lib/forms';
import { profileApi, profileKeys, useWizard } from '../api';
import { FieldGrid } from '../components/FieldGrid';
import { FilesProvider } from '../components/fields';
import { SectionView } from '../components/SectionView';
import { COMPLIANCE_FIELDS, GENERAL_FIELDS, QUALIFICATION_FIELDS, REGION_FIELDS, SUPPLY_FIELDS, TECHNOLOGY_FIELDS, type FieldSpec } from '../components/specs';
import { clean, schemaProblems, showProblems, type FieldProblem } from '../forms';

const STEP_FIELDS: Record<WizardStep, FieldSpec[]> = {
  general: GENERAL_FIELDS,
  regions: REGION_FIELDS,
  supply: SUPPLY_FIELDS,
  technology: [...TECHNOLOGY_FIELDS, QUALIFICATION_FIELDS],
  compliance: COMPLIANCE_FIELDS,
};

/** The step holding a field path (`general.directors.2.name` -> general). */
const stepOf = (path: string | number | undefined): number => Math.max(0, WIZARD_STEPS.indexOf(String(path ?? '').split('.')[0] as WizardStep));

export default function WizardPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const wizard = useWizard();
  const [form] = Form.useForm<WizardDraft>();
  const [step, setStep] = useState(0);
  const [pending, setPending] = useState<'draft' | 'submit' | null>(null);
  const [files, setFiles] = useState<Record<string, FileItem>>({});
  const registry = useMemo(() => ({ files, add: (items: FileItem[]) => setFiles((prev) => ({ ...prev, ...Object.fromEntries(items.map((i) => [i.fileKey, i])) })) }), [files]);
  const editable = wizard.data?.actions.includes('saveDraft') ?? false;
  const [errorSteps, setErrorSteps] = useState<ReadonlySet<number>>(new Set());
  /** The steps whose fields show an error, plus those of `problems` (a check's, some on no field). */
  const markErrorSteps = (problems: FieldProblem[] = []) =>
    setErrorSteps(new Set([...form.getFieldsError().filter((f) => f.errors.length > 0).map((f) => stepOf(f.name[0])), ...problems.map((p) => stepOf(p.name[0]))]));

  useEffect(() => {
    if (!wizard.data) return;
    setFiles((prev) => ({ ...prev, ...wizard.data.files }));
    if (editable) form.setFieldsValue(wizard.data.data);
  }, [wizard.data, form, editable]);

  const values = () => clean(form.getFieldsValue(true)) as WizardDraft;
  /** The values with every step present: a step never filled in reports its own fields, not itself as missing. */
  const everyStep = (v: WizardDraft) => ({ ...Object.fromEntries(WIZARD_STEPS.map((key) => [key, {}])), ...v }) as WizardDraft;
  const jump = (problems: FieldProblem[]) => {
    if (problems[0]) setStep(stepOf(problems[0].name[0]));
    // The step must be visible before scrolling to its field.
    setTimeout(() => {
      showProblems(form, problems);
      markErrorSteps(problems);
    }, 0);
  };
  const onServerError = (err: unknown) => {
    if (isApiError(err) && err.fields.length) {
      setStep(stepOf(err.fields[0]!.path));
      setTimeout(() => {
        applyFieldErrors(form, err);
        markErrorSteps();
      }, 0);
    }
    if (isApiError(err)) showError(err.message);
  };
  const afterSave = async (view: Awaited<ReturnType<typeof profileApi.saveDraft>>) => {
    qc.setQueryData(profileKeys.wizard, view);
    await qc.invalidateQueries({ queryKey: profileKeys.info });
  };

  const saveDraft = async (quiet = false): Promise<boolean> => {
    const body = values();
    const problems = schemaProblems(wizardDraftSchema, body);
    if (problems.length) {
      jump(problems);
      return false;
    }
    try {
      await afterSave(await profileApi.saveDraft(body));
      if (!quiet) showSuccess(t('supplierProfile.wizard.draftSaved'));
      return true;
    } catch (err) {
      onServerError(err);
      return false;
    }
  };

  const run = async (kind: 'draft' | 'submit') => {
    setPending(kind);
    try {
      if (kind === 'draft') {
        await saveDraft();
        return;
      }
      // Save first so nothing is lost, then check every step.
      if (!(await saveDraft(true))) return;
      const problems = schemaProblems(wizardSubmitSchema, everyStep(values()));
      if (problems.length) {
        showError(t('supplierProfile.wizard.incomplete'));
        jump(problems);
        return;
      }
      await afterSave(await profileApi.submit(values()));
      showSuccess(t('supplierProfile.wizard.submitted'));
    } catch (err) {
      onServerError(err);
    } finally {
      setPending(null);
    }
  };

  if (wizard.isLoading || !wizard.data) return <Spin />;
  return (
    <PageContainer title={t('supplierProfile.wizard.title')} extra={<StatusTag value={wizard.data.reviewStatus} prefix="supplierProfile.reviewStatus" colors={{ draft: 'default', returned: 'warning', rejected: 'error', to_be_evaluated: 'processing' }} />}>
      {!editable && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('supplierProfile.wizard.readOnly')} data-testid="wizard-readonly" />}
      <Steps
        current={step}
        onChange={setStep}
        progressDot
        style={{ marginBottom: 24 }}
        items={WIZARD_STEPS.map((key, index) =>
          errorSteps.has(index)
            ? { key, title: t(`supplierProfile.wizard.steps.${key}`), status: 'error' as const, description: t('supplierProfile.wizard.stepHasErrors'), 'data-testid': `wizard-steps-${key}` }
            : { key, title: t(`supplierProfile.wizard.steps.${key}`), 'data-testid': `wizard-steps-${key}` },
        )}
      />
      {editable ? (
        <FilesProvider value={registry}>
          <Form<WizardDraft>
            form={form}
            layout="vertical"
            aria-label={t('supplierProfile.wizard.title')}
            onValuesChange={(changed) => {
              clearEditedErrors(form, changed);
              markErrorSteps();
            }}
          >
            {WIZARD_STEPS.map((key, index) => (
              <div key={key} hidden={index !== step} data-testid={`wizard-step-${key}`}>
                <FieldGrid specs={STEP_FIELDS[key]} prefix={[key]} />
              </div>
            ))}
          </Form>
        </FilesProvider>
      ) : (
        WIZARD_STEPS.map((key, index) => (
          <div key={key} hidden={index !== step} data-testid={`wizard-step-${key}`}>
            <SectionView specs={STEP_FIELDS[key]} values={wizard.data.data[key] as Record<string, unknown> | undefined} files={wizard.data.files} />
          </div>
        ))
      )}
      <Space wrap style={{ marginTop: 16 }}>
        <Button disabled={step === 0} onClick={() => setStep((s) => s - 1)} data-testid="wizard-previous">
          {t('supplierProfile.wizard.previous')}
        </Button>
        {step < WIZARD_STEPS.length - 1 && (
          <Button onClick={() => setStep((s) => s + 1)} data-testid="wizard-next">
            {t('supplierProfile.wizard.next')}
          </Button>
        )}
        {editable && (
          <>
            <Button onClick={() => void run('draft')} loading={pending === 'draft'} disabled={pending !== null} data-testid="wizard-save-draft">
              {t('supplierProfile.wizard.saveDraft')}
            </Button>
            <Button type="primary" onClick={() => void run('submit')} loading={pending === 'submit'} disabled={pending !== null} data-testid="wizard-submit">
              {t('supplierProfile.wizard.submit')}
            </Button>
          </>
        )}
      </Space>
    </PageContainer>
  );
}
