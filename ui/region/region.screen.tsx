import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DURATION_TYPES, REGIONS, type FormField } from '../../domain/index';
import { usePresenter } from '../container-context';
import { bindRegionEditor } from './bind-region-editor';
import { CancelModal } from '../editing/cancel-modal';
import { EditorActions } from '../editing/editor-actions';
import { EditorSummary } from '../editing/editor-summary';
import { fieldId } from '../editing/field-ids';
import { OVERVIEW_PATH } from '../editing/paths';
import { ReadOnlyCard } from '../editing/read-only-card';
import { TemporaryPeriodFields } from '../editing/temporary-period-fields';
import { UnavailableEditor } from '../editing/unavailable-editor';
import { useGo } from '../editing/use-go';
import { Modal } from '../widgets/modal';
import { RadioGroup } from '../widgets/radio-group';
import { Spinner } from '../widgets/spinner';
import { EuropeCountries } from './europe-countries';
import { RegionPresenter } from './region.presenter';
import '../styles/editors.css';

/** Section 2.6, /edit-region: the main area; the shell adds the title bar and toolbar. */
export const RegionScreen = observer(function RegionScreen() {
  const presenter = usePresenter(RegionPresenter, bindRegionEditor);
  const { t } = useTranslation();
  const go = useGo();
  useEffect(() => {
    void presenter.load();
  }, [presenter]);

  const view = presenter.viewModel;
  if (view.kind === 'loading') return <Spinner />;
  if (view.kind === 'unavailable') return <UnavailableEditor />;

  const warning = (field: FormField) => {
    const key = view.validation.atField[field];
    return key ? t(`generic.warnings.${key}`) : undefined;
  };
  const durationGroup = (variant: 'first' | 'afterRegion') => (
    <RadioGroup
      id={fieldId('durationType')}
      name="durationType"
      legend={t(variant === 'first' ? 'editRegion.legendWhichSetting' : 'editRegion.durationLegend')}
      options={DURATION_TYPES.map((value) => ({
        value,
        label: t(variant === 'first' ? `editRegion.duration.${value}WithLimit` : `editRegion.duration.${value}`),
      }))}
      value={view.durationType}
      onChange={presenter.chooseDuration}
      message={warning('durationType')}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(presenter.save());
  };
  return (
    <>
      <form className="editor" noValidate onSubmit={submit}>
        <EditorSummary validation={view.validation} />
        <ReadOnlyCard card={view.card} />
        {view.hasTemporary ? durationGroup('first') : null}
        {view.region ? (
          <RadioGroup
            id={fieldId('region')}
            name="region"
            legend={t('editRegion.regionLegend')}
            options={REGIONS.map((value) => ({ value, label: t(`generic.regions.${value}`), disabled: value === 'EUR' && view.region?.europeDisabled }))}
            value={view.region.value}
            onChange={presenter.chooseRegion}
            message={warning('region')}
          />
        ) : null}
        {view.europeCountries ? <EuropeCountries links={view.europeCountries} /> : null}
        {view.showsDurationAfterRegion ? durationGroup('afterRegion') : null}
        {view.period ? (
          <TemporaryPeriodFields
            period={view.period}
            labels={{
              option: t('editRegion.durationActive'),
              start: t('editRegion.dates.start'),
              single: t('editRegion.dates.anotherDay'),
              end: t('editRegion.dates.end'),
            }}
            warnings={view.validation.atField}
            onOption={presenter.chooseOption}
            onStart={presenter.chooseStart}
            onEnd={presenter.chooseEnd}
          />
        ) : null}
        <EditorActions
          secondary={view.secondary}
          busyText={view.busy === 'saving' ? t('editRegion.spinner.saving') : undefined}
          onSecondary={presenter.openModal}
          onOk={() => go(OVERVIEW_PATH)}
        />
      </form>
      <CancelModal open={view.modal === 'cancel'} route="editRegion" onYes={() => go(OVERVIEW_PATH)} onNo={presenter.closeModal} />
      <Modal
        open={view.modal === 'delete'}
        title={t('editRegion.deleteModal.title')}
        primary={{ label: t('generic.buttons.delete'), onClick: () => go(presenter.confirmDelete()) }}
        secondary={{ label: t('generic.buttons.cancel'), onClick: presenter.closeModal }}
        onClose={presenter.closeModal}
        busyText={view.busy === 'deleting' ? t('editRegion.spinner.deleting') : undefined}
      >
        <p>{t('editRegion.deleteModal.body')}</p>
      </Modal>
    </>
  );
});
