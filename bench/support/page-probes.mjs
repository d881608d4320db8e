// What the page-load benchmark measures inside the page. `installProbes` runs as an init script
// (before any of the page's own scripts, in every document of the context); it only observes.
// Times are milliseconds since the navigation started (performance.now()).
//
// "Visible" means the frame that shows a change has been produced: the change is in the DOM,
// then a requestAnimationFrame callback runs (the frame's rendering starts), then a task queued
// from it runs (the frame has been painted). The same rule times loads and interactions.

/** The page states the benchmark waits for, by name; `arg` is what `arm` passes. */
function conditions() {
  const text = (selector) => document.querySelector(selector)?.textContent?.trim() ?? '';
  return {
    // The overview shows its first card: the picker lists a chosen card and the status panel
    // (status heading and card image) is rendered for it.
    'first-card': () => {
      const picker = document.querySelector('#card-picker');
      return Boolean(
        picker?.value && text('.status-panel__heading') && document.querySelector('.status-panel .card-image'),
      );
    },
    // Issue 34: the first card can be used — its picker answers: shown (not the unseen frame),
    // neither inert nor disabled, beside the card's status. The app's own card, or a paint that
    // answers (the first module's paint once it draws another card and keeps the choice).
    'first-card-usable': () => {
      const picker =
        document.querySelector('#first-paint #card-picker') ?? document.querySelector('#root #card-picker');
      return Boolean(
        picker?.value &&
        !picker.disabled &&
        !picker.closest('[inert], [data-preparing]') &&
        picker.closest('.overview')?.querySelector('.status-panel__heading'),
      );
    },
    // The baseline's content: the portal's sign-in page with its customers to sign in as.
    'login-content': () => Boolean(text('main h1') && document.querySelector('main li.customer button')),
    // Another card is shown in full: picked, loaded (no spinner), its settings tiles rendered.
    'card-switched': (cardId) =>
      document.querySelector('#card-picker')?.value === cardId &&
      !document.querySelector('.spinner') &&
      Boolean(document.querySelector('.status-panel') && document.querySelector('.settings-tile')),
    // An editor is open: its toolbar heading and its form (not the lazy route's spinner).
    'editor-open': () =>
      Boolean(
        document.querySelector('.toolbar [data-page-heading]') &&
        document.querySelector('form.editor') &&
        !document.querySelector('.spinner'),
      ),
    // The baseline interaction changes nothing but the focus.
    'focus-moved': (fromId) =>
      Boolean(
        document.activeElement && document.activeElement !== document.body && document.activeElement.id !== fromId,
      ),
  };
}

function installProbes(conditionsByName, inputTypes) {
  const bench = {
    loads: {},
    interactions: {},
    paints: {},
    lcp: undefined,
    cls: 0,
    shifts: [],
    events: [],
    longTasks: [],
  };
  Object.defineProperty(window, '__bench', { value: bench });

  const describe = (node) => {
    if (!node) return null;
    if (node.nodeType !== 1) return describe(node.parentElement);
    const classes =
      typeof node.className === 'string' && node.className.trim()
        ? `.${node.className.trim().split(/\s+/).join('.')}`
        : '';
    return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes}`;
  };
  const observe = (type, handle, options = {}) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(handle)).observe({
        type,
        buffered: true,
        ...options,
      });
    } catch {
      // An entry type this browser lacks stays unmeasured (null in the results).
    }
  };
  observe('paint', (entry) => (bench.paints[entry.name] = entry.startTime));
  observe('largest-contentful-paint', (entry) => {
    bench.lcp = {
      time: entry.renderTime || entry.loadTime || entry.startTime,
      size: entry.size,
      element: describe(entry.element),
    };
  });
  observe('layout-shift', (entry) => {
    if (entry.hadRecentInput) return;
    bench.cls += entry.value;
    const rect = (box) => `${Math.round(box.y)}+${Math.round(box.height)}`;
    bench.shifts.push({
      time: entry.startTime,
      value: entry.value,
      sources: entry.sources.map(
        (source) => `${describe(source.node)} y ${rect(source.previousRect)} → ${rect(source.currentRect)}`,
      ),
    });
  });
  observe(
    'event',
    (entry) =>
      bench.events.push({
        name: entry.name,
        start: entry.startTime,
        duration: entry.duration,
        interactionId: entry.interactionId,
      }),
    { durationThreshold: 16 },
  );
  observe('longtask', (entry) => bench.longTasks.push({ start: entry.startTime, duration: entry.duration }));

  const afterNextPaint = (callback) => requestAnimationFrame(() => setTimeout(callback, 0));

  /** Calls `reached(domTime)` once `condition()` holds, checking now, on every DOM change and focus move. */
  const watch = (condition, reached) => {
    if (condition()) return reached(performance.now());
    const check = () => {
      if (!condition()) return;
      observer.disconnect();
      document.removeEventListener('focusin', check, true);
      reached(performance.now());
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    document.addEventListener('focusin', check, true);
  };

  // The element that shows a load's content is marked for Element Timing before its first paint
  // (observers run before rendering), so its paint time comes from the browser itself.
  observe('element', (entry) => {
    if (bench.loads[entry.identifier]) bench.loads[entry.identifier].painted = entry.renderTime || entry.startTime;
  });
  // Issue 34: usable beside seen, timed by the frame after it (no element of its own to time).
  watch(conditionsByName['first-card-usable'], (dom) => {
    bench.loads['first-card-usable'] = { dom };
    afterNextPaint(() => (bench.loads['first-card-usable'].visible = performance.now()));
  });
  for (const [name, selector] of [
    ['first-card', '.status-panel__heading'],
    ['login-content', 'main h1'],
  ]) {
    watch(conditionsByName[name], (dom) => {
      bench.loads[name] = { dom };
      document.querySelector(selector)?.setAttribute('elementtiming', name);
      afterNextPaint(() => (bench.loads[name].visible = performance.now()));
    });
  }

  /**
   * Readies the measurement of the next input: from the input event's own time stamp to the
   * next painted frame (what the customer sees first: INP's "presentation delay" included) and
   * to the frame showing the named state.
   */
  bench.arm = (name, conditionName, arg) => {
    const record = {};
    bench.interactions[name] = record;
    const onInput = (event) => {
      for (const type of inputTypes) window.removeEventListener(type, onInput, true);
      record.start = event.timeStamp;
      record.input = event.type;
      afterNextPaint(() => (record.nextPaint = performance.now() - record.start));
      watch(
        () => conditionsByName[conditionName](arg),
        (dom) => {
          record.dom = dom - record.start;
          afterNextPaint(() => (record.done = performance.now() - record.start));
        },
      );
    };
    for (const type of inputTypes) window.addEventListener(type, onInput, true);
  };
}

/** The inputs an interaction may start with. */
const INPUTS = ['keydown', 'pointerdown', 'mousedown'];

/**
 * The init script's source (functions as text: the page's CSP allows no eval, and an init
 * script from the DevTools protocol is not subject to it).
 */
export const PROBES_SCRIPT = `(${installProbes.toString()})((${conditions.toString()})(), ${JSON.stringify(INPUTS)});`;
