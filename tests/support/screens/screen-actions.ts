import type { Container, ServiceIdentifier } from 'inversify';
import type { DurationType, IsoDate, Region, TemporaryLimitType, TemporaryOption } from '../../../domain/index';
import type { SigningHost } from '../../../application/ports/signing';
import { EcommerceLimitPresenter } from '../../../ui/limits/ecommerce-limit.presenter';
import { PaymentLimitPresenter, WithdrawalLimitPresenter } from '../../../ui/limits/limit-presenter-tokens';
import type { SpendingLimitPresenter } from '../../../ui/limits/spending-limit.presenter';
import type { RoutePath } from '../../../ui/navigation/route-table';
import type { CardChange } from '../../../ui/overview/overview-view';
import { OverviewPresenter } from '../../../ui/overview/overview.presenter';
import { RegionPresenter } from '../../../ui/region/region.presenter';
import { ReplaceCardPresenter } from '../../../ui/replace/replace-card.presenter';
import { SigningPresenter } from '../../../ui/signing/signing.presenter';

// What the screens do, through their presenters as the container makes them (the lazily loaded
// screens bound first: lazy-bindings.ts): the form set as the customer left it, then saved. Each
// answers where the screen goes next (undefined: it stays).

type Period = { readonly option?: TemporaryOption; readonly start?: IsoDate; readonly end?: IsoDate };

const presenter = <T>(container: Container, token: ServiceIdentifier<T>): T => container.get<T>(token);

export async function changeEcommerceLimit(
  container: Container,
  value: number | undefined,
): Promise<RoutePath | undefined> {
  const screen = presenter(container, EcommerceLimitPresenter);
  screen.setValue(value);
  return screen.save();
}

const spendingLimit = (container: Container, limitType: TemporaryLimitType) =>
  presenter<SpendingLimitPresenter>(container, limitType === 'POS' ? PaymentLimitPresenter : WithdrawalLimitPresenter);

export async function changeSpendingLimit(
  container: Container,
  change: Period & {
    readonly limitType: TemporaryLimitType;
    readonly durationType: DurationType;
    readonly limitValue: number | undefined;
  },
): Promise<RoutePath | undefined> {
  const screen = spendingLimit(container, change.limitType);
  screen.editor.set({
    durationType: change.durationType,
    value: change.limitValue,
    option: change.option,
    start: change.start,
    end: change.end,
  });
  return screen.save();
}

export async function deleteTemporaryLimit(
  container: Container,
  limitType: TemporaryLimitType,
): Promise<RoutePath | undefined> {
  return spendingLimit(container, limitType).confirmDelete();
}

export async function changeRegion(
  container: Container,
  change: Period & { readonly region: Region; readonly durationType?: DurationType },
): Promise<RoutePath | undefined> {
  const screen = presenter(container, RegionPresenter);
  screen.editor.set({
    region: change.region,
    durationType: change.durationType,
    option: change.option,
    start: change.start,
    end: change.end,
  });
  return screen.save();
}

export async function deleteTemporaryRegion(container: Container): Promise<RoutePath | undefined> {
  return presenter(container, RegionPresenter).confirmDelete();
}

/** The replace screen with the reason chosen, ordered. */
export async function replaceCard(container: Container, reason: string): Promise<RoutePath | undefined> {
  const screen = presenter(container, ReplaceCardPresenter);
  screen.choose(reason);
  return screen.save();
}

/** Block or unblock, asked and confirmed on the overview. */
export async function changeCardState(container: Container, change: CardChange): Promise<void> {
  const overview = container.get(OverviewPresenter);
  overview.open(change);
  await overview.confirm();
}

/** The signing page: the widget shown in `host`, waiting for the customer (answers once they decided). */
export function sign(container: Container, host: SigningHost = {}): Promise<RoutePath | undefined> {
  return presenter(container, SigningPresenter).sign(host, new AbortController().signal);
}
