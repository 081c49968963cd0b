/**
 * The list kit's phone layout (issue 28 item 1, D-661): under 576 px a list (a supplier's or
 * forwarder's first of all) is a column of cards, one per row, as the forwarder's pick-up and delivery screens read: the
 * key column as the card's title with the status beside it, the other key columns (amount,
 * currency, deadline...) as label and value, the row's actions in reach at the foot, and the other
 * columns behind "Details". Nothing is wider than the phone.
 */
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, Empty, Pagination, Spin, type PaginationProps, type TableProps } from 'antd';
import { cellValue, columnId, isActions, isKeyColumn, type ListColumns } from './columns';

interface Props<T> {
  rows: readonly T[];
  columns: ListColumns<T>;
  hidden: readonly string[];
  rowKey: (row: T, index: number) => Key;
  loading?: boolean;
  label: string;
  empty: ReactNode;
  pagination?: PaginationProps | false;
  /** The table's row selection: a check box on each card. */
  selection?: TableProps<T>['rowSelection'];
}

const titleOf = (c: { title?: unknown }): ReactNode => (typeof c.title === 'function' ? null : (c.title as ReactNode));

export function ListCards<T extends object>({ rows, columns, hidden, rowKey, loading, label, empty, pagination, selection }: Props<T>) {
  const { t } = useTranslation();
  const indexed = columns.map((c, i) => ({ c, i, id: columnId(c as { key?: Key; dataIndex?: unknown }, i) }));
  const actions = indexed.find(({ c }) => isActions(c))?.c;
  const keys = indexed.filter(({ c, i }) => isKeyColumn(c as never, i));
  const head = keys[0];
  const status = keys.find(({ id }) => id === 'status');
  const facts = keys.filter((k) => k !== head && k !== status);
  const selected = new Set(selection?.selectedRowKeys ?? []);
  const toggle = (row: T, index: number, on: boolean) => {
    const key = rowKey(row, index);
    const keys = on ? [...selected, key] : [...selected].filter((k) => k !== key);
    const picked = rows.filter((r, i) => keys.includes(rowKey(r, i)));
    selection?.onChange?.(keys, picked, { type: 'multiple' });
  };
  const rest = indexed.filter(({ c, i, id }) => !isActions(c) && !isKeyColumn(c as never, i) && !hidden.includes(id));
  return (
    <Spin spinning={Boolean(loading) && rows.length > 0}>
      {rows.length === 0 && !loading && (
        <div className="as-list-cards" data-testid="list-cards">
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
        </div>
      )}
      {rows.length === 0 && loading && <Spin />}
      {/* A list holds only its items (axe aria-required-children). */}
      {rows.length > 0 && (
      <div className="as-list-cards" role="list" aria-label={label} data-testid="list-cards">
        {rows.map((row, index) => (
          <article key={rowKey(row, index)} className="as-list-card" role="listitem" data-testid="list-card">
            <div className="as-list-card-head">
              {selection && <Checkbox checked={selected.has(rowKey(row, index))} onChange={(e) => toggle(row, index, e.target.checked)} aria-label={t('common.table.select')} />}
              <span className="as-list-card-title" data-key-column="true">
                {head ? cellValue(head.c, row, index) : null}
              </span>
              {status && <span data-key-column="true">{cellValue(status.c, row, index)}</span>}
            </div>
            {facts.length > 0 && (
              <dl className="as-list-card-facts">
                {facts.map(({ c, id }) => (
                  <div key={id} data-key-column="true">
                    <dt>{titleOf(c)}</dt>
                    <dd>{cellValue(c, row, index)}</dd>
                  </div>
                ))}
              </dl>
            )}
            {rest.length > 0 && (
              <details className="as-list-card-more">
                <summary>{t('common.table.details')}</summary>
                <dl className="as-list-card-facts">
                  {rest.map(({ c, id }) => (
                    <div key={id}>
                      <dt>{titleOf(c)}</dt>
                      <dd>{cellValue(c, row, index)}</dd>
                    </div>
                  ))}
                </dl>
              </details>
            )}
            {actions && (
              <div className="as-list-card-actions" data-actions-column="true">
                {(actions as { render?: (v: unknown, r: T, i: number) => ReactNode }).render?.(undefined, row, index)}
              </div>
            )}
          </article>
        ))}
      </div>
      )}
      {pagination && (
        <Pagination
          {...pagination}
          size="small"
          showSizeChanger={false}
          style={{ marginTop: 12, justifyContent: 'flex-end' }}
        />
      )}
    </Spin>
  );
}
