import { autorun, makeAutoObservable } from 'mobx';
import { languageOf, type Language } from '../../domain/index';
import type { Environment } from '../../application/environment';
import type { DisturbanceMessage } from '../../application/ports/disturbances';
import { PORTAL_PARTS, type PortalPart } from '../../application/ports/portal';
import { segmentOf, type Segment } from '../../application/segment';
import type { AppStore } from '../store/app-store';
import type { ShownNotification } from '../store/notifications';
import { afterNextPaint } from './after-next-paint';
import { taskByTask } from './task-by-task';
import { WarningWatch } from './warning-watch';
import type { ShellDependencies } from './shell-dependencies';
import { shellLinks, type ShellLinks } from './shell-links';

export type { ShellDependencies } from './shell-dependencies';
export type { ShellLinks } from './shell-links';

export type PortalPartState = 'loading' | 'ready' | 'unavailable';

/**
 * The page shell (section 2.2): the session check before anything shows, then the portal's
 * header, footer and chat, and the disturbance banner. One per app start.
 */
export class ShellPresenter {
  portal: Record<PortalPart, PortalPartState> = { header: 'loading', footer: 'loading', chat: 'loading' };
  /** Section 2.2, region 1: the first ACTIVE service-disturbance message, if there is one. */
  disturbance: DisturbanceMessage | undefined = undefined;
  /** The route's cancel modal (section 2.2: the toolbar's Close, a screen's Cancel). */
  cancelOpen = false;
  /** The screen holds nothing the customer could lose (issue 12.7): leaving asks nothing. */
  nothingToLose = false;
  /** Issue 14: the first card has been painted; the shell's other work may start. */
  firstCardShown = false;
  /** Issue 34: when the session-timeout warning's chunk is asked for. */
  readonly warning: WarningWatch;
  private firstCardWatched = false;
  private withPortal = false;
  private disturbanceRequested = false;
  private portalRequested = false;
  /** The newest notification reported as seen (the store numbers them in order). */
  private lastSeenNotification = 0;
  readonly segment: Segment;

  constructor(private readonly deps: ShellDependencies) {
    this.segment = segmentOf(deps.navigation.current().pathname, deps.environment);
    this.warning = new WarningWatch(deps.readTimeLeft);
    makeAutoObservable<
      ShellPresenter,
      'deps' | 'firstCardWatched' | 'withPortal' | 'disturbanceRequested' | 'portalRequested' | 'lastSeenNotification'
    >(
      this,
      {
        deps: false,
        firstCardWatched: false,
        warning: false,
        withPortal: false,
        disturbanceRequested: false,
        portalRequested: false,
        lastSeenNotification: false,
        segment: false,
      },
      { autoBind: true },
    );
  }

  get app(): AppStore {
    return this.deps.app;
  }

  get environment(): Environment {
    return this.deps.environment;
  }

  /** Section 2.1 (`enforcePlain` in the page's query) and section 4: the session check first. */
  async start(): Promise<void> {
    // Without the parameter this reads the flag kept from earlier in the session.
    this.applyPlainLayout(new URLSearchParams(this.deps.navigation.current().search).get('enforcePlain'));
    await this.app.loading.during(this.deps.checkSession.execute(), this.app.session.takeCheck);
  }

  /** `enforcePlain` may also come in the hash route's query; without it nothing changes. */
  applyRouteQuery(search: string): void {
    const query = new URLSearchParams(search);
    if (query.has('enforcePlain')) this.applyPlainLayout(query.get('enforcePlain'));
  }

  /**
   * Issue 14: what the first card does not need (the disturbance message, the portal's parts,
   * section 4's userinfo check, tracking, the session-timeout watch) waits until the first load
   * settled and was painted: a later part arriving moves nothing painted before it.
   */
  loadChrome(withPortal: boolean): void {
    this.withPortal = withPortal;
    if (this.firstCardShown) {
      for (const step of this.chromeSteps()) step();
      return;
    }
    if (this.firstCardWatched) return;
    this.firstCardWatched = true;
    // autorun rather than when, which would add 0.5 KB gzip to the first load (autorun 0.2).
    autorun((watch) => {
      if (this.app.loading.active) return;
      watch.dispose();
      afterNextPaint(this.firstCardPainted);
    });
  }

  /** One task each (issue 14: Total Blocking Time). */
  private firstCardPainted(): void {
    taskByTask([
      this.showFirstCard,
      () => this.deps.startTracking.execute(),
      // Section 4, "Userinfo check", once per app start: a 401 or any other non-OK answer leaves
      // for the login page; the level itself gates nothing (reading 3).
      () => void this.deps.loadAuthLevel.execute(),
      ...this.chromeSteps(),
      this.warning.look,
    ]);
  }

  private showFirstCard(): void {
    this.firstCardShown = true;
  }

  /** The disturbance message and the portal's parts, those not yet asked for (marked as asked). */
  private chromeSteps(): (() => void)[] {
    const disturbance = this.disturbanceRequested ? [] : [() => void this.loadDisturbance()];
    const parts =
      this.withPortal && !this.portalRequested ? PORTAL_PARTS.map((part) => () => void this.loadPart(part)) : [];
    this.disturbanceRequested = true;
    this.portalRequested ||= this.withPortal;
    return [...disturbance, ...parts];
  }

  /** Loads the app again from its overview (section 2.1): the address without its hash route (a new hash alone would not). */
  reloadPage(): void {
    const { pathname, search } = this.deps.navigation.current();
    this.deps.navigation.reload(`${pathname}${search}`);
  }

  /** Sections 3 and 9: a notification shown is reported as seen once, whichever area shows it. */
  notificationShown(notification: ShownNotification): void {
    if (notification.id <= this.lastSeenNotification) return;
    this.lastSeenNotification = notification.id;
    this.deps.reportNotificationSeen.execute({ notification });
  }

  /** Section 2.7's callBackURL: a page load may enter the screen an address change left from (issue 12.8). */
  returnsTo(path: string): boolean {
    return this.deps.returnFromAddressChange.execute({ route: path }) !== undefined;
  }

  requestCancel(): void {
    this.cancelOpen = true;
  }

  closeCancel(): void {
    this.cancelOpen = false;
  }

  setNothingToLose(nothingToLose: boolean): void {
    this.nothingToLose = nothingToLose;
  }

  /** The portal header's language switch (section 5: the handler must be a function). */
  switchLanguage(language: unknown): void {
    // Issue 33, item 5: from an editor, its screen and form come along.
    const { draft, cards } = this.deps.app;
    const id = cards.selectedId;
    const onIt = draft && id && this.deps.navigation.current().hash === `#${draft.route}`;
    const screen = onIt ? { ...draft, paymentInstrumentId: id } : undefined;
    this.deps.switchLanguage.execute({ language: languageOf(language), screen });
  }

  links(language: Language): ShellLinks {
    return shellLinks(this.environment, this.segment, language);
  }

  private applyPlainLayout(enforcePlain: string | null): void {
    this.app.session.setPlainLayout(this.deps.applyPlainLayout.execute({ enforcePlain }));
  }

  private async loadDisturbance(): Promise<void> {
    this.setDisturbance(await this.deps.loadDisturbance.execute());
  }

  private setDisturbance(message: DisturbanceMessage | undefined): void {
    this.disturbance = message;
  }

  private async loadPart(part: PortalPart): Promise<void> {
    const loaded = await this.deps.loadPortalPart.execute({ part });
    this.setPart(part, loaded ? 'ready' : 'unavailable');
  }

  private setPart(part: PortalPart, state: PortalPartState): void {
    this.portal = { ...this.portal, [part]: state };
  }
}
