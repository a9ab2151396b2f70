/**
 * A moderator's tools for a whole conversation: lock or unlock it, move it to
 * another topic (forum conversations only). Each is a small form that posts
 * to /beheer/gesprekken/{id} and comes back here.
 */
import type { TopicView } from '../../model/forum';
import { href } from '../../routes';
import { nl } from '../../texts/nl';
import { TokenField } from '../account/parts';

const m = nl.moderation.actions;

/** What the tools need of a conversation: the conversation page and the moderators' queue both have it. */
export interface ToolTarget {
  id: number;
  title: string;
  locked: boolean;
  topicSlug: string | null;
  inGroup: boolean;
}

export function ConversationTools({ conversation, topics, token, returnTo, moveId = `verplaats-${conversation.id}` }: { conversation: ToolTarget; topics: readonly Pick<TopicView, 'slug' | 'name'>[]; token: string; returnTo: string; moveId?: string }) {
  const action = href('moderate-conversation', { conversation: String(conversation.id) });
  return (
    <div className="an-moderate an-moderate--conversation" role="group" aria-label={m.toolsOf(conversation.title)}>
      <form method="post" action={action} className="an-moderate__form" noValidate>
        <TokenField token={token} />
        <input type="hidden" name="terug" value={returnTo} />
        <input type="hidden" name="action" value={conversation.locked ? 'unlock' : 'lock'} />
        <button type="submit" className="an-button an-button--secondary">
          {conversation.locked ? m.unlock : m.lock}
        </button>
      </form>
      {!conversation.inGroup && topics.length > 0 ? (
        <form method="post" action={action} className="an-moderate__form an-moderate__move" noValidate>
          <TokenField token={token} />
          <input type="hidden" name="terug" value={returnTo} />
          <input type="hidden" name="action" value="move" />
          <label className="an-field__label" htmlFor={moveId}>
            {m.moveLabel}
          </label>
          <select className="an-input" id={moveId} name="topic" defaultValue={conversation.topicSlug ?? ''}>
            {topics.map((topic) => (
              <option key={topic.slug} value={topic.slug}>
                {topic.name}
              </option>
            ))}
          </select>
          <button type="submit" className="an-button an-button--secondary">
            {m.move}
          </button>
        </form>
      ) : null}
    </div>
  );
}
