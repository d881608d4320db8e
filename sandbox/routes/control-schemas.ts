/** JSON schemas of the control API's bodies: anything else is REQUEST_INVALID, before any handler runs. */
export type DisturbanceInput = { id?: string; status: string; header: string; details: string; language?: 'nl' | 'en' };
export type FaultInput = { method: string; path: string; status: number; body?: unknown; times?: number };

export const controlSchemas = {
  login: {
    type: 'object',
    required: ['customer'],
    properties: { customer: { type: 'string', minLength: 1, maxLength: 64 } },
  },
  today: {
    type: 'object',
    required: ['today'],
    properties: { today: { type: 'string', maxLength: 10 } },
  },
  disturbances: {
    type: 'array',
    maxItems: 50,
    items: {
      type: 'object',
      required: ['status', 'header', 'details'],
      additionalProperties: false,
      properties: {
        id: { type: 'string', minLength: 1, maxLength: 64 },
        status: { type: 'string', minLength: 1, maxLength: 20 },
        header: { type: 'string', maxLength: 300 },
        details: { type: 'string', maxLength: 2000 },
        language: { type: 'string', enum: ['nl', 'en'] },
      },
    },
  },
  fault: {
    type: 'object',
    required: ['method', 'path', 'status'],
    properties: {
      method: {
        type: 'string',
        enum: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', '*', 'get', 'post', 'put', 'patch', 'delete'],
      },
      path: { type: 'string', minLength: 1, maxLength: 300, pattern: '^/' },
      status: { type: 'integer', minimum: 200, maximum: 599 },
      body: {},
      times: { type: 'integer', minimum: 1, maximum: 1000 },
    },
  },
  signItemQuery: {
    type: 'object',
    properties: {
      customer: { type: 'string', maxLength: 64 },
      status: { type: 'string', enum: ['PENDING', 'SIGNED', 'LOCKED', 'WITHDRAWN', 'EXPIRED'] },
    },
  },
  analyticsEvent: { type: 'object' },
  analyticsQuery: {
    type: 'object',
    properties: { limit: { type: 'string', pattern: '^[0-9]{1,4}$' } },
  },
} as const;
