import { fail, isSafeReturnPath, ok, serviceError, type Result, type ServiceError } from '../../domain/index';

export type ScriptKind = 'classic' | 'module';

/** Loads the portal's external scripts (section 2.2 and 2.8). */
export interface ScriptLoader {
  load(path: string, kind?: ScriptKind): Promise<Result<void, ServiceError>>;
}

/**
 * One `<script>` per path, shared by every caller; a script that neither loads nor fails in
 * time is given up (REQUEST_TIMEOUT) so a slow portal never hangs the app. Only same-origin
 * paths are accepted. A failed load may be tried again.
 */
export class PortalScriptLoader implements ScriptLoader {
  private readonly loads = new Map<string, Promise<Result<void, ServiceError>>>();

  constructor(
    private readonly document: Document,
    private readonly timeoutMs: number,
  ) {}

  load(path: string, kind: ScriptKind = 'classic'): Promise<Result<void, ServiceError>> {
    if (!isSafeReturnPath(path)) return Promise.resolve(fail(serviceError('REQUEST_INVALID')));
    const known = this.loads.get(path);
    if (known) return known;
    const loading = this.insert(path, kind).then((result) => {
      if (!result.ok) this.loads.delete(path);
      return result;
    });
    this.loads.set(path, loading);
    return loading;
  }

  private insert(path: string, kind: ScriptKind): Promise<Result<void, ServiceError>> {
    return new Promise((resolve) => {
      const script = this.document.createElement('script');
      if (kind === 'module') script.type = 'module';
      script.async = true;
      const finish = (result: Result<void, ServiceError>) => {
        clearTimeout(timer);
        script.onload = null;
        script.onerror = null;
        if (!result.ok) script.remove();
        resolve(result);
      };
      const timer = setTimeout(() => finish(fail(serviceError('REQUEST_TIMEOUT'))), this.timeoutMs);
      script.onload = () => finish(ok(undefined));
      script.onerror = () => finish(fail(serviceError('NETWORK_UNAVAILABLE')));
      script.src = path;
      this.document.head.append(script);
    });
  }
}
