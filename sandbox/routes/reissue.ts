import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerOf } from '../http/api-guard';
import { apiPaths } from '../http/api-paths';
import { refuse } from '../http/refusal';
import type { SandboxContext } from '../sandbox-context';
import { customerByBcNumber, mayManageHolder } from '../store/customers';

type ProductRow = { product_id: string; name_nl: string; name_en: string; reissue_fee: number };

const NESTED = { errorStyle: 'nested' } as const;

/** Section 7: Accept-Language nl or en, nl by default. */
const languageOf = (request: FastifyRequest): 'nl' | 'en' =>
  String(request.headers['accept-language'] ?? '')
    .trim()
    .toLowerCase()
    .startsWith('en')
    ? 'en'
    : 'nl';

/** What the replace screen needs besides the card: the fee (product details) and the delivery address. */
export function reissueRoutes(api: FastifyInstance, context: SandboxContext): void {
  const paths = apiPaths(context.environment);
  const { database, environment } = context;
  // Section 7: these two services only answer this system, named by its fixed Consumer-Id.
  const isKnownConsumer = (request: FastifyRequest) => request.headers['consumer-id'] === environment.consumerId;

  api.get<{ Params: { productId: string } }>(paths.productDetails, { config: NESTED }, async (request, reply) => {
    if (!isKnownConsumer(request)) return refuse(request, reply, 'USER_ACTION_FORBIDDEN');
    const rows = await database.query<ProductRow>(
      'SELECT product_id, name_nl, name_en, reissue_fee::float8 AS reissue_fee FROM products WHERE product_id = $1',
      [request.params.productId],
    );
    const product = rows[0];
    if (!product) return refuse(request, reply, 'INSTRUMENT_NOT_FOUND');
    const language = languageOf(request);
    return {
      productId: product.product_id,
      languageCode: language,
      productName: language === 'en' ? product.name_en : product.name_nl,
      tariffConditions: [
        {
          amount: product.reissue_fee,
          currency: 'EUR',
          description: language === 'en' ? 'Replacement debit card' : 'Vervangende betaalpas',
        },
      ],
    };
  });

  api.get(paths.customerAddress, { config: NESTED }, async (request, reply) => {
    if (!isKnownConsumer(request)) return refuse(request, reply, 'USER_ACTION_FORBIDDEN');
    const { customerId } = callerOf(request);
    const bcNumber = request.headers.bcnumber;
    if (typeof bcNumber !== 'string' || bcNumber === '')
      return refuse(request, reply, 'CUSTOMER_NOT_FOUND', { status: 400 });
    const holder = await customerByBcNumber(database, bcNumber);
    if (!holder) return refuse(request, reply, 'CUSTOMER_NOT_FOUND');
    if (!(await mayManageHolder(database, customerId, holder.customer_id)))
      return refuse(request, reply, 'SUBJECT_NOT_ALLOWED');
    return {
      streetName: holder.street_name,
      houseNumber: holder.house_number,
      postCode: holder.post_code,
      cityName: holder.city_name,
    };
  });
}
