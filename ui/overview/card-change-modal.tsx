import { useTranslation } from 'react-i18next';
import { Modal } from '../widgets/modal';
import type { OverviewViewModel } from './overview.presenter';

type ChangeModalProps = {
  readonly modal: OverviewViewModel['modal'];
  readonly onConfirm: () => void;
  readonly onClose: () => void;
};

/** Section 2.3: "Block this card?" / "Unblock this card?", Cancel, and the spinner while it runs. */
export function CardChangeModal({ modal, onConfirm, onClose }: ChangeModalProps) {
  const { t } = useTranslation();
  const change = modal?.change ?? 'block';
  const texts = change === 'block' ? 'overview.blockModal' : 'overview.unblockModal';
  return (
    <Modal
      open={modal !== undefined}
      title={t(`${texts}.title`)}
      primary={{ label: t(`${texts}.confirm`), onClick: onConfirm }}
      secondary={{ label: t('generic.buttons.cancel'), onClick: onClose }}
      onClose={onClose}
      busyText={modal?.busy ? t(change === 'block' ? 'overview.spinner.blocking' : 'overview.spinner.unblocking') : undefined}
    >
      <p>{t(`${texts}.body`)}</p>
    </Modal>
  );
}
