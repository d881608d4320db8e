/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../domain/index';
import { Modal } from '../../../ui/widgets/modal';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { renderIn } from '../i18n/render-in';
import { clearViewport, setViewportWidth } from './viewport';

type Spy = { blocked: number; cancelled: number; closed: number };

function BlockCardHarness({ spy, busy = false }: { spy: Spy; busy?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {t('overview.actions.block')}
      </button>
      <Modal
        open={open}
        title={t('overview.blockModal.title')}
        primary={{
          label: t('overview.blockModal.confirm'),
          onClick: () => {
            spy.blocked += 1;
            setOpen(false);
          },
        }}
        secondary={{
          label: t('generic.buttons.cancel'),
          onClick: () => {
            spy.cancelled += 1;
            setOpen(false);
          },
        }}
        onClose={() => {
          spy.closed += 1;
          setOpen(false);
        }}
        busyText={busy ? t('overview.spinner.blocking') : undefined}
      >
        <p>{t('overview.blockModal.body')}</p>
      </Modal>
    </>
  );
}

afterEach(clearViewport);

describe.each(LANGUAGES)('Modal (%s)', (language) => {
  const texts = TRANSLATIONS[language];
  const setup = (busy = false) => {
    const spy: Spy = { blocked: 0, cancelled: 0, closed: 0 };
    const rendered = renderIn(language, <BlockCardHarness spy={spy} busy={busy} />);
    return { spy, user: userEvent.setup(), ...rendered };
  };

  it('is not there until opened', () => {
    setup();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens as a dialog named by its heading and described by its body, with focus on the heading', async () => {
    const { user, container, missingKeys } = setup();
    await user.click(screen.getByRole('button', { name: texts.overview.actions.block }));
    const dialog = screen.getByRole('dialog', {
      name: texts.overview.blockModal.title,
      description: texts.overview.blockModal.body,
    });
    expect(dialog.tagName).toBe('DIALOG');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: texts.overview.blockModal.title }));
    expectNoRawKeys(container);
    expect(missingKeys).toEqual([]);
  });

  it('runs the primary action and gives focus back to the button that opened it', async () => {
    const { user, spy } = setup();
    const opener = screen.getByRole('button', { name: texts.overview.actions.block });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: texts.overview.blockModal.confirm }));
    expect(spy).toEqual({ blocked: 1, cancelled: 0, closed: 0 });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('runs the secondary action', async () => {
    const { user, spy } = setup();
    await user.click(screen.getByRole('button', { name: texts.overview.actions.block }));
    await user.click(screen.getByRole('button', { name: texts.generic.buttons.cancel }));
    expect(spy).toEqual({ blocked: 0, cancelled: 1, closed: 0 });
  });

  it('closes on Escape and restores focus', async () => {
    const { user, spy } = setup();
    const opener = screen.getByRole('button', { name: texts.overview.actions.block });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(spy.closed).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes when the browser sends a cancel request (the phone’s back gesture)', async () => {
    const { user, spy } = setup();
    await user.click(screen.getByRole('button', { name: texts.overview.actions.block }));
    act(() => {
      screen.getByRole('dialog').dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(spy.closed).toBe(1);
  });

  it('puts the primary button last on wide screens and first on phones', async () => {
    const wide = setup();
    await wide.user.click(screen.getByRole('button', { name: texts.overview.actions.block }));
    const order = () =>
      screen
        .getAllByRole('button')
        .filter((button) => button.closest('dialog'))
        .map((button) => button.textContent);
    expect(order()).toEqual([texts.generic.buttons.cancel, texts.overview.blockModal.confirm]);
    wide.unmount();

    setViewportWidth(375);
    const phone = setup();
    await phone.user.click(screen.getByRole('button', { name: texts.overview.actions.block }));
    expect(order()).toEqual([texts.overview.blockModal.confirm, texts.generic.buttons.cancel]);
  });

  it('shows only the spinner text while busy, and cannot be escaped', async () => {
    const { user, spy } = setup(true);
    await user.click(screen.getByRole('button', { name: texts.overview.actions.block }));
    const dialog = screen.getByRole('dialog');
    expect(screen.getByRole('status')).toHaveProperty('textContent', texts.overview.spinner.blocking);
    expect(dialog.querySelectorAll('button')).toHaveLength(0);
    await user.keyboard('{Escape}');
    expect(spy.closed).toBe(0);
    expect(screen.getByRole('dialog')).toBe(dialog);
  });
});

describe('Modal in a browser with a native modal dialog', () => {
  const prototype = HTMLDialogElement.prototype as unknown as {
    showModal?: (this: HTMLDialogElement) => void;
    close?: (this: HTMLDialogElement) => void;
  };
  const calls: string[] = [];
  beforeAll(() => {
    prototype.showModal = function showModal(this: HTMLDialogElement) {
      calls.push('showModal');
      this.setAttribute('open', '');
    };
    prototype.close = function close(this: HTMLDialogElement) {
      calls.push('close');
      this.removeAttribute('open');
    };
  });
  afterAll(() => {
    delete prototype.showModal;
    delete prototype.close;
  });

  it('opens with showModal, which makes the page behind inert, and closes with close', async () => {
    const spy: Spy = { blocked: 0, cancelled: 0, closed: 0 };
    renderIn('nl', <BlockCardHarness spy={spy} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: TRANSLATIONS.nl.overview.actions.block }));
    expect(calls).toEqual(['showModal']);
    await user.click(screen.getByRole('button', { name: TRANSLATIONS.nl.generic.buttons.cancel }));
    expect(calls).toEqual(['showModal', 'close']);
  });
});
