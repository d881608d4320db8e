import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { DisabledCardPicker } from '../editing/disabled-card-picker';
import { EditorActions } from '../editing/editor-actions';
import { EditorForm } from '../editing/editor-form';
import { EditorWithoutForm } from '../editing/editor-without-form';
import { fieldId } from '../editing/field-ids';
import { useEditor } from '../editing/use-editor';
import { useLocale } from '../i18n/use-locale';
import { useHeadingWhenFocusLost } from '../shell/page-heading';
import { useHolderKey } from '../widgets/business-area';
import { LimitSlider } from '../widgets/limit-slider';
import { limitTexts } from './limit-texts';
import { EcommerceLimitPresenter } from './ecommerce-limit.presenter';

/** Section 2.4, /edit-ecommerce-limit: the main area; the shell adds the toolbar and the cancel modal. */
const EcommerceLimitScreen = observer(function EcommerceLimitScreen() {
  const { presenter, formProps, failure } = useEditor(EcommerceLimitPresenter);
  const { t } = useTranslation();
  // Reading 99: on a business page the card may be another holder's, who pays with it.
  const holderKey = useHolderKey();
  const locale = useLocale();
  const view = presenter.viewModel;
  // Locked by a change now waiting (a Save whose answer was lost, taken all the same): Save is gone, focus must not be.
  useHeadingWhenFocusLost(view.kind === 'editor' && view.inProgress && !failure);
  if (view.kind !== 'editor') return <EditorWithoutForm kind={view.kind} failure={failure} />;
  const { values, note, warning } = limitTexts(t, locale, view.highest, holderKey);
  return (
    <EditorForm
      {...formProps(view)}
      warningValues={values}
      notAllowed={view.notAllowed ? t('editLimits.notAllowed.all') : undefined}
    >
      <DisabledCardPicker card={view.card} />
      <LimitSlider
        id={fieldId('limitValue')}
        label={t(holderKey('editLimits.ecommerce.sliderLabel'))}
        value={view.value}
        max={view.highest.value}
        note={view.inProgress || view.notAllowed ? undefined : note}
        onChange={presenter.setValue}
        message={warning(view.validation.atField.limitValue)}
        disabled={view.inProgress || view.notAllowed}
      />
      <EditorActions
        inProgress={view.inProgress || view.notAllowed}
        secondary="cancel"
        busyText={view.saving ? t(holderKey('editLimits.spinner.saving')) : undefined}
      />
    </EditorForm>
  );
});

export default EcommerceLimitScreen;
