import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuro, languageOf } from '../../domain/index';
import { isLoad } from '../../application/outcome';
import { ActionFailure } from '../cards/action-failure';
import { CardSummary } from '../cards/card-summary';
import { HelpAtOnce } from '../cards/help-at-once';
import { useNothingToLose, useRequestCancel } from '../editing/request-cancel';
import { useEditor } from '../editing/use-editor';
import { useLocale } from '../i18n/use-locale';
import { ROUTES } from '../navigation/route-table';
import { useHeadingWhenFocusLost } from '../shell/page-heading';
import { useHolderKey } from '../widgets/business-area';
import { Button } from '../widgets/button';
import { ButtonGroup } from '../widgets/button-group';
import { ErrorSummary } from '../widgets/error-summary';
import { Notification } from '../widgets/notification';
import { Select } from '../widgets/select';
import { Spinner } from '../widgets/spinner';
import { DeliveryAddress } from './delivery-address';
import type { ReplaceNotice } from './replace-card-view';
import { ReplaceCardPresenter } from './replace-card.presenter';
import '../styles/replace.css';

const REASON_FIELD = 'reissue-reason';

/** Section 2.7, `/replace-card`: the main area; the shell adds the toolbar and the cancel modal. */
const ReplaceCardScreen = observer(function ReplaceCardScreen() {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const language = languageOf(i18n.language);
  const { presenter, go, submit } = useEditor(ReplaceCardPresenter);
  const requestCancel = useRequestCancel();
  const vm = presenter.viewModel;
  // Reading 99: in the business area the card may be another holder's; its words are true for any holder.
  const holderKey = useHolderKey();
  const shownNotices = [
    !vm.hidden && vm.autoBlockWarning && 'replaceCard.autoBlockWarning',
    !vm.hidden && vm.fee !== undefined && 'replaceCard.fee',
    !vm.hidden && vm.feeUnknown && 'replaceCard.feeUnknown',
  ].filter((notice): notice is ReplaceNotice => notice !== false);
  useEffect(() => {
    for (const notice of shownNotices) presenter.noticeShown(notice);
  });
  // The form shown after Try again (reading 93): the failure that had the focus is gone; focus must not stay on <body>.
  useHeadingWhenFocusLost(vm.ready);

  // Reading 89: a lost or stolen card whose order was refused still works; the page says where to get help now.
  // So does a screen whose address or fee was refused: whoever came to order may have lost the card.
  // (The bank failing to send them is said beside the card, with Try again and the same line: reading 93.)
  if (vm.hidden) {
    const { refused } = vm.hidden;
    const help = refused === 'replace' || refused === undefined ? presenter.helpLink(language, !refused) : undefined;
    return help ? (
      <Notification type="warning">
        <HelpAtOnce help={help} />
      </Notification>
    ) : null;
  }
  if (vm.ordered) return <ReplacementOrdered when={vm.ordered} onBack={() => go(ROUTES.overview)} />;

  const reasonMessage = vm.reasonMissing ? t('generic.warnings.reissueReasonRequired') : undefined;

  return (
    <form className="replace-card" onSubmit={submit} noValidate>
      <ErrorSummary
        errors={reasonMessage ? [{ fieldId: REASON_FIELD, message: reasonMessage }] : []}
        focusKey={presenter.attempts}
      />
      {vm.card ? <CardSummary card={vm.card} /> : null}
      {vm.failure ? (
        <ActionFailure
          failure={vm.failure}
          onTryAgain={() => go(presenter.tryAgain())}
          busy={vm.spinner === 'submitting'}
          help={presenter.helpLink(language, isLoad(vm.failure.action))}
        />
      ) : null}
      {vm.spinner === 'loading' ? <Spinner text={t('shell.loading')} /> : null}
      {vm.ready && vm.address ? (
        <>
          <DeliveryAddress
            address={vm.address}
            changeUrl={presenter.addressChangeUrl(language)}
            onChange={() => presenter.startAddressChange(language)}
          />
          <Select
            id={REASON_FIELD}
            label={t('replaceCard.reason.label')}
            options={vm.reasons.map((reason) => ({ value: reason, label: t(`replaceCard.reason.${reason}` as const) }))}
            value={vm.reason}
            onChange={presenter.choose}
            message={reasonMessage}
            required
          />
          {vm.autoBlockWarning ? (
            <Notification type="warning">
              <p>{t(holderKey('replaceCard.autoBlockWarning'))}</p>
            </Notification>
          ) : null}
          {vm.fee !== undefined ? (
            <Notification type="info">
              <p>{t(holderKey('replaceCard.fee'), { reissueFee: formatEuro(vm.fee, locale) })}</p>
            </Notification>
          ) : null}
          {vm.feeUnknown ? (
            <Notification type="info">
              <p>{t(holderKey('replaceCard.feeUnknown'))}</p>
            </Notification>
          ) : null}
          {vm.spinner === 'submitting' ? (
            <Ordering text={t(holderKey('replaceCard.spinner'))} />
          ) : (
            <ButtonGroup
              primary={<Button type="submit">{t('replaceCard.submit')}</Button>}
              secondary={
                <Button variant="secondary" onClick={requestCancel}>
                  {t('generic.buttons.cancel')}
                </Button>
              }
            />
          )}
        </>
      ) : null}
    </form>
  );
});

/** The order on its way: it outlives the screen (reading 108), so leaving it loses nothing. */
function Ordering({ text }: { readonly text: string }) {
  useNothingToLose(true);
  return <Spinner text={text} />;
}

/** Issue 33, item 2: Back after an order, or a card replaced already — nothing here orders another. */
function ReplacementOrdered({ when, onBack }: { readonly when: 'here' | 'before'; readonly onBack: () => void }) {
  const { t } = useTranslation();
  // Reading 99: the business area, where the new card may be another holder's.
  const holderKey = useHolderKey();
  useNothingToLose(true);
  // The form the customer was in is gone (ordered, or found replaced at Replace): focus must not stay on <body>.
  useHeadingWhenFocusLost(true);
  return (
    <div className="replace-card">
      <Notification type="info">
        <p>{t(when === 'here' ? holderKey('replaceCard.ordered') : 'replaceCard.replacedBefore')}</p>
      </Notification>
      <ButtonGroup primary={<Button onClick={onBack}>{t('replaceCard.toOverview')}</Button>} />
    </div>
  );
}

export default ReplaceCardScreen;
