import { useEffect, useRef, type RefObject } from 'react';
import { focusIsLost } from '../shell/page-heading';
import type { CardView, OverviewViewModel } from './overview-view';

/**
 * Where focus goes on the overview when what held it is gone (issue 33, item 13). The modal gives
 * focus back to its button; when the change replaced that button (Block became Unblock), the new
 * status is the place to continue from; when the bank failed, the message saying what did not
 * happen. Try again leaves with its failure: once the card is drawn again, its status.
 */
export function useFocusAfterChange(
  vm: OverviewViewModel,
  card: CardView | undefined,
  statusHeading: RefObject<HTMLHeadingElement | null>,
): void {
  const modalOpen = vm.modal !== undefined;
  const wasOpen = useRef(false);
  const failureShown = useRef(false);

  useEffect(() => {
    const failure = document.querySelector<HTMLElement>('.overview .action-failure');
    if (wasOpen.current && !modalOpen && failure) failure.focus();
    else if (wasOpen.current && !modalOpen && focusIsLost()) statusHeading.current?.focus();
    wasOpen.current = modalOpen;
  }, [modalOpen, statusHeading]);

  useEffect(() => {
    if (vm.failure) failureShown.current = true;
    else if (failureShown.current && card && focusIsLost()) {
      failureShown.current = false;
      statusHeading.current?.focus();
    }
  }, [vm.failure, card, statusHeading]);
}
