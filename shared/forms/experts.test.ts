import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkForm } from './check';
import { ASK_FIELDS, askSchema, reactionSchema, REACTION_FIELDS, validateAnswer, validateExpertProfile, validatePhoneNote, validateProposal } from './experts';
import { nl } from '../texts/nl';

const GROUPS = ['casemanagers', 'medisch', 'juridisch', 'gedrag-en-emoties'];
const VALID = {
  group: 'medisch',
  question: 'Mijn vader vergeet zijn medicijnen. Wat kan ik doen?',
  relationship: 'kind',
  phase: 'begin',
  name: 'Anna',
  email: 'anna@voorbeeld.nl',
  phone: '',
  contact: 'mail',
  terms: 'on',
  topic: 'medicijnen',
};

const ask = (changes: Record<string, string | undefined>) => {
  const input: Record<string, string | undefined> = { ...VALID, ...changes };
  for (const key of Object.keys(input)) if (input[key] === undefined) delete input[key];
  return checkForm(askSchema(GROUPS), input, ASK_FIELDS);
};

describe('the ask-an-expert form (spec sections 3 and 5)', () => {
  it('accepts a complete question, trimmed', () => {
    const result = ask({ question: '  Een vraag.  ', name: ' Anna ' });
    expect(result).toMatchObject({ ok: true, value: { question: 'Een vraag.', name: 'Anna', contact: 'mail' } });
  });

  it.each([
    ['the question is missing', { question: undefined }, 'question', 'QuestionMissing'],
    ['the question is only spaces', { question: '   ' }, 'question', 'QuestionMissing'],
    ['the question is longer than 4000', { question: 'a'.repeat(4001) }, 'question', 'QuestionTooLong'],
    ['the name is longer than 100 (spec section 9)', { name: 'n'.repeat(101) }, 'name', 'NameTooLong'],
    ['the e-mail address is missing', { email: '' }, 'email', 'EmailMissing'],
    ['the e-mail address has no @', { email: 'anna.voorbeeld.nl' }, 'email', 'EmailInvalid'],
    ['the e-mail address has no dot in its domain', { email: 'anna@voorbeeld' }, 'email', 'EmailInvalid'],
    ['the phone number has nine digits', { phone: '061234567' }, 'phone', 'PhoneInvalid'],
    ['the phone number holds letters', { phone: '06-abcdefgh' }, 'phone', 'PhoneInvalid'],
    ['the answer should come by phone but there is no number', { contact: 'phone', phone: '' }, 'phone', 'PhoneMissing'],
    ['no contact method was chosen', { contact: undefined }, 'contact', 'ContactMissing'],
    ['the contact method is unknown', { contact: 'post' }, 'contact', 'ContactMissing'],
    ['the terms were not ticked', { terms: undefined }, 'terms', 'TermsMissing'],
    ['no group was chosen', { group: undefined }, 'group', 'GroupMissing'],
    ['the group does not exist', { group: 'tandartsen' }, 'group', 'GroupMissing'],
    ['the relationship is not one of the choices', { relationship: 'buurman' }, 'relationship', 'ChoiceInvalid'],
  ])('refuses it when %s', (_, changes, field, key) => {
    const result = ask(changes);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field]).toBe(key);
  });

  it.each([
    ['a name of exactly 100', { name: 'n'.repeat(100) }],
    ['a question of exactly 4000', { question: 'v'.repeat(4000) }],
    ['a phone number as 3-3-4 with dashes, wanting a call', { contact: 'phone', phone: '030-123-4567' }],
    ['a phone number of ten digits, wanting a mail', { phone: '0612345678' }],
    ['no relationship, phase or name', { relationship: '', phase: '', name: '' }],
  ])('accepts %s', (_, changes) => {
    expect(ask(changes).ok).toBe(true);
  });

  it('has a Dutch text for every error key the schema gives', () => {
    for (const key of ['QuestionMissing', 'QuestionTooLong', 'NameTooLong', 'EmailMissing', 'EmailInvalid', 'PhoneInvalid', 'PhoneMissing', 'ContactMissing', 'TermsMissing', 'GroupMissing', 'ChoiceInvalid']) {
      expect(nl.experts.ask.errors[key], key).toMatch(/\S/);
    }
  });
});

describe('the reply-to-expert form (spec section 5: reaction required, terms ticked)', () => {
  it.each([
    [{ reaction: 'Dank u, dat helpt.', terms: 'on' }, null],
    [{ reaction: '', terms: 'on' }, ['reaction', 'ReactionMissing']],
    [{ reaction: 'x'.repeat(4001), terms: 'on' }, ['reaction', 'ReactionTooLong']],
    [{ reaction: 'Dank u.' }, ['terms', 'TermsMissing']],
  ] as const)('%j gives %j', (input, error) => {
    const result = checkForm(reactionSchema, input, REACTION_FIELDS);
    if (error === null) expect(result.ok).toBe(true);
    else expect(result.ok === false && result.errors[error[0]]).toBe(error[1]);
  });
});

describe("the experts' forms", () => {
  it.each([
    [{ body: 'Probeer een medicijnrol.' }, null],
    [{ body: '  ' }, 'AnswerMissing'],
    [{ body: 'a'.repeat(10_001) }, 'AnswerTooLong'],
    [{ body: '', bodyJson: '{"blocks":[{"key":"a","text":"Probeer een medicijnrol.","type":"unstyled"}],"entityMap":{}}' }, null],
    [{ body: '', bodyJson: '{"blocks":[{"key":"a","text":"klik","type":"unstyled","entityRanges":[{"offset":0,"length":4,"key":0}]}],"entityMap":{"0":{"type":"LINK","data":{"url":"javascript:alert(1)"}}}}' }, 'UnsafeLink'],
    [{ body: '', bodyJson: '{"blocks":"nee"}' }, 'BodyInvalid'],
  ])('an answer %j gives %s', (raw, key) => {
    const result = validateAnswer(raw);
    expect(result.ok ? null : result.errors.body).toBe(key);
  });

  it.each([
    [{ note: 'Gebeld, uitgelegd hoe de indicatie werkt.' }, null],
    [{ note: '' }, 'NoteMissing'],
    [{ note: 'n'.repeat(1001) }, 'NoteTooLong'],
  ])('a call note %j gives %s', (raw, key) => {
    const result = validatePhoneNote(raw);
    expect(result.ok ? null : result.errors.note).toBe(key);
  });

  const proposal = { topic: '3', title: 'Slapen met medicijnen', question: 'Mag iemand melatonine gebruiken?', answer: 'Overleg met de apotheek.', anonymised: 'on' };
  it.each([
    ['complete', {}, null],
    ['for a topic of another group', { topic: '99' }, ['topic', 'TopicMissing']],
    ['with a title of four characters', { title: 'Kort' }, ['title', 'TitleTooShort']],
    ['with a phone number left in the question', { question: 'Bel mij op 0612345678.' }, ['question', 'NotAnonymous']],
    ['with an e-mail address left in the answer', { answer: 'Mail naar anna@voorbeeld.nl' }, ['answer', 'NotAnonymous']],
    ['without the anonymised box ticked', { anonymised: '' }, ['anonymised', 'AnonymisedMissing']],
  ] as const)('a proposal %s gives %j', (_, changes, error) => {
    const result = validateProposal({ ...proposal, ...changes }, [1, 2, 3]);
    if (error === null) expect(result).toMatchObject({ ok: true, value: { topicId: 3 } });
    else expect(result.ok === false && result.errors[error[0]]).toBe(error[1]);
  });

  it.each([
    [{ group: 'medisch', displayName: 'Noor Bakker', profession: 'Huisarts', introduction: 'Ik help graag.' }, {}],
    [{ group: 'tandartsen', displayName: 'N', profession: '', introduction: '' }, { group: 'GroupMissing', displayName: 'DisplayNameMissing', profession: 'ProfessionMissing', introduction: 'IntroductionMissing' }],
    [{ group: 'medisch', displayName: 'n'.repeat(101), profession: 'p'.repeat(81), introduction: 'i'.repeat(1501) }, { displayName: 'DisplayNameTooLong', profession: 'ProfessionTooLong', introduction: 'IntroductionTooLong' }],
  ])('an expert profile %j gives %j', (raw, errors) => {
    const result = validateExpertProfile(raw, GROUPS);
    expect(result.ok ? {} : result.errors).toEqual(errors);
  });

  it('has a Dutch text for every error key of these forms', () => {
    const keys = ['GroupMissing', 'TopicMissing', 'AnswerMissing', 'AnswerTooLong', 'NoteMissing', 'NoteTooLong', 'TitleMissing', 'TitleTooShort', 'TitleTooLong', 'QuestionMissing', 'QuestionTooLong', 'NotAnonymous', 'AnonymisedMissing', 'DisplayNameMissing', 'DisplayNameTooLong', 'ProfessionMissing', 'ProfessionTooLong', 'IntroductionMissing', 'IntroductionTooLong'];
    for (const key of keys) expect(nl.experts.errors[key], key).toMatch(/\S/);
    expect(nl.experts.reply.errors.ReactionMissing).toMatch(/\S/);
  });

  it("keeps the spec's texts for a failure and a link that leads nowhere (spec section 8)", () => {
    expect(nl.experts.ask.general).toBe('Er is iets mis gegaan. Probeer het later opnieuw.');
    expect(nl.experts.reply.notFound).toBe('Er kan geen vraag worden gevonden om op te reageren.');
  });

  it('builds on valibot only for the ask and reaction schemas', () => {
    expect(v.safeParse(askSchema([]), VALID).success).toBe(false);
  });
});
