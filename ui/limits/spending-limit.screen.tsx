import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { DURATION_TYPES, type TemporaryLimitType } from '../../domain/index';
import { DeleteQuestion } from '../editing/delete-question';
import { EditorActions } from '../editing/editor-actions';
import { EditorForm } from '../editing/editor-form';
import { EditorWithoutForm } from '../editing/editor-without-form';
import { fieldId } from '../editing/field-ids';
import { ReadOnlyCard } from '../editing/read-only-card';
import { TemporaryPeriodFields } from '../editing/temporary-period-fields';
import { useEditor } from '../editing/use-editor';
import { useLocale } from '../i18n/use-locale';
import { useHeadingWhenFocusLost } from '../shell/page-heading';
import { ROUTES } from '../navigation/route-table';
import { LimitSlider } from '../widgets/limit-slider';
import { useHolderKey } from '../widgets/business-area';
import { RadioGroup } from '../widgets/radio-group';
import { limitTexts } from './limit-texts';
import { PaymentLimitPresenter, WithdrawalLimitPresenter } from './limit-presenter-tokens';
import { SpendingLimitPresenter } from './spending-limit.presenter';

const SECTION = { POS: 'payment', ATM: 'withdrawal' } as const satisfies Record<TemporaryLimitType, string>;

/** Section 2.5, /edit-payment-limit and /edit-withdrawal-limit: one screen for both, by its route. */
const SpendingLimitScreen = observer(function SpendingLimitScreen() {
  const withdrawal = useLocation().pathname === ROUTES.withdrawalLimit;
  const { presenter, go, formProps, failure } = useEditor<SpendingLimitPresenter>(
    withdrawal ? WithdrawalLimitPresenter : PaymentLimitPresenter,
  );
  const { t } = useTranslation();
  // Reading 99: on a business page the card may be another holder's; its limits are "the", not "your", limits.
  const holderKey = useHolderKey();
  const locale = useLocale();
  const view = presenter.viewModel;
  // Locked by a change now waiting (a Save whose answer was lost, taken all the same): Save is gone, focus must not be.
  useHeadingWhenFocusLost(view.kind === 'editor' && view.inProgress && !failure && !presenter.editor.deleteAsked);
  if (view.kind !== 'editor') return <EditorWithoutForm kind={view.kind} failure={failure} />;

  const section = SECTION[view.limitType];
  const { atField } = view.validation;
  const { values, note, warning } = limitTexts(t, locale, view.highest, holderKey);
  const periodLabels = {
    option: t('editLimits.howLongActive'),
    start: t('editLimits.dates.start'),
    single: t('editLimits.dates.date'),
    end: t('editLimits.dates.end'),
  };
  return (
    <>
      <EditorForm
        {...formProps(view)}
        warningValues={values}
        notAllowed={view.locked ? t('editLimits.notAllowed.all') : undefined}
      >
        <ReadOnlyCard card={view.card} />
        <RadioGroup
          id={fieldId('durationType')}
          name="durationType"
          legend={t(
            view.hasTemporary ? `editLimits.${section}.legendWhichLimit` : `editLimits.${section}.durationSubtitle`,
          )}
          options={DURATION_TYPES.map((value) => {
            // Issue 12.5: what the card's links do not allow is shown, disabled, with the reason.
            const refused = !view.locked && !view.allowed[value];
            const reason = value === 'temporarily' && view.hasTemporary ? 'temporarilyWithLimit' : value;
            return {
              value,
              label: t(
                holderKey(view.hasTemporary ? `editLimits.duration.${value}WithLimit` : `editLimits.duration.${value}`),
              ),
              disabled: refused,
              hint: refused ? t(holderKey(`editLimits.notAllowed.${reason}`)) : undefined,
            };
          })}
          value={view.durationType}
          onChange={presenter.chooseDuration}
          message={warning(atField.durationType)}
          disabled={view.locked}
        />
        <LimitSlider
          id={fieldId('limitValue')}
          label={t(holderKey(`editLimits.${section}.sliderLabel`))}
          value={view.value}
          max={view.highest.value}
          note={view.locked ? undefined : note}
          onChange={presenter.setValue}
          message={warning(atField.limitValue)}
          disabled={view.locked}
        />
        {view.period ? (
          <TemporaryPeriodFields
            period={view.period}
            labels={periodLabels}
            warnings={view.validation.atField}
            disabled={view.locked}
            choices={presenter.period}
          />
        ) : null}
        <EditorActions
          inProgress={view.locked}
          secondary={view.secondary}
          busyText={view.busy === 'saving' ? t(holderKey('editLimits.spinner.saving')) : undefined}
          onDelete={presenter.editor.askDelete}
        />
      </EditorForm>
      <DeleteQuestion
        editor={presenter.editor}
        texts={{
          title: t('editLimits.deleteLimitModal.title'),
          body: t(`editLimits.${section}.deleteBody`),
          deleting: t(holderKey('editLimits.spinner.deleting')),
        }}
        onDelete={() => go(presenter.confirmDelete())}
      />
    </>
  );
});

export default SpendingLimitScreen;
