/**
 * Error reporting to a Sentry-compatible service (the store endpoint of the
 * DSN's project), configured by SENTRY_DSN; silent when it is unset. Sending
 * happens in waitUntil and never fails a request.
 */

export interface ErrorContext {
  url?: string;
  method?: string;
  tags?: Record<string, string>;
}

export type Reporter = (error: unknown, context?: ErrorContext) => void;

interface Dsn {
  endpoint: string;
  key: string;
}

export function parseDsn(dsn: string | undefined): Dsn | null {
  if (!dsn) return null;
  try {
    const url = new URL(dsn);
    const project = url.pathname.replace(/^\/+|\/+$/g, '');
    if (!url.username || !/^\d+$/.test(project.split('/').pop() ?? '')) return null;
    const prefix = project.split('/').slice(0, -1).join('/');
    return {
      endpoint: `${url.protocol}//${url.host}/${prefix ? prefix + '/' : ''}api/${project.split('/').pop()}/store/`,
      key: url.username,
    };
  } catch {
    return null;
  }
}

/** Query parameters that carry a secret or an address: a mail link's code, a form token, an e-mail. */
const SECRET_PARAMS = /^(code|token|csrf|email|e-?mail(adres)?|password|wachtwoord)$/i;
const EMAIL = /[^\s@/?&=]+@[^\s@/?&=]+\.[a-z]{2,}/gi;
/** A position as 'Gebruik mijn locatie' writes it ('52.1550, 5.3875'), plain or URL-encoded: never logged. */
const POSITION = /-?\d{1,3}\.\d{3,}(?:,|%2C)(?:\s|\+|%20)*-?\d{1,3}\.\d{3,}/gi;

/**
 * A URL or message as it may be logged or reported: secret query values
 * (mail-link codes, tokens, addresses), anything that looks like an e-mail
 * address and a visitor's position (coordinates) replaced, so no log line or report carries them.
 */
export function scrub(text: string): string {
  let out = text;
  try {
    const url = new URL(text);
    for (const key of [...url.searchParams.keys()]) if (SECRET_PARAMS.test(key)) url.searchParams.set(key, 'verwijderd');
    out = url.toString();
  } catch {
    out = text.replace(/([?&](?:code|token|csrf|email)=)[^&\s]*/gi, '$1verwijderd');
  }
  return out.replace(EMAIL, '[e-mailadres]').replace(POSITION, '[positie]');
}

function exceptionOf(error: unknown): { type: string; value: string; stack?: string } {
  if (error instanceof Error) return { type: error.name, value: error.message, stack: error.stack };
  return { type: 'Error', value: String(error) };
}

export function buildEvent(error: unknown, context: ErrorContext, environment: string): Record<string, unknown> {
  const ex = exceptionOf(error);
  return {
    event_id: crypto.randomUUID().replace(/-/g, ''),
    timestamp: new Date().toISOString(),
    platform: 'javascript',
    level: 'error',
    logger: 'worker',
    environment,
    exception: { values: [{ type: ex.type, value: scrub(ex.value) }] },
    extra: ex.stack ? { stack: scrub(ex.stack.slice(0, 4000)) } : {},
    ...(context.url ? { request: { url: scrub(context.url), method: context.method ?? 'GET' } } : {}),
    tags: context.tags ?? {},
  };
}

/** Where errors go (SENTRY_DSN; empty: nowhere) and the environment they are tagged with. */
export interface ReporterOptions {
  dsn: string;
  environment: string;
}

/** A reporter for one request; `send` defaults to the global fetch. */
export function createReporter(
  options: ReporterOptions,
  waitUntil: (p: Promise<unknown>) => void,
  send: typeof fetch = fetch,
): Reporter {
  const dsn = parseDsn(options.dsn);
  return function report(error, context = {}) {
    console.error('reported error', scrub(context.url ?? ''), error instanceof Error ? scrub(`${error.name}: ${error.message}`) : scrub(String(error)));
    if (!dsn) return;
    const event = buildEvent(error, context, options.environment);
    const auth = `Sentry sentry_version=7, sentry_key=${dsn.key}, sentry_client=dementie-site/1.0`;
    waitUntil(
      send(dsn.endpoint, { method: 'POST', headers: { 'content-type': 'application/json', 'x-sentry-auth': auth }, body: JSON.stringify(event) })
        .then((r) => r.body?.cancel())
        .catch((e: unknown) => console.error('error report failed', e)),
    );
  };
}
