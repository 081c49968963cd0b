/**
 * The import dialog as list pages hold it: its code (upload, steps, result: ~40 KB gzipped) loads
 * when it is first opened, not with the list (D-703). Once opened it stays mounted, so it closes
 * with its animation and keeps its state as before.
 */
import { lazy, Suspense, useState } from 'react';
import type { ImportDialogProps } from './ImportDialog';

const Dialog = lazy(() => import('./ImportDialog').then((m) => ({ default: m.ImportDialog })));

export function ImportDialog(props: ImportDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
