import { useEffect, useRef, useState } from 'react';
import { isLoad } from '../../application/outcome';
import { useEarlyInput } from '../first-paint/early-input-context';
import { firstPaintStands } from '../first-paint/give-way';
import { ROUTES, type RoutePath } from '../navigation/route-table';
import { useAppNavigate } from '../navigation/use-app-navigate';
import type { OverviewPresenter } from './overview.presenter';
import type { OverviewViewModel } from './overview-view';

const isRoute = (route: string | undefined): route is RoutePath =>
  (Object.values(ROUTES) as readonly string[]).includes(route ?? '');

/**
 * Issue 34, no input lost: what the customer did on the first module's paint before the app was
 * there is carried out by the app. The card chosen there is selected once the first load has
 * settled, and the paint stands (drawing that card) until the app has drawn it too; a link to one
 * of the app's screens followed there is followed once the app's page shows; Try again pressed
 * on a lost list asks for the list again once the app has met it lost too. Answers whether the
 * overview is still catching up with the paint's choice (the paint may not give way yet).
 */
export function useCarryOutEarlyInput({
  presenter,
  loaded,
  drawn,
  vm,
}: {
  readonly presenter: OverviewPresenter;
  readonly loaded: boolean;
  readonly drawn: string | undefined;
  readonly vm: OverviewViewModel;
}): boolean {
  const { chosenCard, route, retried } = useEarlyInput();
  const go = useAppNavigate();
  const followed = useRef(false);
  const triedAgain = useRef(false);
  // The input is for the overview the paint stood over: one mounted later (Back from the screen a
  // followed link led to) carries out nothing again, or Back would lead straight to it once more.
  const [paintedOver] = useState(() => firstPaintStands(document));
  const paint = firstPaintStands(document);
  const listed = vm.picker?.options.some((option) => option.id === chosenCard) ?? false;
  const selectedId = vm.picker?.selectedId;
  // The chosen card's details the bank failed to send: it will not be drawn, and the paint gives
  // way to the failure with its Try again rather than stand over it.
  const chosenLost = selectedId === chosenCard && vm.failure !== undefined && isLoad(vm.failure.action);
  const catchingUp = paint && listed && chosenCard !== drawn && !vm.hidden && !vm.error && !chosenLost;
  useEffect(() => {
    if (loaded && catchingUp && chosenCard !== undefined && chosenCard !== selectedId)
      void presenter.select(chosenCard);
  }, [loaded, catchingUp, chosenCard, selectedId, presenter]);
  useEffect(() => {
    // Try again pressed on the paint's lost list: the app, which met the same lost answer, asks again once.
    if (!paintedOver || !loaded || !retried || triedAgain.current || vm.failure?.action !== 'load') return;
    triedAgain.current = true;
    void presenter.tryAgain();
  }, [paintedOver, loaded, retried, vm.failure, presenter]);
  useEffect(() => {
    // After the commit that gave way (its layout effect), not before.
    if (!paintedOver || firstPaintStands(document) || catchingUp || followed.current || !isRoute(route)) return;
    followed.current = true;
    go(route);
  });
  return catchingUp;
}
