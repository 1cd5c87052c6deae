import { useTranslation } from '../../../lib/i18n';
import type { FeeTotals, Market, StatementResponse } from '@groupgift/domain';
import { money } from '../../../lib/money';
import { statementCsvUrl } from '../api/get-statement';
import { formatAt, signed } from '../format';
import { MONEY_OUT_NS } from '../money-out-namespace';

/**
 * Every movement with the balance after it, oldest first, as the CSV has it. A table on a wide screen;
 * on a phone each row becomes a card with its own labels (money-out.css), the table semantics kept.
 */
export function StatementTable({ collectionGuid, statement, market }: { collectionGuid: string; statement: StatementResponse; market: Market }) {
  const { t } = useTranslation(MONEY_OUT_NS);
  const format = (cents: number) => money(cents, market);
  const columns = { date: t('statement.date'), description: t('statement.description'), amount: t('statement.amount'), balance: t('statement.balance'), reference: t('statement.reference') };
  return (
    <div className="money-statement" data-testid="money-statement">
      <div className="money-statement__head">
        <h3 id="money-statement-heading">{t('statement.heading')}</h3>
        <a className="ui-button ui-button--secondary" href={statementCsvUrl(collectionGuid)} download>
          {t('statement.download')}
        </a>
      </div>
      <p className="muted small">{t('statement.hint', { zone: statement.timeZone })}</p>
      {statement.entries.length === 0 ? (
        <p className="muted">{t('statement.empty')}</p>
      ) : (
        <table className="money-table" aria-labelledby="money-statement-heading">
          <thead>
            <tr>
              <th scope="col">{columns.date}</th>
              <th scope="col">{columns.description}</th>
              <th scope="col" className="money-table__number">
                {columns.amount}
              </th>
              <th scope="col" className="money-table__number">
                {columns.balance}
              </th>
              <th scope="col">{columns.reference}</th>
            </tr>
          </thead>
          <tbody>
            {statement.entries.map((entry) => (
              <tr key={entry.id} data-kind={entry.kind}>
                <td data-label={columns.date}>{formatAt(entry.at, statement.timeZone)}</td>
                <td data-label={columns.description}>{entry.description}</td>
                <td data-label={columns.amount} className={`money-table__number money-table__amount--${entry.amount < 0 ? 'out' : 'in'}`}>
                  {signed(entry.amount, format)}
                </td>
                <td data-label={columns.balance} className="money-table__number">
                  {format(entry.balance)}
                </td>
                <td data-label={columns.reference} className="money-table__reference">
                  {entry.providerReference ?? '—'}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {t('statement.closing')}
              </th>
              <td className="money-table__number" data-label={t('statement.closing')} data-testid="statement-closing">
                {format(statement.closingBalance)}
              </td>
              <td aria-hidden="true" />
            </tr>
          </tfoot>
        </table>
      )}
      <FeeBreakdownFigures totals={statement.breakdown} market={market} />
    </div>
  );
}

/** The rows of the CSV's summary, in its order (statement-csv.ts BREAKDOWN_ROWS). */
const BREAKDOWN_KEYS = ['paid', 'feeOnTop', 'refunded', 'given', 'feeAbsorbed', 'charity', 'disputed', 'recipientGets'] as const;

/**
 * The server's fee breakdown of the contributions (decision 143), under the statement: the same figures
 * as the CSV's summary and the contributions list's totals. Lines that are zero are left out, except
 * what was paid, given and the recipient's.
 */
function FeeBreakdownFigures({ totals, market }: { totals: FeeTotals; market: Market }) {
  const { t } = useTranslation(MONEY_OUT_NS);
  const always = new Set<string>(['paid', 'given', 'recipientGets']);
  const keys = BREAKDOWN_KEYS.filter((key) => always.has(key) || totals[key] !== 0);
  return (
    <section className="money-breakdown" aria-labelledby="money-breakdown-heading" data-testid="fee-breakdown">
      <h4 id="money-breakdown-heading">{t('breakdown.heading')}</h4>
      <dl className="money-figures">
        {keys.map((key) => (
          <div key={key} className={`money-figures__row${key === 'recipientGets' ? ' money-figures__available' : ''}`}>
            <dt>{t(`breakdown.${key}`)}</dt>
            <dd data-testid={`breakdown-${key}`}>{money(totals[key], market)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
