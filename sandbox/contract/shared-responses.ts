type Response = { readonly description?: string; readonly content?: unknown };
export type SharedResponsesDocument = {
  paths: Record<string, Record<string, { responses?: Record<string, Response | { $ref: string }> }>>;
  components?: { responses?: Record<string, unknown> };
};

/** The codes a refusal answer's schema allows, in order: its readable name. */
function codesOf(response: Response): string[] {
  const text = JSON.stringify(response.content ?? {});
  return [...text.matchAll(/"(?:messageKey|code)":\{"enum":\[([^\]]*)\]/g)].flatMap((match) =>
    JSON.parse(`[${match[1]}]`),
  );
}

/**
 * The refusals every guarded call may answer (401, 413, 500, …) are one answer, written once
 * under `components.responses` and referred to, rather than repeated in every operation: the
 * document stays readable (and a third of the size).
 */
export function hoistSharedResponses<T extends SharedResponsesDocument>(document: T): T {
  const uses = new Map<string, number>();
  const each = (visit: (responses: Record<string, Response | { $ref: string }>, status: string) => void) => {
    for (const methods of Object.values(document.paths))
      for (const operation of Object.values(methods))
        for (const status of Object.keys(operation.responses ?? {})) visit(operation.responses!, status);
  };
  each((responses, status) => {
    const key = `${status} ${JSON.stringify(responses[status])}`;
    uses.set(key, (uses.get(key) ?? 0) + 1);
  });
  const names = new Map<string, string>();
  const shared: Record<string, unknown> = {};
  each((responses, status) => {
    const response = responses[status] as Response;
    const key = `${status} ${JSON.stringify(response)}`;
    if ((uses.get(key) ?? 0) < 2 || !/^[45]/.test(status)) return;
    if (!names.has(key)) {
      const nested = JSON.stringify(response.content ?? {}).includes('"message":{"type":"object"');
      const base = `${status}-${codesOf(response).join('-') || 'refusal'}${nested ? '-nested' : ''}`;
      let name = base;
      for (let n = 2; name in shared; n += 1) name = `${base}-${n}`;
      names.set(key, name);
      shared[name] = response;
    }
    responses[status] = { $ref: `#/components/responses/${names.get(key)}` };
  });
  document.components = { ...document.components, responses: { ...document.components?.responses, ...shared } };
  return document;
}
