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
import { Checkbox, SelectField, TextField } from '../account/fields';
import type { Wake } from '../../islands/types';
import { EditorField } from '../rich-editor-field';
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
  /** The editor's mode (forum posts and replies: blog) and when it wakes. */
  mode?: 'blog' | 'full';
  canEditPictures?: boolean;
  wake?: Wake;
  /** Error texts of another feature's form (the blogs'). */
  errorText?: (key: string) => string;
}

const ORDER = ['title', 'topic', 'body', CONFIRM_SHARE];

export function PostForm({ id = 'account-form', action, token, form, submit, title = false, topics, bodyLabel = t.compose.bodyLabel, personal = [], hidden = {}, children, mode = 'blog', canEditPictures, wake, errorText = forumErrorText }: PostFormProps) {
  const ask = personal.length > 0;
  return (
    <>
      <FormErrorSummary form={form} order={ORDER} text={errorText} />
      <form id={id} className="an-account__form an-forum__form" method="post" action={action} noValidate>
        <TokenField token={token} />
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {title ? <TextField name="title" label={t.compose.titleLabel} hint={t.compose.titleHint} form={form} text={errorText} autoComplete="off" /> : null}
        {topics ? <SelectField name="topic" label={t.compose.topicLabel} form={form} text={forumErrorText} options={topics} empty={t.compose.chooseTopic} /> : null}
        <EditorField form={form} label={bodyLabel} mode={mode} canEditPictures={canEditPictures} text={errorText} maxLength={BODY_MAX} wake={wake} />
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
