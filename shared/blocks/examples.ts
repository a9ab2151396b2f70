/**
 * Every example of every block kind: raw CMS payloads, used by the block
 * gallery (/_blokken, development only), the block tests and the XSS tests.
 */
import type { BlockExample, BlockKind } from './types';
import { examples as activityBlock } from './activity-block/examples';
import { examples as breaker } from './breaker/examples';
import { examples as callToAction } from './call-to-action/examples';
import { examples as centralisedBlock } from './centralised-block/examples';
import { examples as collectionForm } from './collection-form/examples';
import { examples as donation } from './donation/examples';
import { examples as expandable } from './expandable/examples';
import { examples as followUs } from './follow-us/examples';
import { examples as frameBox } from './frame-box/examples';
import { examples as gridWithImage } from './grid-with-image/examples';
import { examples as helpInTheNeighbourhood } from './help-in-the-neighbourhood/examples';
import { examples as homeBanner } from './home-banner/examples';
import { examples as homeGridImage } from './home-grid-image/examples';
import { examples as homeLinkGrid } from './home-link-grid/examples';
import { examples as html } from './html/examples';
import { examples as iframe } from './iframe/examples';
import { examples as impact } from './impact/examples';
import { examples as internalLink } from './internal-link/examples';
import { examples as linkList } from './link-list/examples';
import { examples as linkWithImage } from './link-with-image/examples';
import { examples as media } from './media/examples';
import { examples as newsBlock } from './news-block/examples';
import { examples as pillars } from './pillars/examples';
import { examples as newsletterForm } from './newsletter-form/examples';
import { examples as quote } from './quote/examples';
import { examples as spotlerForm } from './spotler-form/examples';
import { examples as textWithImage } from './text-with-image/examples';
import { examples as textWithTitle } from './text-with-title/examples';
import { examples as twoColumnText } from './two-column-text/examples';
import { examples as video } from './video/examples';

export const EXAMPLES: Record<BlockKind, BlockExample[]> = {
  expandable: expandable,
  centralised_block: centralisedBlock,
  grid_with_image: gridWithImage,
  home_grid_image: homeGridImage,
  home_link_grid: homeLinkGrid,
  html: html,
  text_with_title: textWithTitle,
  internal_link: internalLink,
  link_list: linkList,
  link_with_image: linkWithImage,
  quote: quote,
  newsletter_form: newsletterForm,
  text_with_image: textWithImage,
  two_column_text: twoColumnText,
  follow_us: followUs,
  news_block: newsBlock,
  collection_form: collectionForm,
  impact: impact,
  media: media,
  home_banner: homeBanner,
  pillars: pillars,
  help_in_the_neighbourhood: helpInTheNeighbourhood,
  donation: donation,
  call_to_action: callToAction,
  iframe: iframe,
  frame_box: frameBox,
  breaker: breaker,
  activity_block: activityBlock,
  spotler_form: spotlerForm,
  video: video,
};
