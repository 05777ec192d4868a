// The size chart modal (spec §2.10): a table with row and column headers.
import { Modal } from '../../../src/ui/Modal.tsx';
import type { DialogProps } from '../view.ts';

export function SizeChartDialog({ open, onClose, opener, props, t }: DialogProps) {
  const chart = props.sizeChart;
  if (!chart) return null;
  return (
    <Modal open={open} onClose={onClose} returnFocus={opener} title={chart.title} closeLabel={t('projector.close')} className="sf-projector-form__dialog">
      {/* A chart wider than a phone scrolls sideways inside the dialog, never past its edge; keyboard
          users scroll it too, so it takes the focus (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="sf-projector-form__table-scroll" tabIndex={0} role="group" aria-label={chart.title}>
        <table className="sf-projector-form__table">
          <thead>
            <tr>
              {chart.columns.map((c, i) => (
                <th key={i} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {chart.rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={i}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Modal>
  );
}
