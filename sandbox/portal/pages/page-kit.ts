import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '../../../domain/index';
import { pageCaller, toLogin, type PageCaller } from '../../http/page-session';
import type { SandboxContext } from '../../sandbox-context';
import type { Segment } from '../../store/sessions';
import { html } from '../html';
import { renderPage, type PageOptions } from './page-layout';

/** A form body as the form parser gives it: one string per field, anything else counts as missing. */
export function field(body: unknown, name: string): string | undefined {
  const value = (body as Record<string, unknown> | null | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}

export function sendPage(reply: FastifyReply, context: SandboxContext, options: PageOptions, status = 200) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .send(renderPage(context.environment, options));
}

const PROBLEM = {
  nl: { title: 'Dat lukte niet', back: 'Terug' },
  en: { title: 'That did not work', back: 'Back' },
} as const;

/** A refused form or request, as a page: what happened and the way back. */
export function sendProblem(
  reply: FastifyReply,
  context: SandboxContext,
  page: {
    readonly language: Language;
    readonly segment: Segment;
    readonly signedIn: boolean;
    readonly message: string;
    readonly back: string;
  },
  status: number,
) {
  const texts = PROBLEM[page.language];
  return sendPage(
    reply,
    context,
    {
      language: page.language,
      segment: page.segment,
      signedIn: page.signedIn,
      title: texts.title,
      body: html`<h1>${texts.title}</h1>
<p class="lead">${page.message}</p>
<p><a href="${page.back}">${texts.back}</a></p>`,
    },
    status,
  );
}

export const otherLanguage = (language: Language): Language => (language === 'nl' ? 'en' : 'nl');

/**
 * The signed-in customer a page needs; anyone else is sent to sign in (to the business area for
 * a business page) and `undefined` comes back with the answer already on its way.
 */
export async function requireCaller(
  context: SandboxContext,
  request: FastifyRequest,
  reply: FastifyReply,
  language: Language,
  area: Segment | 'any',
): Promise<PageCaller | undefined> {
  const caller = await pageCaller(context, request);
  if (caller && (area === 'any' || caller.segment === area)) return caller;
  await toLogin(context, request, reply, language, area === 'any' ? (caller?.segment ?? 'private') : area);
  return undefined;
}
