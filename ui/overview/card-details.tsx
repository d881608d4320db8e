import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardView } from './overview-view';

type Row = readonly [label: string, value: ReactNode];

function DetailList({ rows, id }: { readonly rows: readonly Row[]; readonly id?: string }) {
  return (
    <dl id={id} className="card-details__list">
      {rows.map(([label, value]) => (
        <div key={label} className="card-details__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A masked card number as a listener understands it: "**** 1234" is read as four stars, so a
 * screen reader is told the digits it ends in; the page shows it as the bank writes it.
 */
function CardNumber({ value }: { readonly value: string }) {
  const { t } = useTranslation();
  const last = /(\d+)$/.exec(value)?.[1];
  if (!last || !value.includes('*')) return value;
  return (
    <>
      <span aria-hidden="true">{value}</span>
      <span className="visually-hidden">{t('overview.details.cardNumberEnding', { digits: last })}</span>
    </>
  );
}

/** Section 2.3: DMC cards expand to holder, number, expiry, IBAN and pass number; MAESTRO shows two. */
export function CardDetails({ card }: { readonly card: CardView }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const { details } = card;
  if (card.scheme === 'MAESTRO') {
    return (
      <div className="card-details">
        <DetailList
          rows={[
            [t('overview.details.passNumber'), details.passNumber],
            [t('overview.details.expirationDate'), details.expirationDate],
          ]}
        />
      </div>
    );
  }
  return (
    <div className="card-details">
      <button
        type="button"
        className="card-details__toggle"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded(!expanded)}
      >
        {t(expanded ? 'overview.details.hide' : 'overview.details.show')}
      </button>
      {expanded ? (
        <DetailList
          id={listId}
          rows={[
            [t('overview.details.cardHolder'), details.userName],
            [t('overview.details.cardNumber'), <CardNumber key="number" value={details.cardNumber} />],
            [t('overview.details.expirationDate'), details.expirationDate],
            [t('overview.details.iban'), details.accountNumber],
            [t('overview.details.passNumber'), details.passNumber],
          ]}
        />
      ) : null}
    </div>
  );
}
