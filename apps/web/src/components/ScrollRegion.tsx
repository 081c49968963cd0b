/**
 * Holds tables that may scroll sideways (`scroll={{ x: ... }}`) but have no control in their rows:
 * antd's scroll container becomes a named region keyboard users can focus and scroll (axe
 * scrollable-region-focusable), as the log tables do (admin/components/CursorTable.tsx). antd's
 * hidden measure row takes no focus (axe aria-hidden-focus, issue 28 item 7).
 */
import { useEffect, useRef, type ReactNode } from 'react';

export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    holder.current?.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body').forEach((el) => {
      el.tabIndex = 0;
      el.setAttribute('role', 'region');
      el.setAttribute('aria-label', label);
    });
    // antd's hidden measure row copies the column titles: nothing in it may take the focus (axe aria-hidden-focus).
    holder.current?.querySelectorAll<HTMLElement>('.ant-table-measure-row').forEach((row) => {
      row.inert = true;
      row.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]').forEach((el) => el.setAttribute('tabindex', '-1'));
    });
  });
  return <div ref={holder}>{children}</div>;
}
