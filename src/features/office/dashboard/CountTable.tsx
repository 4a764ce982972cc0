import { H3, HTMLTable } from '@blueprintjs/core';
import { useId } from 'react';

export interface CountTableProps {
  title: string;
  /** The rows in order: what is counted and how many. */
  rows: readonly { label: string; count: number }[];
  /** The last row's label, summing the others; none when the rows do not add up. */
  totalLabel?: string;
  countLabel: string;
  labelHeader: string;
}

/** One group of a dashboard's counts: a heading and a two-column table (what, how many), named by its heading. */
export function CountTable({ title, rows, totalLabel, countLabel, labelHeader }: CountTableProps) {
  const id = useId();
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return (
    <section className="app-office-dashboard-group" aria-labelledby={id}>
      <H3 id={id}>{title}</H3>
      <HTMLTable compact className="app-office-dashboard-table" aria-labelledby={id}>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            <th scope="col">{countLabel}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.count}</td>
            </tr>
          ))}
        </tbody>
        {totalLabel && (
          <tfoot>
            <tr>
              <th scope="row">{totalLabel}</th>
              <td>{total}</td>
            </tr>
          </tfoot>
        )}
      </HTMLTable>
    </section>
  );
}
