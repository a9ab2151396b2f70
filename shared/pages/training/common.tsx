/** What every training screen shares: addresses with startingPageUrl, breadcrumbs, the tracking entry. */
import { pageEntry, type PageEntry } from '../../analytics';
import type { Training } from '../../contract/training';
import type { Breadcrumb } from '../../contract/navigation';
import { href, param, type RouteParams } from '../../routes';
import { nl } from '../../texts/nl';

export const t = nl.training;
export const HEADING_ID = 'training-titel';
export const START_PARAM = 'startingPageUrl';
export const purposeOf = (slug: string): string => `training:${slug}`;

/**
 * The page a visitor came from (spec section 2: links under /trainingen/ carry
 * startingPageUrl, the current path when absent): a path of this site only,
 * never another host. Used for 'Terug naar de pagina waar je begon' unless it
 * is a training page itself.
 */
export function startingPage(url: URL, params: RouteParams): string {
  const given = param(params, START_PARAM);
  if (given && /^\/(?![/\\])[^\s\\]*$/.test(given) && given.length <= 300) return given;
  return url.pathname;
}

/** A training address with the starting page carried along. */
export const withStart = (path: string, start: string): string => `${path}?${START_PARAM}=${encodeURIComponent(start)}`;

export interface TrainingPaths {
  start: string;
  step: (n: number) => string;
  feedback: (n: number) => string;
  summary: string;
  result: string;
  certificate: string;
}

export function trainingPaths(slug: string, start: string): TrainingPaths {
  return {
    start: withStart(href('training', { training: slug }), start),
    step: (n) => withStart(href('training-step', { training: slug, step: n }), start),
    feedback: (n) => withStart(href('training-feedback', { training: slug, step: n }), start),
    summary: withStart(href('training-summary', { training: slug }), start),
    result: withStart(href('training-result', { training: slug }), start),
    certificate: withStart(href('training-certificate', { training: slug }), start),
  };
}

export function trainingBreadcrumbs(training?: Training, current?: { title: string; url: string }): Breadcrumb {
  return [
    { title: nl.site.homeLabel, url: href('home') },
    { title: t.name, url: href('training-overview') },
    ...(training ? [{ title: training.title, url: href('training', { training: training.slug }) }] : []),
    ...(current ? [current] : []),
  ];
}

/** The tracking entry of spec section 3: the training's id as nodeId and trainingsId, the step as questionId. */
export function trainingEntry(pageKind: string, training: Training, step?: number): PageEntry {
  return { ...pageEntry(pageKind, 'training', training.id), trainingsId: training.id, ...(step ? { questionId: step } : {}) };
}

/** A start page that is not part of a training (where 'back' makes sense). */
export const isOutsideTraining = (start: string): boolean => !/^\/trainingen\//.test(start);
