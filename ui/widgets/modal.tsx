import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import { Button } from './button';
import { ButtonGroup } from './button-group';
import { Spinner } from './spinner';
import '../styles/widgets/modal.css';

export type ModalAction = { readonly label: string; readonly onClick: () => void };

export type ModalProps = {
  readonly open: boolean;
  /** The dialog's heading and accessible name. */
  readonly title: string;
  /** The body; it also becomes the dialog's description. */
  readonly children?: ReactNode;
  readonly primary: ModalAction;
  readonly secondary?: ModalAction;
  /** Escape or the phone's back gesture; usually the same as the secondary action. */
  readonly onClose: () => void;
  /** While set, the buttons give way to a spinner with this text (e.g. "Blocking card"). */
  readonly busyText?: string | undefined;
};

type Dialog = HTMLDialogElement & { showModal?: () => void; close?: () => void };

/** What asked for focus while a dialog was open (the page behind it is inert, so it could not have it). */
let claimed: HTMLElement | undefined;

/**
 * Focus for an element that must have it (a failure that just showed), also while a dialog is
 * open: it then gets it as the dialog closes, in place of the button that opened the dialog.
 */
export function focusOrClaim(element: HTMLElement | null): void {
  if (!element) return;
  if (element.ownerDocument.querySelector('dialog[open]')) claimed = element;
  else element.focus();
}

function openDialog(dialog: Dialog): void {
  // showModal makes the rest of the page inert, which is the focus trap; older engines only get `open`.
  if (typeof dialog.showModal === 'function') {
    if (!dialog.open) dialog.showModal();
  } else dialog.setAttribute('open', '');
}

function closeDialog(dialog: Dialog): void {
  if (typeof dialog.close === 'function') {
    if (dialog.open) dialog.close();
  } else dialog.removeAttribute('open');
}

/** A confirmation on the native `<dialog>`: labelled heading, focus in on open and back on close. */
export function Modal({ open, title, children, primary, secondary, onClose, busyText }: ModalProps) {
  const dialogRef = useRef<Dialog>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const returnTo = dialog.ownerDocument.activeElement as HTMLElement | null;
    openDialog(dialog);
    headingRef.current?.focus();
    return () => {
      closeDialog(dialog);
      const target = claimed?.isConnected ? claimed : returnTo;
      claimed = undefined;
      if (target?.isConnected) target.focus();
    };
  }, [open]);

  useEffect(() => {
    // The buttons give way to the spinner; focus must not fall back to the page behind.
    if (busyText) headingRef.current?.focus();
  }, [busyText]);

  if (!open) return null;

  const requestClose = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!busyText) onClose();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Handled here too because not every engine turns Escape into a cancel event.
    if (event.key === 'Escape') requestClose(event);
  };

  return (
    <dialog
      ref={dialogRef}
      className="modal"
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      onCancel={requestClose}
      onKeyDown={onKeyDown}
    >
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className="modal__title">
        {title}
      </h2>
      {children ? <div id={bodyId}>{children}</div> : null}
      {busyText ? (
        <Spinner text={busyText} />
      ) : (
        <ButtonGroup
          primary={<Button onClick={primary.onClick}>{primary.label}</Button>}
          secondary={
            secondary ? (
              <Button variant="secondary" onClick={secondary.onClick}>
                {secondary.label}
              </Button>
            ) : undefined
          }
        />
      )}
    </dialog>
  );
}
