import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DURATION_TYPES, type TemporaryLimitType } from '../../domain/index';
import type { Token } from '../../application/token';
import { usePresenter } from '../container-context';
import { bindLimitEditors } from './bind-limit-editors';
import { CancelModal } from '../editing/cancel-modal';
import { EditorActions } from '../editing/editor-actions';
import { EditorSummary } from '../editing/editor-summary';
import { fieldId } from '../editing/field-ids';
import { InProgressNotice } from '../editing/in-progress-notice';
import { OVERVIEW_PATH } from '../editing/paths';
import { ReadOnlyCard } from '../editing/read-only-card';
import { TemporaryPeriodFields } from '../editing/temporary-period-fields';
import { UnavailableEditor } from '../editing/unavailable-editor';
import { useGo } from '../editing/use-go';
import { LimitSlider } from '../widgets/limit-slider';
import { Modal } from '../widgets/modal';
import { RadioGroup } from '../widgets/radio-group';
import { Spinner } from '../widgets/spinner';
import type { SpendingLimitPresenter } from './spending-limit.presenter';
import '../styles/editors.css';

const TEXTS = {
  POS: { section: 'payment', cancelRoute: 'editPaymentLimit' },
  ATM: { section: 'withdrawal', cancelRoute: 'editWithdrawalLimit' },
} as const satisfies Record<TemporaryLimitType, unknown>;

/** Section 2.5, /edit-payment-limit and /edit-withdrawal-limit: one screen for both. */
export const SpendingLimitScreen = observer(function SpendingLimitScreen({ presenterToken }: { presenterToken: Token<SpendingLimitPresenter> }) {
  const presenter = usePresenter<SpendingLimitPresenter>(presenterToken, bindLimitEditors);
  const { t } = useTranslation();
  const go = useGo();
  useEffect(() => {
    void presenter.load();
  }, [presenter]);

  const view = presenter.viewModel;
  if (view.kind === 'loading') return <Spinner />;
  if (view.kind === 'unavailable') return <UnavailableEditor />;

  const { section, cancelRoute } = TEXTS[view.limitType];
  const warning = (field: 'durationType') => {
    const key = view.validation.atField[field];
    return key ? t(`generic.warnings.${key}`) : undefined;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(presenter.save());
  };
  return (
    <>
      <form className="editor" noValidate onSubmit={submit}>
        <EditorSummary validation={view.validation} />
        {view.inProgress ? <InProgressNotice /> : null}
        <ReadOnlyCard card={view.card} />
        <RadioGroup
          id={fieldId('durationType')}
          name="durationType"
          legend={t(view.hasTemporary ? `editLimits.${section}.legendWhichLimit` : `editLimits.${section}.durationSubtitle`)}
          options={DURATION_TYPES.map((value) => ({
            value,
            label: t(view.hasTemporary ? `editLimits.duration.${value}WithLimit` : `editLimits.duration.${value}`),
          }))}
          value={view.durationType}
          onChange={presenter.chooseDuration}
          message={warning('durationType')}
          disabled={view.inProgress}
        />
        <LimitSlider
          id={fieldId('limitValue')}
          label={t(`editLimits.${section}.sliderLabel`)}
          value={view.value}
          max={view.max}
          onChange={presenter.setValue}
          disabled={view.inProgress}
        />
        {view.period ? (
          <TemporaryPeriodFields
            period={view.period}
            labels={{
              option: t('editLimits.howLongActive'),
              start: t('editLimits.dates.start'),
              single: t('editLimits.dates.date'),
              end: t('editLimits.dates.end'),
            }}
            warnings={view.validation.atField}
            disabled={view.inProgress}
            onOption={presenter.chooseOption}
            onStart={presenter.chooseStart}
            onEnd={presenter.chooseEnd}
          />
        ) : null}
        <EditorActions
          inProgress={view.inProgress}
          secondary={view.secondary}
          busyText={view.busy === 'saving' ? t('editLimits.spinner.saving') : undefined}
          onSecondary={presenter.openModal}
          onOk={() => go(OVERVIEW_PATH)}
        />
      </form>
      <CancelModal open={view.modal === 'cancel'} route={cancelRoute} onYes={() => go(OVERVIEW_PATH)} onNo={presenter.closeModal} />
      <Modal
        open={view.modal === 'delete'}
        title={t('editLimits.deleteLimitModal.title')}
        primary={{ label: t('generic.buttons.delete'), onClick: () => go(presenter.confirmDelete()) }}
        secondary={{ label: t('generic.buttons.cancel'), onClick: presenter.closeModal }}
        onClose={presenter.closeModal}
        busyText={view.busy === 'deleting' ? t('editLimits.spinner.deleting') : undefined}
      >
        <p>{t(`editLimits.${section}.deleteBody`)}</p>
      </Modal>
    </>
  );
});
