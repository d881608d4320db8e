import { useTranslation } from 'react-i18next';
import { useHolderKey } from '../widgets/business-area';
import { formatEuro } from '../../domain/index';
import { useLocale } from '../i18n/use-locale';
import { UnbrokenDates } from '../widgets/unbroken-dates';
import { VisuallyHidden } from '../widgets/visually-hidden';
import type { DescribedChangeView, PendingSideView } from './pending-change-view';
import '../styles/cards.css';

const LIMIT_NAMES = {
  ECOM: 'overview.settings.ecommerce.title',
  POS: 'overview.settings.payment.title',
  ATM: 'overview.settings.withdrawal.title',
} as const;

function useSideText() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (side: PendingSideView, bare: boolean): string => {
    const amount = formatEuro(side.amount, locale);
    if (side.startDate === undefined || side.endDate === undefined)
      return bare ? amount : t('overview.settings.perDay', { amount });
    if (side.startDate === side.endDate) return t('generic.pendingChange.onDay', { amount, date: side.startDate });
    return t('generic.pendingChange.period', { amount, startDate: side.startDate, endDate: side.endDate });
  };
}

/**
 * A limit change waiting to be signed, as before → after (issue 12): "€1.500,00 → €1.750,00 per
 * dag · wacht op je ondertekening". The arrow is for the eye; a screen reader hears a sentence
 * ("… van €1.500,00 per dag naar €1.750,00 per dag") instead.
 */
export type PendingChangeSummaryProps = {
  readonly change: DescribedChangeView;
  /** The limit's name first, where the page does not already say which limit it is. */
  readonly named?: boolean;
  /** "· waiting for your signature" after it; not where the customer is signing it. */
  readonly waiting?: boolean;
};

export function PendingChangeSummary({ change, named = false, waiting = true }: PendingChangeSummaryProps) {
  const { t } = useTranslation();
  const sideText = useSideText();
  const bothPerDay = change.before.startDate === undefined && change.after.startDate === undefined;
  const after = sideText(change.after, false);
  const limit = t(LIMIT_NAMES[change.limitType]);
  // Reading 99: on a business page the change may wait for another person's signature.
  const holderKey = useHolderKey();
  const waitingText = t(holderKey('generic.pendingChange.waiting'));
  return (
    <p className="pending-change">
      <span aria-hidden="true">
        <strong>
          {named ? `${limit}: ` : null}
          {/* The arrow is for the eye in either language; the sentence below is what is heard. */}
          <UnbrokenDates text={`${sideText(change.before, bothPerDay)} → ${after}`} />
        </strong>
        {waiting ? ` · ${waitingText}` : null}
      </span>
      <VisuallyHidden>
        {t('generic.pendingChange.spoken', { limit, before: sideText(change.before, false), after })}
        {waiting ? `, ${waitingText}.` : '.'}
      </VisuallyHidden>
    </p>
  );
}
