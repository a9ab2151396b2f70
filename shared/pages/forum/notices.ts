/**
 * The short message a forum page shows after a post/redirect/get
 * (`?melding=…`): posted, waiting for review, edited, deleted, reported,
 * saved, a moderator's act done. Only these keys are read; anything else shows nothing.
 */
import { nl } from '../../texts/nl';

const t = nl.forum;

export const NOTICE_TEXTS = {
  geplaatst: t.conversation.postedNotice,
  wacht: t.conversation.heldNotice,
  bewerkt: t.conversation.editedNotice,
  verwijderd: t.conversation.deletedNotice,
  gemeld: t.conversation.reportedNotice,
  'al-gemeld': t.conversation.alreadyReported,
  opgeslagen: t.follow.saved,
  lid: t.groups.joined,
  'geen-lid': t.groups.left,
  gedaan: nl.moderation.actions.done,
  ongewijzigd: nl.moderation.actions.unchanged,
  reden: nl.moderation.actions.reasonMissing,
  toegevoegd: nl.moderation.words.added,
  weggehaald: nl.moderation.words.removed,
} as const;

export type NoticeKey = keyof typeof NOTICE_TEXTS;

export const NOTICES = { param: 'melding' } as const;

export function noticeOf(value: string | undefined): string | null {
  return value && Object.hasOwn(NOTICE_TEXTS, value) ? NOTICE_TEXTS[value as NoticeKey] : null;
}
