import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { DURATION_TYPES, REGIONS, type FormField } from '../../domain/index';
import { DeleteQuestion } from '../editing/delete-question';
import { EditorActions } from '../editing/editor-actions';
import { EditorForm } from '../editing/editor-form';
import { EditorWithoutForm } from '../editing/editor-without-form';
import { fieldId } from '../editing/field-ids';
import { ReadOnlyCard } from '../editing/read-only-card';
import { TemporaryPeriodFields } from '../editing/temporary-period-fields';
import { useEditor } from '../editing/use-editor';
import { useHolderKey } from '../widgets/business-area';
import { RadioGroup } from '../widgets/radio-group';
import { EuropeCountries } from './europe-countries';
import { RegionPresenter } from './region.presenter';

/** Section 2.6, /edit-region: the main area; the shell adds the toolbar and the cancel modal. */
const RegionScreen = observer(function RegionScreen() {
  const { presenter, go, formProps, failure } = useEditor(RegionPresenter);
  const { t } = useTranslation();
  // Reading 99: on a business page the card may be another holder's; its settings are "the", not "your", settings.
  const holderKey = useHolderKey();
  const view = presenter.viewModel;
  if (view.kind !== 'editor') return <EditorWithoutForm kind={view.kind} failure={failure} />;

  const warning = (field: FormField) => {
    const key = view.validation.atField[field];
    return key ? t(`generic.warnings.${key}`) : undefined;
  };
  const periodLabels = {
    option: t('editRegion.durationActive'),
    start: t('editRegion.dates.start'),
    single: t('editRegion.dates.anotherDay'),
    end: t('editRegion.dates.end'),
  };
  const durationGroup = (variant: 'first' | 'afterRegion') => (
    <RadioGroup
      id={fieldId('durationType')}
      name="durationType"
      legend={t(variant === 'first' ? 'editRegion.legendWhichSetting' : 'editRegion.durationLegend')}
      options={DURATION_TYPES.map((value) => {
        // Issue 12.5: what the card's links do not allow is shown, disabled, with the reason. A
        // temporary setting the card may only delete stays on offer: it is the way to Delete (reading 45).
        const deleteOnly = value === 'temporarily' && variant === 'first' && view.deleteOnly;
        const refused = !view.locked && !view.allowed[value] && !deleteOnly;
        const reason = value === 'temporarily' && view.hasTemporary ? 'temporarilyWithLimit' : value;
        return {
          value,
          label: t(
            holderKey(variant === 'first' ? `editRegion.duration.${value}WithLimit` : `editRegion.duration.${value}`),
          ),
          disabled: refused,
          hint: deleteOnly
            ? t(holderKey('editRegion.notAllowed.deleteOnly'))
            : refused
              ? t(holderKey(`editRegion.notAllowed.${reason}`))
              : undefined,
        };
      })}
      value={view.durationType}
      onChange={presenter.chooseDuration}
      message={warning('durationType')}
      disabled={view.locked}
    />
  );
  return (
    <>
      <EditorForm {...formProps(view)} notAllowed={view.locked ? t(holderKey('editRegion.notAllowed.all')) : undefined}>
        <ReadOnlyCard card={view.card} />
        {view.hasTemporary ? durationGroup('first') : null}
        {view.region ? (
          <RadioGroup
            id={fieldId('region')}
            name="region"
            legend={t(holderKey('editRegion.regionLegend'))}
            options={REGIONS.map((value) => {
              // Section 4: Europe is off while a temporary setting is changed; the option says why.
              // Issue 12.5: so it is when the card may not change its default (Europe always does).
              const europe = value === 'EUR' ? view.region : undefined;
              const hint = europe?.europeDisabled
                ? t(holderKey('editRegion.europeDisabled'))
                : europe?.europeNotAllowed && !view.locked
                  ? t(holderKey('editRegion.notAllowed.continuously'))
                  : undefined;
              return { value, label: t(`generic.regions.${value}`), disabled: hint !== undefined, hint };
            })}
            value={view.region.value}
            onChange={presenter.chooseRegion}
            message={warning('region')}
            disabled={view.locked || view.readOnly}
          />
        ) : null}
        {view.europeCountries ? <EuropeCountries links={view.europeCountries} /> : null}
        {view.showsDurationAfterRegion ? durationGroup('afterRegion') : null}
        {view.period ? (
          <TemporaryPeriodFields
            period={view.period}
            labels={periodLabels}
            warnings={view.validation.atField}
            disabled={view.readOnly}
            choices={presenter.period}
          />
        ) : null}
        <EditorActions
          inProgress={view.locked}
          saves={!view.readOnly}
          secondary={view.secondary}
          busyText={view.busy === 'saving' ? t(holderKey('editRegion.spinner.saving')) : undefined}
          onDelete={presenter.editor.askDelete}
        />
      </EditorForm>
      <DeleteQuestion
        editor={presenter.editor}
        texts={{
          title: t('editRegion.deleteModal.title'),
          body: t('editRegion.deleteModal.body'),
          deleting: t(holderKey('editRegion.spinner.deleting')),
        }}
        onDelete={() => go(presenter.confirmDelete())}
      />
    </>
  );
});

export default RegionScreen;
