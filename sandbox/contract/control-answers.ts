import { closed, date } from './json-schema';

/** The control API's answers that more than one call gives. */
export const todayAnswer = closed({ today: date, fixed: { type: 'boolean' } });
export const fault = closed(
  {
    id: { type: 'integer' },
    method: { type: 'string' },
    path: { type: 'string' },
    status: { type: 'integer' },
    body: {},
    times: { type: 'integer' },
  },
  ['id', 'method', 'path', 'status', 'times'],
);
export const disturbances = closed({
  disturbances: {
    type: 'array',
    items: closed(
      {
        id: { type: 'string' },
        status: { type: 'string' },
        header: { type: 'string' },
        details: { type: 'string' },
        language: { enum: ['nl', 'en'] },
      },
      ['status', 'header', 'details'],
    ),
  },
});
