import { debug, error, modal, nav, notFound, pageChrome, pageTools, pagination, preview, site, slideIn } from './nl/site';
import { memoryTest } from './nl/memory-test';
import { newsletter } from './nl/newsletter';
import { blocks, donate } from './nl/blocks';
import { consent, cookies } from './nl/consent';
import { headers, pageKinds } from './nl/page-kinds';
import { formGallery, gallery } from './nl/development';
import { account } from './nl/account';
import { news } from './nl/news';
import { lists } from './nl/lists';
import { formNotices, profanity } from './nl/forms';
import { applications } from './nl/applications';
import { vacancies } from './nl/vacancies';
import { search } from './nl/search';
import { regions } from './nl/regions';
import { searchScreens } from './nl/search-screens';
import { searchSeries } from './nl/search-series';
import { carerTest, training } from './nl/training';
import { tipsMails } from './nl/tips';
import { helplineStatus, offline } from './nl/offline';
import { forum } from './nl/forum';
import { moderation } from './nl/moderation';
import { blogs } from './nl/blogs';
import { editor, picker } from './nl/editor';
import { experts } from './nl/experts';
import { inbox } from './nl/inbox';

export { HELPLINE } from './nl/site';

/**
 * Every Dutch text a visitor sees, keyed, gathered from one file per area in
 * ./nl/. Where the specification gives the wording, it is used as is.
 */
export const nl = {
  site,
  memoryTest,
  newsletter,
  nav,
  blocks,
  donate,
  consent,
  cookies,
  gallery,
  news,
  formGallery,
  notFound,
  pageTools,
  modal,
  slideIn,
  pageChrome,
  headers,
  pageKinds,
  pagination,
  lists,
  vacancies,
  search,
  searchScreens,
  searchSeries,
  regions,
  error,
  preview,
  debug,
  formNotices,
  profanity,
  applications,
  account,
  carerTest,
  training,
  tipsMails,
  offline,
  helplineStatus,
  forum,
  moderation,
  blogs,
  editor,
  picker,
  experts,
  inbox,
} as const;

export type Texts = typeof nl;
