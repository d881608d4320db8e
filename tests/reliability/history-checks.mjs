// The crash test's checks of the card history (issue 16), run on the store after the last kill.

/**
 * The card history against the log and the cards: every acknowledged change has its event, and
 * every event its change. Region and block events must chain (each one starts where the one
 * before ended, the last ends where the card is): an event whose change was lost, or a change
 * whose event was, breaks the chain.
 */
export async function historyChecks(db, log, temporaryIds) {
  const acknowledged = (kind) => log.filter((entry) => entry.kind === kind && !entry.uncertain);
  const events =
    await db.query(`SELECT e.event_id, e.payment_instrument_id AS card, e.change_type AS type, e.details, e.sign_item_id, i.tps_id AS item
      FROM card_events e LEFT JOIN sign_items i ON i.tps_id = e.sign_item_id ORDER BY e.event_id`);
  const ofType = (type) => events.filter((event) => event.type === type);
  const limitEvents = new Set(ofType('LIMIT_CHANGED').map((event) => event.sign_item_id));
  const regionIds = (type) => new Set(ofType(type).map((event) => event.details.temporaryGeoProfileId));
  const [added, deleted] = [regionIds('TEMPORARY_REGION_ADDED'), regionIds('TEMPORARY_REGION_DELETED')];
  const cards = await db.query(
    `SELECT payment_instrument_id AS card, default_geo_profile AS region, 'CUSTOMER' = ANY(suspended_by) AS blocked FROM cards WHERE payment_instrument_id LIKE 'load-%'`,
  );
  const countsWrong = [];
  const chainsBroken = [];
  for (const { card, region, blocked } of cards) {
    for (const [kind, type] of [
      ['region', 'DEFAULT_REGION_CHANGED'],
      ['blocked', 'BLOCKED'],
      ['unblocked', 'UNBLOCKED'],
    ]) {
      const logged = log.filter((entry) => entry.card === card && entry.kind === kind);
      const recorded = events.filter((event) => event.card === card && event.type === type).length;
      const sure = logged.filter((entry) => !entry.uncertain).length;
      if (recorded < sure || recorded > logged.length)
        countsWrong.push(
          `${card} ${type}: ${recorded} events, ${sure} acknowledged, ${logged.length - sure} in flight`,
        );
    }
    const regions = events.filter((event) => event.card === card && event.type === 'DEFAULT_REGION_CHANGED');
    let current = 'EUR';
    for (const event of regions) {
      if (event.details.before !== current)
        chainsBroken.push(
          `${card} region event ${event.event_id}: from ${event.details.before}, the card was ${current}`,
        );
      current = event.details.after;
    }
    if (current !== region) chainsBroken.push(`${card}: region events end at ${current}, the card is ${region}`);
    const blocks = events
      .filter((event) => event.card === card && (event.type === 'BLOCKED' || event.type === 'UNBLOCKED'))
      .map((event) => event.type);
    const alternating = blocks.every((type, index) => type === (index % 2 === 0 ? 'BLOCKED' : 'UNBLOCKED'));
    if (!alternating || (blocks.at(-1) === 'BLOCKED') !== blocked)
      chainsBroken.push(`${card}: ${blocks.join(' ')} but ${blocked ? 'blocked' : 'not blocked'}`);
  }
  const itemsWithoutEvent = await db.query(
    `SELECT i.tps_id FROM sign_items i LEFT JOIN card_events e ON e.sign_item_id = i.tps_id WHERE e.event_id IS NULL`,
  );
  return [
    [
      'every acknowledged change has its event: limit requests, temporary regions added and deleted',
      [
        ...acknowledged('limit')
          .filter((entry) => !limitEvents.has(entry.tpsId))
          .map((entry) => `limit ${entry.tpsId}`),
        ...acknowledged('temporary')
          .filter((entry) => !added.has(entry.id))
          .map((entry) => `added ${entry.id}`),
        ...acknowledged('deleted')
          .filter((entry) => !deleted.has(entry.id))
          .map((entry) => `deleted ${entry.id}`),
      ],
    ],
    ['as many region, block and unblock events as acknowledged, or as were in flight', countsWrong],
    [
      'every event has its change: a sign item for each limit event and an event for each sign item, temporary regions as their events say',
      [
        ...ofType('LIMIT_CHANGED')
          .filter((event) => event.item === null)
          .map((event) => `event ${event.event_id} without its sign item`),
        ...itemsWithoutEvent.map((row) => `sign item ${row.tps_id} without its event`),
        ...[...added]
          .filter((id) => !temporaryIds.has(id) && !deleted.has(id))
          .map((id) => `${id} added but neither there nor deleted`),
        ...[...deleted]
          .filter((id) => temporaryIds.has(id) || !added.has(id))
          .map((id) => `${id} deleted but there, or never added`),
      ],
    ],
    ['region and block events chain from the seed to the card as it is', chainsBroken],
  ];
}
