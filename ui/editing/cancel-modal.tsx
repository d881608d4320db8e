import { useTranslation } from 'react-i18next';
import { useHolderKey } from '../widgets/business-area';
import type { CancelModalName } from '../navigation/route-table';
import { Modal } from '../widgets/modal';

export type CancelModalProps = {
  readonly name: CancelModalName;
  readonly open: boolean;
  /** Yes: back to the overview (the reading of section 2.2). */
  readonly onConfirm: () => void;
  /** No, Escape: the modal closes and the customer stays. */
  readonly onClose: () => void;
};

/** Section 2.2, "Cancel modal texts": the route's title and body, with Yes and No. */
export function CancelModal({ name, open, onConfirm, onClose }: CancelModalProps) {
  const { t } = useTranslation();
  // Reading 99: on a business page the card may be another holder's; a text that says "your card" or "your trip" has one for any holder.
  const holderKey = useHolderKey();
  return (
    <Modal
      open={open}
      title={t(holderKey(`cancelModal.${name}.title`))}
      primary={{ label: t('generic.buttons.yes'), onClick: onConfirm }}
      secondary={{ label: t('generic.buttons.no'), onClick: onClose }}
      onClose={onClose}
    >
      <p>{t(holderKey(`cancelModal.${name}.body`))}</p>
    </Modal>
  );
}
