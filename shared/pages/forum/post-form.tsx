/**
 * The writing form of the forum (a new conversation, a reply, an edit): the
 * error summary above it (it takes focus), the fields of the account screens
 * (label, hint, inline error), and when the text seems to hold a phone
 * number, an e-mail address or an address, the gentle question 'Wil je dit
 * echt delen?' with a box to tick: the post is sent only then.
 */
import type { ReactNode } from 'react';
import { BODY_MAX, CONFIRM_SHARE, type PersonalKind } from '../../forms/forum';
import { nl } from '../../texts/nl';
import { Checkbox, SelectField, TextArea, TextField } from '../account/fields';
import { FormErrorSummary, TokenField, type FormState } from '../account/parts';
import { forumErrorText } from './parts';

const t = nl.forum;

export interface PostFormProps {
  /** The error summary's link to a problem of the whole form goes to #account-form. */
  id?: 'account-form';
  action: string;
  token: string;
  form: FormState;
  submit: string;
  /** A new conversation: its title and (in the forum) its topic. */
  title?: boolean;
  topics?: readonly [string, string][];
  bodyLabel?: string;
  /** What the text seems to hold: ask before sending. */
  personal?: PersonalKind[];
  hidden?: Record<string, string>;
  children?: ReactNode;
}

const ORDER = ['title', 'topic', 'body', CONFIRM_SHARE];

export function PostForm({ id = 'account-form', action, token, form, submit, title = false, topics, bodyLabel = t.compose.bodyLabel, personal = [], hidden = {}, children }: PostFormProps) {
  const ask = personal.length > 0;
  return (
    <>
      <FormErrorSummary form={form} order={ORDER} text={forumErrorText} />
      <form id={id} className="an-account__form an-forum__form" method="post" action={action} noValidate>
        <TokenField token={token} />
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {title ? <TextField name="title" label={t.compose.titleLabel} hint={t.compose.titleHint} form={form} text={forumErrorText} autoComplete="off" /> : null}
        {topics ? <SelectField name="topic" label={t.compose.topicLabel} form={form} text={forumErrorText} options={topics} empty={t.compose.chooseTopic} /> : null}
        <TextArea name="body" label={bodyLabel} hint={t.compose.bodyHint} form={form} text={forumErrorText} maxLength={BODY_MAX} />
        {ask ? (
          <div className="an-forum__share" role="group" aria-labelledby={`${id}-delen`}>
            <h2 id={`${id}-delen`}>{t.share.title}</h2>
            <p>{t.share.text(personal.map((k) => t.share.kinds[k]).join(t.share.and))}</p>
            <Checkbox name={CONFIRM_SHARE} label={t.share.confirm} hint={t.share.change} form={form} text={forumErrorText} />
          </div>
        ) : null}
        {children}
        <div className="an-account__actions">
          <button type="submit" className="an-button">
            {submit}
          </button>
        </div>
      </form>
    </>
  );
}
