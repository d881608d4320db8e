import { useTranslation } from 'react-i18next';
import { Modal } from '../widgets/modal';

export type CancelModalRoute = 'editEcommerceLimit' | 'editPaymentLimit' | 'editWithdrawalLimit' | 'editRegion';

/**
 * Section 2.2's cancel confirmation, titled for the route. Yes returns to the overview and No
 * closes it (the decision of issue 6 on section 2.2's two readings).
 */
export function CancelModal({ open, route, onYes, onNo }: { open: boolean; route: CancelModalRoute; onYes: () => void; onNo: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t(`cancelModal.${route}.title`)}
      primary={{ label: t('generic.buttons.yes'), onClick: onYes }}
      secondary={{ label: t('generic.buttons.no'), onClick: onNo }}
      onClose={onNo}
    >
      <p>{t(`cancelModal.${route}.body`)}</p>
    </Modal>
  );
}
