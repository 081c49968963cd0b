/**
 * The actions the server lists on an allotment (`actions`), as buttons: the demand's edit, delete
 * and commit, logistics' instruction, restart (asked to confirm), and the steps with a form
 * (reason, pick-up, dispatch, transit, receipt) through the step dialog.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { AllotDetail, AllotRow } from '@aerosupply/shared/allotment/schemas';
import { RecordActions, type ActionDef } from '../../../components/RecordActions';
import { showSuccess } from '../../../lib/feedback';
import { allotApi, allotKeys } from '../api';
import { StepDialog, type StepKind, STEP_KINDS } from './StepDialog';

export function AllotActions({ record, onView, onEdit, onDone, onDeleted }: { record: AllotRow; onView?: () => void; onEdit: () => void; onDone: (next?: AllotDetail) => void; onDeleted?: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [dialog, setDialog] = useState<StepKind | null>(null);
  const finish = async (next: AllotDetail | undefined, doneKey: string) => {
    if (next) qc.setQueryData(allotKeys.one(record.id), next);
    await qc.invalidateQueries({ queryKey: allotKeys.all });
    showSuccess(t(doneKey));
    onDone(next);
  };
  const confirmed = (action: 'commit' | 'instruct' | 'restart'): ActionDef => ({
    labelKey: `allotment.actions.${action}`,
    confirmKey: `allotment.confirm.${action}`,
    onClick: async () => finish(await allotApi.noteStep(record.id, action), `allotment.done.${action}`),
  });
  const defs: Record<string, ActionDef> = {
    ...(onView ? { view: { labelKey: 'allotment.actions.view', onClick: onView } } : {}),
    edit: { labelKey: 'allotment.actions.edit', onClick: onEdit },
    commit: confirmed('commit'),
    delete: {
      labelKey: 'allotment.actions.delete',
      danger: true,
      confirmKey: 'allotment.confirm.delete',
      onClick: async () => {
        await allotApi.remove(record.id);
        await qc.invalidateQueries({ queryKey: allotKeys.all });
        showSuccess(t('allotment.done.delete'));
        (onDeleted ?? onDone)();
      },
    },
    instruct: confirmed('instruct'),
    restart: confirmed('restart'),
    ...Object.fromEntries(
      STEP_KINDS.map((k) => [k, { labelKey: `allotment.actions.${k}`, danger: ['reject', 'void', 'rejectPickUp', 'dispatchReject'].includes(k), onClick: () => setDialog(k) } satisfies ActionDef]),
    ),
  };
  return (
    <>
      <RecordActions allowed={record.actions} always={onView ? ['view'] : []} defs={defs} />
      <StepDialog
        allotmentId={record.id}
        kind={dialog}
        onClose={() => setDialog(null)}
        onDone={(next, kind) => {
          setDialog(null);
          void finish(next, `allotment.done.${kind}`);
        }}
      />
    </>
  );
}
