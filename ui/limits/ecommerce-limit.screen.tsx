import type { Container } from 'inversify';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { bindLimitEditing } from '../../adapters/composition/limit-editing';
import { Clock } from '../../application/ports/clock';
import { ChangeEcommerceLimit } from '../../application/use-cases/change-ecommerce-limit';
import { EnterScreen } from '../../application/use-cases/enter-screen';
import { Environment } from '../../application/environment';
import { ResumeSigning } from '../../application/use-cases/resume-signing';
import { bindPresenter } from '../container/bind-presenter';
import { DisabledCardPicker } from '../editing/disabled-card-picker';
import { EditorActions } from '../editing/editor-actions';
import { EditorForm } from '../editing/editor-form';
import { EditorPlaceholderView } from '../editing/editor-placeholder';
import { fieldId } from '../editing/field-ids';
import { useEditor } from '../editing/use-editor';
import { AppStore } from '../store/app-store';
import { LimitSlider } from '../widgets/limit-slider';
import { EcommerceLimitPresenter } from './ecommerce-limit.presenter';

/** Section 2.4, /edit-ecommerce-limit: the main area; the shell adds the toolbar and the cancel modal. */
const EcommerceLimitScreen = observer(function EcommerceLimitScreen() {
  const { presenter, submit, go } = useEditor(EcommerceLimitPresenter);
  const { t } = useTranslation();
  const view = presenter.viewModel;
  if (view.kind !== 'editor') return <EditorPlaceholderView kind={view.kind} />;
  return (
    <EditorForm
      validation={view.validation}
      inProgress={view.inProgress}
      pending={
        view.pending
          ? { change: view.pending, onSignNow: () => go(presenter.signNow()), toSign: presenter.toSignLinks }
          : undefined
      }
      notAllowed={view.notAllowed ? t('editLimits.notAllowed.all') : undefined}
      onSubmit={submit}
    >
      <DisabledCardPicker card={view.card} />
      <LimitSlider
        id={fieldId('limitValue')}
        label={t('editLimits.ecommerce.sliderLabel')}
        value={view.value}
        max={view.max}
        onChange={presenter.setValue}
        message={
          view.validation.atField.limitValue ? t(`generic.warnings.${view.validation.atField.limitValue}`) : undefined
        }
        disabled={view.inProgress || view.notAllowed}
      />
      <EditorActions
        inProgress={view.inProgress || view.notAllowed}
        secondary="cancel"
        busyText={view.saving ? t('editLimits.spinner.saving') : undefined}
      />
    </EditorForm>
  );
});

export default EcommerceLimitScreen;

/** Run as this chunk arrives (routing/lazy-screen.ts): the limit use cases and this screen's presenter. */
export function bind(container: Container): void {
  bindLimitEditing(container);
  bindPresenter(
    container,
    EcommerceLimitPresenter,
    (c) =>
      new EcommerceLimitPresenter({
        app: c.get(AppStore),
        clock: c.get<Clock>(Clock),
        enterScreen: c.get(EnterScreen),
        environment: c.get<Environment>(Environment),
        resumeSigning: c.get(ResumeSigning),
        changeEcommerceLimit: c.get(ChangeEcommerceLimit),
      }),
  );
}
