import { useTranslation } from 'react-i18next';
import { ROUTES } from '../navigation/route-table';
import { useAppNavigate } from '../navigation/use-app-navigate';
import { Button } from '../widgets/button';
import { ButtonGroup } from '../widgets/button-group';
import { Spinner } from '../widgets/spinner';
import { useNothingToLose, useRequestCancel } from './request-cancel';

export type EditorActionsProps = {
  /** Section 4: while a limit change waits to be signed, only OK (back to the overview) is offered. */
  readonly inProgress?: boolean;
  /** Cancel (the route's cancel modal), or Delete where a temporary entry is being edited (sections 2.5, 2.6). */
  readonly secondary: 'cancel' | 'delete';
  /** Already translated; while set a spinner says what is happening and the buttons do nothing. */
  readonly busyText?: string | undefined;
  readonly onDelete?: () => void;
  /**
   * False where the card allows deleting the temporary entry shown but not saving a change to it
   * (reading 45): nothing here can be edited, so OK (back to the overview) stands in Save's place.
   */
  readonly saves?: boolean;
};

/**
 * Save (the form's submit button) and Cancel or Delete. ButtonGroup puts Save first and
 * primary on mobile, and Cancel or Delete first on desktop (sections 2.4–2.6). While saving the
 * buttons stay where they are (aria-disabled, not removed), so focus is not lost to the page.
 */
export function EditorActions({ inProgress, secondary, busyText, onDelete, saves = true }: EditorActionsProps) {
  const { t } = useTranslation();
  const go = useAppNavigate();
  const requestCancel = useRequestCancel();
  // Saving: the change is on its way and outlives the screen (reading 108), so leaving loses nothing.
  useNothingToLose(inProgress === true || !saves || busyText !== undefined);
  const ok = (busy?: true) => (
    <Button aria-disabled={busy} onClick={busy ? undefined : () => go(ROUTES.overview)}>
      {t('generic.buttons.ok')}
    </Button>
  );
  if (inProgress) return <ButtonGroup primary={ok()} />;
  const busy = busyText ? true : undefined;
  const onSecondary = secondary === 'delete' ? onDelete : requestCancel;
  return (
    <>
      {busyText ? <Spinner text={busyText} /> : null}
      <ButtonGroup
        primary={
          saves ? (
            <Button type="submit" aria-disabled={busy}>
              {t('generic.buttons.save')}
            </Button>
          ) : (
            ok(busy)
          )
        }
        secondary={
          <Button variant="secondary" aria-disabled={busy} onClick={busy ? undefined : onSecondary}>
            {t(secondary === 'delete' ? 'generic.buttons.delete' : 'generic.buttons.cancel')}
          </Button>
        }
      />
    </>
  );
}
