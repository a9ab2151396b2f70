/**
 * A moderator's tools for a whole conversation: lock or unlock it, move it to
 * another topic (forum conversations only). Each is a small form that posts
 * to /beheer/gesprekken/{id} and comes back here.
 */
import type { ConversationDetail, TopicView } from '../../model/forum';
import { href } from '../../routes';
import { nl } from '../../texts/nl';
import { TokenField } from '../account/parts';

const m = nl.moderation.actions;

export function ConversationTools({ conversation, topics, token, returnTo }: { conversation: ConversationDetail; topics: readonly TopicView[]; token: string; returnTo: string }) {
  const action = href('moderate-conversation', { conversation: String(conversation.id) });
  const moveId = `verplaats-${conversation.id}`;
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
      {conversation.group === null && topics.length > 0 ? (
        <form method="post" action={action} className="an-moderate__form an-moderate__move" noValidate>
          <TokenField token={token} />
          <input type="hidden" name="terug" value={returnTo} />
          <input type="hidden" name="action" value="move" />
          <label className="an-field__label" htmlFor={moveId}>
            {m.moveLabel}
          </label>
          <select className="an-input" id={moveId} name="topic" defaultValue={conversation.topic?.slug ?? ''}>
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
