/**
 * Runs screens (shared/pages/screen.ts) in the worker: builds their narrow
 * context from the request, loads the layout beside the loader, turns the
 * screen's `Seo` into the head (head.ts) and renders the view in the layout.
 * This is the only place that knows Hono's context and a screen together.
 */
import type { Context } from 'hono';
import type { ComponentType } from 'react';
import type { RouteParams } from '../../shared/routes';
import type { Loaded, ScreenConfig, ScreenContext, ScreenModule } from '../../shared/pages/screen';
import type { LayoutData } from '../../shared/ui/Layout';
import type { AppEnv } from '../env';
import { accountFormToken } from '../community/form-token';
import { communityReader } from '../community/reader';
import { forumContext } from '../community/forum/context';
import { blogReader } from '../community/blogs/reader';
import { pictureReader } from '../community/pictures/reader';
import { expertsReader } from '../community/experts/reader';
import { inboxReader } from '../community/inbox/reader';
import { unreadCount } from '../community/inbox/store';
import { can } from '../community/roles';
import { checkPreviewSignature } from '../security/preview-url';
import { pageFormToken } from '../forms/token';
import { turnstileSiteKey } from '../forms/abuse';
import { issueSubmissionKey } from '../forms/submission-key';
import { headFor } from './head';
import { loadLayout } from './layout-data';
import { renderPage, type PageRender } from './render';
import { requestUrl } from '../request-url';
import { readProgress } from '../progress/read';

/** The default donation address when DONATION_URL is not configured. */
const DONATION_FALLBACK = 'https://example.org/doneren';

const reported = new Set<string>();
/** A problem in the content is logged once per isolate, not once per request. */
function reportOnce(message: string): void {
  if (reported.has(message)) return;
  reported.add(message);
  console.warn(message);
}

export function siteBase(c: Context<AppEnv>): string {
  return (c.env.SITE_URL || requestUrl(c.req.raw).origin).replace(/\/+$/, '');
}

export function screenConfig(c: Context<AppEnv>): ScreenConfig {
  const env = c.env;
  return {
    siteBase: siteBase(c),
    readAloudService: env.READ_ALOUD_SERVICE_URL && env.READ_ALOUD_CUSTOMER_ID ? { url: env.READ_ALOUD_SERVICE_URL, customerId: env.READ_ALOUD_CUSTOMER_ID } : null,
    brochureUrls: { forMyself: env.BROCHURE_URL_SELF, forOthers: env.BROCHURE_URL_OTHER },
    donationUrl: env.DONATION_URL || DONATION_FALLBACK,
    turnstileSiteKey: turnstileSiteKey(env),
  };
}

const formTokens = new WeakMap<Request, Promise<string>>();

/**
 * The anti-forgery token of a form on this request's page (bound to the
 * session when there is one), made once per request: the layout (the log-out
 * form) and the screen's forms both ask for it.
 */
export function formTokenFor(c: Context<AppEnv>): Promise<string> {
  let token = formTokens.get(c.req.raw);
  if (!token) {
    token = accountFormToken(c.env.FORM_SECRET, c.get('sessionToken'), Math.floor(Date.now() / 1000));
    formTokens.set(c.req.raw, token);
  }
  return token;
}

/** The narrow context a screen's loader gets: content calls, parameters, URL, configuration. */
export function screenContext(c: Context<AppEnv>, params: RouteParams = {}): ScreenContext {
  const { forum, moderation } = forumContext(c.env.SITE_DB, c.get('viewer') ?? null);
  return {
    content: c.get('content'),
    params,
    url: new URL(c.req.url),
    config: screenConfig(c),
    debug: c.get('debug'),
    now: new Date(),
    report: reportOnce,
    viewer: c.get('viewer') ?? null,
    community: communityReader(c.env.SITE_DB, c.get('viewer') ?? null),
    forum,
    moderation,
    blogs: blogReader(c.env.SITE_DB, c.get('viewer') ?? null),
    pictures: pictureReader(c.env.SITE_DB, c.get('viewer') ?? null),
    experts: expertsReader(c.env.SITE_DB, c.get('viewer') ?? null, c.env.FORM_SECRET),
    inbox: inboxReader(c.env.SITE_DB, c.get('viewer') ?? null),
    formToken: () => formTokenFor(c),
    reportError: (error) => c.get('report')(error, { url: c.req.url, method: c.req.method, tags: { stage: 'screen' } }),
    submissionKey: (scope) => issueSubmissionKey(c.env.FORM_SECRET, scope, Math.floor(Date.now() / 1000)),
    progress: (purpose) => readProgress(c, purpose),
    verifyPreview: (target, exp, sig) => checkPreviewSignature(c.env.PREVIEW_SECRET, target, exp, sig, Math.floor(Date.now() / 1000)),
  };
}

export async function layoutFor(c: Context<AppEnv>): Promise<LayoutData> {
  const viewer = c.get('viewer') ?? null;
  const [layout, formToken, unread] = await Promise.all([
    loadLayout(c.get('content'), requestUrl(c.req.raw).pathname, c.get('debug')),
    viewer ? formTokenFor(c) : null,
    // The account menu's count of new contact requests and messages (issue 39); a failed count is no reason to fail the page.
    viewer ? unreadCount(c.env.SITE_DB, viewer.id).catch(() => 0) : 0,
  ]);
  return viewer && formToken ? { ...layout, account: { username: viewer.username, formToken, unread, expert: can(viewer, 'answer-expert-questions') } } : layout;
}

/** A loaded screen in the layout, ready to render. */
export function pageRenderOf<D>(c: Context<AppEnv>, result: Loaded<D>, View: ComponentType<{ data: D }>, layout: LayoutData): PageRender {
  const breadcrumbs = result.chrome?.breadcrumbs ?? [];
  return {
    status: result.status,
    headers: result.headers,
    head: headFor(result.seo, siteBase(c), breadcrumbs, layout.helpline),
    layout: { ...layout, breadcrumbs, hideFooter: result.chrome?.hideFooter, hideNewsletter: result.chrome?.hideNewsletter },
    body: <View data={result.data} />,
  };
}

/** Loads a screen and its layout in parallel; null when nothing lives there. */
export async function loadScreen<D>(c: Context<AppEnv>, screen: ScreenModule<D>, params: RouteParams = {}): Promise<PageRender | null> {
  const [result, layout] = await Promise.all([screen.load(screenContext(c, params)), layoutFor(c)]);
  return result ? pageRenderOf(c, result, screen.View, layout) : null;
}

/** Renders an already loaded screen (error pages; answers to posts, which carry the page token for their forms). */
export async function renderLoaded<D>(c: Context<AppEnv>, result: Loaded<D>, View: ComponentType<{ data: D }>, withToken = false): Promise<Response> {
  const page = pageRenderOf(c, result, View, await layoutFor(c));
  return renderPage(page, c.get('nonce') ?? '', withToken ? await pageFormToken(c.env) : undefined);
}
