import { useTranslation } from 'react-i18next';
import { Modal } from '../widgets/modal';
import { BlockingEffects } from './blocking-effects';
import { blockingEffectsView } from '../cards/first-card-view';
import type { OverviewViewModel } from './overview-view';

type ChangeModalProps = {
  readonly modal: OverviewViewModel['modal'];
  readonly onConfirm: () => void;
  readonly onClose: () => void;
  readonly help: string;
};

/** Section 2.3: "Block this card?" (with what blocking does) / "Unblock this card?", Cancel, and the spinner while it runs. */
export function CardChangeModal({ modal, onConfirm, onClose, help }: ChangeModalProps) {
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
      busyText={
        modal?.busy ? t(change === 'block' ? 'overview.spinner.blocking' : 'overview.spinner.unblocking') : undefined
      }
    >
      <p>{t(`${texts}.${modal?.business ? 'holderBody' : 'body'}`)}</p>
      {modal?.change === 'block' ? (
        <BlockingEffects
          view={blockingEffectsView('block', { unblockable: true, replace: modal.replace, business: modal.business })}
          help={help}
        />
      ) : null}
    </Modal>
  );
}
