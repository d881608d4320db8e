// The page-load bench's samples summed up per profile and visit: the loads (seen, usable, their
// ratios to the sign-in page), the interactions on the overview and the overview's critical path.
import { median, round } from './stats.mjs';

export const VISITS = ['cold', 'warm'];

/** The samples of one profile, page and visit. */
export const samplesOf =
  (samples) =>
  (profile, page, visit = 'cold') =>
    samples.filter((sample) => sample.profile === profile && sample.page === page && sample.visit === visit);

/** Each round's overview ÷ sign-in page, by when each is visible: on these hosts one round's ratio varies by ±0.15 around the median. */
const pairedRatiosOf =
  (of) =>
  (profile, visit, measure = 'visible') =>
    of(profile, 'overview', visit).flatMap((subject) => {
      const baseline = of(profile, 'login page', visit).find((sample) => sample.round === subject.round);
      return subject[measure] && baseline ? [subject[measure] / baseline.visible] : [];
    });

export function loadRowsOf({ samples, profiles, subjects }) {
  const of = samplesOf(samples);
  const pairedRatios = pairedRatiosOf(of);
  return profiles.flatMap((profile) =>
    VISITS.flatMap((visit) =>
      subjects.map((subject) => {
        const group = of(profile.name, subject.name, visit);
        const overview = subject.name === 'overview';
        const roundRatios = overview ? pairedRatios(profile.name, visit) : [];
        const usableRatios = overview ? pairedRatios(profile.name, visit, 'usable') : [];
        return {
          profile: profile.name,
          visit,
          page: subject.name,
          visibleMs: round(median(group.map((sample) => sample.visible))),
          fcpMs: round(median(group.map((sample) => sample.fcp))),
          lcpMs: round(median(group.map((sample) => sample.lcp?.time))),
          clsAtLoad: round(median(group.map((sample) => sample.clsAtLoad)), 4),
          cls: round(median(group.map((sample) => sample.cls)), 4),
          clsMax: round(Math.max(...group.map((sample) => sample.cls)), 4),
          lcpElement: group.find((sample) => sample.lcp)?.lcp?.element ?? null,
          ratio: overview ? round(median(roundRatios), 2) : 1,
          roundRatios: roundRatios.map((ratio) => round(ratio, 2)),
          usableMs: overview ? round(median(group.map((sample) => sample.usable))) : null,
          usableRatio: overview ? round(median(usableRatios), 2) : null,
          usableRoundRatios: usableRatios.map((ratio) => round(ratio, 2)),
          loads: group.length,
        };
      }),
    ),
  );
}

export const INTERACTIONS = [
  { key: 'tab', title: 'Tab (baseline: focus moves)' },
  { key: 'cardSwitch', title: 'card switch (arrow key in the picker)' },
  { key: 'openEditor', title: 'open the payment-limit editor (click)' },
];
export function interactionRowsOf({ samples, profiles }) {
  const of = samplesOf(samples);
  return profiles.flatMap((profile) =>
    INTERACTIONS.map(({ key, title }) => {
      const group = of(profile.name, 'overview').map((sample) => sample.interactions[key]);
      const tabs = of(profile.name, 'overview').map((sample) => sample.interactions.tab);
      // Input to next paint as INP defines it (Event Timing, reported from 16 ms on), else the rAF frame.
      const inputDelay = (interaction) => interaction.eventTiming ?? interaction.nextPaint;
      const ratios = group.map((interaction, index) => inputDelay(interaction) / inputDelay(tabs[index]));
      return {
        profile: profile.name,
        interaction: title,
        key,
        nextPaintMs: round(median(group.map((interaction) => interaction.nextPaint))),
        doneMs: round(median(group.map((interaction) => interaction.done))),
        eventTimingMs: round(median(group.map((interaction) => interaction.eventTiming ?? 0))),
        longTaskMs: round(median(group.map((interaction) => interaction.longTaskMs))),
        longestTaskMs: round(Math.max(...group.map((interaction) => interaction.longestTaskMs ?? 0))),
        ratio: round(median(ratios), 2),
      };
    }),
  );
}

/**
 * The overview's critical path, from its requests, as times since the navigation: the page, the
 * first module (issue 14) and the last of the app's scripts, then section 7's three calls
 * (session check, card list, the chosen card's details), each asked and answered, and the first
 * card painted. Before issue 14 the calls ran one after another behind the scripts; now the
 * session check and the list go out together from the first module, and the card paints from the
 * list (its details may come after). On a returning visit the app's service worker has asked for
 * them as the navigation began: the page's asks are answered from that.
 */
export const STEPS = [
  ['page', 'HTML received'],
  ['first', 'first module received'],
  ['scripts', 'last app script received'],
  ['sessionAsked', 'session check asked'],
  ['sessionAnswered', 'session check answered'],
  ['listAhead', 'card list asked by the worker'],
  ['listAheadAnswered', 'card list answered to the worker (throttled: modeled)'],
  ['listAsked', 'card list asked'],
  ['listAnswered', 'card list answered'],
  ['detailsAsked', 'details asked'],
  ['detailsAnswered', 'details answered'],
  ['visible', 'first card painted'],
];
function criticalPath(sample, firstModule) {
  const ofPage = sample.requests.filter((request) => !request.byWorker);
  const find = (pattern) => ofPage.find((request) => pattern.test(request.url));
  // A returning visit's service worker asks for the list as the navigation begins; the page's ask is answered from it.
  const ahead = sample.workerCalls.find((call) => /payment-instruments\/v2\/\?/.test(call.url));
  const end = (request) => (request ? request.startMs + request.durationMs : null);
  const [page, first, session, list, details] = [
    find(/^\/nl\/betaalpassen\/$/),
    sample.requests.find((request) => firstModule !== undefined && request.url.endsWith(firstModule)),
    find(/^\/session$/),
    find(/payment-instruments\/v2\/\?/),
    find(/payment-instruments\/v2\/[\w-]+\?/),
  ];
  const appScripts = ofPage.filter(
    (request) => request.url.endsWith('.js') && request.url.includes('/assets/') && request.startMs < sample.visible,
  );
  return {
    page: end(page),
    first: end(first),
    scripts: Math.max(...appScripts.map(end)),
    sessionAsked: session.startMs,
    sessionAnswered: end(session),
    listAhead: ahead?.askedMs ?? null,
    listAheadAnswered: ahead?.answeredMs ?? null,
    listAsked: list.startMs,
    listAnswered: end(list),
    detailsAsked: details?.startMs ?? null,
    detailsAnswered: end(details),
    visible: sample.visible,
  };
}
export function pathRowsOf({ samples, profiles, firstModule }) {
  const of = samplesOf(samples);
  return profiles.flatMap((profile) =>
    VISITS.map((visit) => {
      const paths = of(profile.name, 'overview', visit).map((sample) => criticalPath(sample, firstModule));
      return {
        profile: profile.name,
        visit,
        column: `${profile.name} ${visit}`,
        ...Object.fromEntries(
          STEPS.map(([key]) => [key, round(median(paths.map((path) => path[key]).filter((value) => value !== null)))]),
        ),
      };
    }),
  );
}
