import type { FastifyInstance, FastifyRequest } from 'fastify';
import { guard } from '../http/api-guard';
import { sessionPaths } from '../http/api-paths';
import type { SandboxContext } from '../sandbox-context';

type DisturbanceQuery = { id?: string; status?: string; language?: string };
type DisturbanceRow = {
  sdm_id: string | null;
  status: string;
  header: string;
  details: string;
  language: string | null;
};

const querySchema = {
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 64 },
    status: { type: 'string', maxLength: 20 },
    language: { type: 'string', maxLength: 35 },
  },
} as const;

/** The primary language subtag: `en-GB` → `en`; `nl` when nothing usable is named. */
function primaryLanguage(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const first = value.split(',')[0]!.split(';')[0]!.trim().split('-')[0]!.toLowerCase();
  return /^[a-z]{2,8}$/.test(first) ? first : undefined;
}

/** The query's language filter first, then Accept-Language (section 7: nl by default, other codes passed through). */
const languageOf = (request: FastifyRequest<{ Querystring: DisturbanceQuery }>): string =>
  primaryLanguage(request.query.language) ?? primaryLanguage(request.headers['accept-language']) ?? 'nl';

/**
 * Section 7: `GET /disturbancemessages?id={id or ALL}&status=ACTIVE&language=…`. A message is
 * about one service id or all (none stored), in one language or all; `id=ALL` asks for every
 * service. Public, as the portal's banner is shown before anything else.
 */
export function disturbanceRoutes(app: FastifyInstance, context: SandboxContext): void {
  app.get<{ Querystring: DisturbanceQuery }>(
    sessionPaths(context.environment).disturbances,
    { onRequest: guard(context, 'none'), schema: { querystring: querySchema } },
    async (request) => {
      const id = request.query.id === undefined || request.query.id === 'ALL' ? null : request.query.id;
      const rows = await context.database.query<DisturbanceRow>(
        `SELECT sdm_id, status, header, details, language FROM disturbances
        WHERE ($1::text IS NULL OR sdm_id IS NULL OR sdm_id = $1)
          AND ($2::text IS NULL OR status = $2)
          AND (language IS NULL OR language = $3)
        ORDER BY position`,
        [id, request.query.status ?? null, languageOf(request)],
      );
      return {
        disturbanceMessageList: rows.map((row) => ({
          disturbanceMessage: {
            ...(row.sdm_id ? { id: row.sdm_id } : {}),
            status: row.status,
            header: row.header,
            details: row.details,
          },
        })),
      };
    },
  );
}
