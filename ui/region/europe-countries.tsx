import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOf, type Language } from '../../domain/index';
import { useHolderKey } from '../widgets/business-area';
import { SafeLink } from '../widgets/safe-link';
import '../styles/editors.css';

/** Section 2.6: what "Europe" covers, with the country list in a new window. */
export function EuropeCountries({ links }: { links: Readonly<Record<Language, string>> }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  // Reading 99: on a business page the card may be another holder's: "deze pas", not "je betaalpas".
  const holderKey = useHolderKey();
  return (
    <section className="context-block" aria-labelledby={titleId}>
      <h2 id={titleId} className="context-block__title">
        {t('editRegion.europeCountries.title')}
      </h2>
      <p>{t(holderKey('editRegion.europeCountries.content'))}</p>
      <SafeLink href={links[languageOf(i18n.language)]} newWindow>
        {t('editRegion.europeCountries.link')}
      </SafeLink>
    </section>
  );
}
