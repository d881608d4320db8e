import { useTranslation } from 'react-i18next';
import type { CustomerAddress } from '../../application/ports/reissue';
import { useHolderKey } from '../widgets/business-area';
import { SafeLink } from '../widgets/safe-link';

export type DeliveryAddressProps = {
  readonly address: CustomerAddress;
  readonly changeUrl: string;
  /** Keeps the process record before the customer leaves for the personal-data page. */
  readonly onChange: () => void;
};

/** Section 2.7: "The card will be sent to your address", with the way to correct it. */
export function DeliveryAddress({ address, changeUrl, onChange }: DeliveryAddressProps) {
  const { t } = useTranslation();
  // The business area: the address is the cardholder's, who may not be the customer (issue 33, item 17; reading 99).
  const holderKey = useHolderKey();
  return (
    <section className="context-block" aria-labelledby="delivery-address-title">
      <h2 id="delivery-address-title" className="context-block__title">
        {t(holderKey('replaceCard.address.title'))}
      </h2>
      <p className="context-block__address">
        {t('replaceCard.address.street', { streetName: address.streetName, houseNumber: address.houseNumber })}
        <br />
        {t('replaceCard.address.city', { postCode: address.postCode, cityName: address.cityName })}
      </p>
      <p>
        <SafeLink href={changeUrl} onClick={onChange}>
          {t('replaceCard.address.wrongAddress')}
        </SafeLink>
      </p>
    </section>
  );
}
