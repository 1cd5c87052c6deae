import { formatMoney, type BulkUploadRow, type Market } from '@groupgift/domain';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';

const PAGE = 100;
const FIELDS = ['firstName', 'lastName', 'email', 'amount'] as const;

/**
 * Every row of the file with its problems beside the value. With errors, the table starts filtered to
 * the rows that need fixing; a long file shows 100 rows at a time. On phones each row is a card.
 */
export function PayeeRowsTable({ rows, errorCount, market }: { rows: BulkUploadRow[]; errorCount: number; market: Market }) {
  const { t } = useTranslation();
  const [onlyErrors, setOnlyErrors] = useState(errorCount > 0);
  const [limit, setLimit] = useState(PAGE);
  const filtered = onlyErrors && errorCount > 0 ? rows.filter((r) => Object.keys(r.errors).length > 0) : rows;
  const shown = filtered.slice(0, limit);

  return (
    <section className="bulk-rows" aria-labelledby="bulk-rows-heading">
      <div className="bulk-rows__head">
        <h2 id="bulk-rows-heading">{t('bulkUpload.rows.heading')}</h2>
        {errorCount > 0 ? (
          <label className="bulk-rows__filter">
            <input type="checkbox" checked={onlyErrors} onChange={(e) => setOnlyErrors(e.target.checked)} />
            {t('bulkUpload.rows.onlyErrors')}
          </label>
        ) : null}
      </div>
      <div className="bulk-rows__scroll">
        <table className="bulk-table">
          <caption className="visually-hidden">{t('bulkUpload.rows.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('bulkUpload.rows.line')}</th>
              {FIELDS.map((f) => (
                <th scope="col" key={f}>
                  {t(`bulkUpload.rows.${f}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => {
              const bad = Object.keys(row.errors).length > 0;
              return (
                <tr key={row.line} className={bad ? 'has-error' : undefined}>
                  <th scope="row" data-label={t('bulkUpload.rows.line')}>
                    {row.line}
                    {bad ? null : <span className="bulk-table__ok">{t('bulkUpload.rows.ok')}</span>}
                  </th>
                  {FIELDS.map((f) => {
                    const errors = row.errors[f] ?? [];
                    // A valid amount shows as money; anything else exactly as the file has it, to find and fix.
                    const value = f === 'amount' && row.amountCents !== null && errors.length === 0 ? formatMoney(row.amountCents, market) : row[f];
                    return (
                      <td key={f} data-label={t(`bulkUpload.rows.${f}`)} className={errors.length ? 'is-invalid' : undefined}>
                        <span className={value ? 'bulk-table__value' : 'bulk-table__value is-empty'}>{value || t('bulkUpload.rows.empty')}</span>
                        {errors.map((message) => (
                          <span className="bulk-table__error" key={message}>
                            {message}
                          </span>
                        ))}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="bulk-rows__foot">
        <p>{t('bulkUpload.rows.showing', { shown: shown.length, total: filtered.length })}</p>
        {shown.length < filtered.length ? (
          <Button variant="secondary" onClick={() => setLimit((l) => l + PAGE)}>
            {t('bulkUpload.rows.more')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
