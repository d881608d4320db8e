import type { FastifyInstance } from 'fastify';
import { LANGUAGES, type Language, type UnsafeCharacter } from '../../../domain/index';
import { FORM_TOKEN_FIELD, formToken, isValidFormPost } from '../../http/form-token';
import type { PageCaller } from '../../http/page-session';
import type { SandboxContext } from '../../sandbox-context';
import {
  changeAddress,
  customerByBcNumber,
  customerById,
  mayManageHolder,
  type Address,
  type CustomerRow,
} from '../../store/customers';
import { html } from '../html';
import { portalPaths, routeOf, ownSegments } from '../portal-paths';
import { safeReturnPath } from '../return-path';
import {
  addressError,
  addressHint,
  addressLabel,
  ADDRESS_FIELDS,
  checkAddress,
  type AddressField,
} from './address-form';
import { PERSONAL_DATA_TEXTS } from './personal-data-texts';
import { field, otherLanguage, requireCaller, sendPage, sendProblem } from './page-kit';

type FormState = {
  readonly values: Record<AddressField, string>;
  readonly invalid: readonly AddressField[];
  readonly unsafe?: Partial<Record<AddressField, UnsafeCharacter>>;
  readonly callBackURL?: string | undefined;
};

const valuesOf = (customer: CustomerRow): Record<AddressField, string> => ({
  streetName: customer.street_name,
  houseNumber: customer.house_number,
  postCode: customer.post_code,
  cityName: customer.city_name,
});

/** HTML's autofill tokens; a Dutch house number has none of its own. */
const AUTOCOMPLETE: Record<AddressField, string | undefined> = {
  streetName: 'address-line1',
  houseNumber: undefined,
  postCode: 'postal-code',
  cityName: 'address-level2',
};

/**
 * The personal-data page the replace screen sends the customer to (section 2.7, edit=address).
 * Its script reads the app's `addressChangeProcess` record (whose address, where to return);
 * saving returns to `callBackURL` when it is a same-origin path, and only to such a path.
 */
export function personalDataPages(app: FastifyInstance, context: SandboxContext): void {
  const { environment, database } = context;
  const paths = portalPaths(environment);

  /** Whose data the page shows: the customer's own, or a holder they manage (by bcNumber). */
  async function subjectOf(caller: PageCaller, bcNumber: string | undefined): Promise<CustomerRow | undefined> {
    if (bcNumber === undefined || bcNumber === '') return customerById(database, caller.customerId);
    const holder = await customerByBcNumber(database, bcNumber);
    return holder && (await mayManageHolder(database, caller.customerId, holder.customer_id)) ? holder : undefined;
  }

  for (const segment of ownSegments(paths.personalData))
    for (const language of LANGUAGES) {
      const path = routeOf(paths.personalData[segment][language]);
      const texts = PERSONAL_DATA_TEXTS[language];

      const render = (
        caller: PageCaller,
        subject: CustomerRow,
        token: string,
        options: { readonly edit: boolean; readonly saved?: boolean; readonly form?: FormState },
      ) => {
        const form = options.form ?? { values: valuesOf(subject), invalid: [] };
        const alternate = `${routeOf(paths.personalData[segment][otherLanguage(language)])}${options.edit ? '?edit=address' : ''}`;
        const body = options.edit
          ? html`<h1>${texts.changeTitle.replace('{name}', subject.name)}</h1>
${form.invalid.length > 0 ? errorSummary(language, form) : ''}
<form method="post" action="${path}" novalidate data-address-change data-bc-number="${subject.bc_number}">
<input type="hidden" name="${FORM_TOKEN_FIELD}" value="${token}">
<input type="hidden" name="bcNumber" value="${subject.bc_number}">
<input type="hidden" name="callBackURL" value="${form.callBackURL ?? ''}">
${ADDRESS_FIELDS.map((name) => addressField(language, name, form))}
<div class="buttons"><button type="submit">${texts.save}</button>
<a class="button secondary" href="${form.callBackURL ?? path}" data-callback-link>${texts.cancel}</a></div>
</form>`
          : html`<h1>${texts.title}</h1>
${options.saved ? html`<p class="success" role="status">${texts.saved}</p>` : ''}
<dl class="details">
<dt>${texts.name}</dt><dd>${subject.name}</dd>
<dt>${texts.address}</dt><dd>${subject.street_name} ${subject.house_number}<br>${subject.post_code} ${subject.city_name}</dd>
</dl>
<p><a href="${path}?edit=address">${texts.change}</a></p>`;
        return {
          language,
          segment: caller.segment,
          signedIn: true,
          title: texts.title,
          alternateHref: alternate,
          body,
        };
      };

      app.get<{ Querystring: Record<string, unknown> }>(path, async (request, reply) => {
        const caller = await requireCaller(context, request, reply, language, 'any');
        if (!caller) return reply;
        const subject = await subjectOf(caller, typeof request.query.bc === 'string' ? request.query.bc : undefined);
        if (!subject)
          return sendProblem(
            reply,
            context,
            { language, segment: caller.segment, signedIn: true, message: texts.notYours, back: path },
            403,
          );
        const token = formToken(environment, request, reply);
        return sendPage(
          reply,
          context,
          render(caller, subject, token, {
            edit: request.query.edit === 'address',
            saved: request.query.saved === '1',
          }),
        );
      });

      app.post<{ Body: Record<string, unknown> }>(path, async (request, reply) => {
        const caller = await requireCaller(context, request, reply, language, 'any');
        if (!caller) return reply;
        const body = request.body ?? {};
        if (!isValidFormPost(environment, request, body)) {
          return sendProblem(
            reply,
            context,
            {
              language,
              segment: caller.segment,
              signedIn: true,
              message: texts.formExpired,
              back: `${path}?edit=address`,
            },
            403,
          );
        }
        const subject = await subjectOf(caller, field(body, 'bcNumber'));
        if (!subject)
          return sendProblem(
            reply,
            context,
            { language, segment: caller.segment, signedIn: true, message: texts.notYours, back: path },
            403,
          );
        const callBackURL = safeReturnPath(field(body, 'callBackURL'));
        const checked = checkAddress(body);
        if (!checked.ok) {
          const token = formToken(environment, request, reply);
          return sendPage(
            reply,
            context,
            render(caller, subject, token, { edit: true, form: { ...checked, callBackURL } }),
            400,
          );
        }
        await changeAddress(database, subject.customer_id, checked.address satisfies Address);
        return reply.redirect(callBackURL ?? `${path}?saved=1`, 303);
      });
    }
}

/** GOV.UK's error summary: focus goes to it (the page script), each entry links to its field. */
function errorSummary(language: Language, { invalid, unsafe }: FormState) {
  return html`<div class="error-summary" tabindex="-1" aria-labelledby="error-summary-title" data-error-summary>
<div role="alert">
<h2 id="error-summary-title">${PERSONAL_DATA_TEXTS[language].errorSummary}</h2>
<ul>${invalid.map((name) => html`<li><a href="#${name}">${addressError(language, name, unsafe?.[name])}</a></li>`)}</ul>
</div>
</div>`;
}

function addressField(language: Language, name: AddressField, form: FormState) {
  const value = form.values[name];
  const invalid = form.invalid.includes(name);
  const hint = addressHint(language, name);
  const describedBy = [invalid ? `${name}-error` : '', hint ? `${name}-hint` : ''].filter(Boolean).join(' ');
  return html`<div class="${invalid ? 'field invalid' : 'field'}">
<label for="${name}">${addressLabel(language, name)}</label>
${hint ? html`<p class="hint" id="${name}-hint">${hint}</p>` : ''}
${invalid ? html`<p class="field-error" id="${name}-error">${addressError(language, name, form.unsafe?.[name])}</p>` : ''}
<input type="text" id="${name}" name="${name}" value="${value}"${AUTOCOMPLETE[name] ? html` autocomplete="${AUTOCOMPLETE[name]}"` : ''}${describedBy ? html` aria-describedby="${describedBy}"` : ''}${invalid ? html` aria-invalid="true"` : ''}>
</div>`;
}
