import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePresenter } from '../container-context';
import { bindLimitEditors } from './bind-limit-editors';
import { CancelModal } from '../editing/cancel-modal';
import { DisabledCardPicker } from '../editing/disabled-card-picker';
import { EditorActions } from '../editing/editor-actions';
import { EditorSummary } from '../editing/editor-summary';
import { fieldId } from '../editing/field-ids';
import { InProgressNotice } from '../editing/in-progress-notice';
import { OVERVIEW_PATH } from '../editing/paths';
import { UnavailableEditor } from '../editing/unavailable-editor';
import { useGo } from '../editing/use-go';
import { LimitSlider } from '../widgets/limit-slider';
import { Spinner } from '../widgets/spinner';
import { EcommerceLimitPresenter } from './ecommerce-limit.presenter';
import '../styles/editors.css';

/** Section 2.4, /edit-ecommerce-limit: the main area; the shell adds the title bar and toolbar. */
export const EcommerceLimitScreen = observer(function EcommerceLimitScreen() {
  const presenter = usePresenter(EcommerceLimitPresenter, bindLimitEditors);
  const { t } = useTranslation();
  const go = useGo();
  useEffect(() => {
    void presenter.load();
  }, [presenter]);

  const view = presenter.viewModel;
  if (view.kind === 'loading') return <Spinner />;
  if (view.kind === 'unavailable') return <UnavailableEditor />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(presenter.save());
  };
  return (
    <>
      <form className="editor" noValidate onSubmit={submit}>
        <EditorSummary validation={view.validation} />
        {view.inProgress ? <InProgressNotice /> : null}
        <DisabledCardPicker card={view.card} />
        <LimitSlider
          id={fieldId('limitValue')}
          label={t('editLimits.ecommerce.sliderLabel')}
          value={view.value}
          max={view.max}
          onChange={presenter.setValue}
          disabled={view.inProgress}
        />
        <EditorActions
          inProgress={view.inProgress}
          secondary="cancel"
          busyText={view.saving ? t('editLimits.spinner.saving') : undefined}
          onSecondary={presenter.openCancel}
          onOk={() => go(OVERVIEW_PATH)}
        />
      </form>
      <CancelModal open={view.cancelling} route="editEcommerceLimit" onYes={() => go(OVERVIEW_PATH)} onNo={presenter.closeCancel} />
    </>
  );
});
