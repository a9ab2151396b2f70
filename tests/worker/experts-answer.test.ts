/**
 * An expert's answer by mail is rich text in the blog mode (issue 39 item 3):
 * written in the editor (its JSON in `bodyJson`) or, without JavaScript, in
 * the textarea by the written convention, it is stored as the same JSON,
 * checked by the one schema the forum and the blogs use; the asker gets a
 * plain-text mail and sees the formatting on the reply page.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkRichJson } from '../../shared/format/rich-text-schema';
import { Visitor } from './account-helpers';
import { act, ask, expert, questionOf, replyLinkOf, seededExperts } from './experts-helpers';
import { location } from './forum-helpers';
import { mailsTo } from './mail-helpers';

beforeAll(seededExperts, 120_000);

const TEXTAREA = 'Wat vaak **helpt**:\n- daglicht in de ochtend\n- een vast ritme\n\nLees ook [de folder over slapen](https://www.dementie.nl/slapen) of www.dementie.nl.';

/** The same text as the editor writes it: its own block keys, entity keys and an italic the blog mode does not offer. */
const EDITOR_JSON = {
  blocks: [
    { key: 'x1a', text: 'Wat vaak helpt:', type: 'unstyled', depth: 0, inlineStyleRanges: [{ offset: 9, length: 5, style: 'BOLD' }, { offset: 0, length: 3, style: 'ITALIC' }], entityRanges: [], data: {} },
    { key: 'x2b', text: 'daglicht in de ochtend', type: 'unordered-list-item', depth: 0, inlineStyleRanges: [], entityRanges: [], data: {} },
    { key: 'x3c', text: 'een vast ritme', type: 'unordered-list-item', depth: 0, inlineStyleRanges: [], entityRanges: [], data: {} },
    {
      key: 'x4d',
      text: 'Lees ook de folder over slapen of www.dementie.nl.',
      type: 'unstyled',
      depth: 0,
      inlineStyleRanges: [],
      entityRanges: [
        { offset: 9, length: 21, key: 0 },
        { offset: 34, length: 15, key: 1 },
      ],
      data: {},
    },
  ],
  entityMap: {
    0: { type: 'LINK', mutability: 'MUTABLE', data: { url: 'https://www.dementie.nl/slapen', targetOption: '_blank' } },
    1: { type: 'LINK', mutability: 'MUTABLE', data: { url: 'https://www.dementie.nl', targetOption: '_blank' } },
  },
};

/** A fresh question, claimed by a new expert of its group. */
async function claimed() {
  const { email } = await ask();
  const id = (await questionOf(email))!.id;
  const doctor = await expert('medisch');
  await act(doctor, id, 'oppakken');
  return { email, id, doctor };
}

const storedAnswers = async (id: number) =>
  (await env.SITE_DB.prepare("SELECT body FROM expert_messages WHERE question_id = ?1 AND kind = 'answer'").bind(id).all<{ body: string }>()).results.map((r) => r.body);

/** A stored document without its block keys (the editor's own, the textarea's counted). */
const withoutKeys = (json: string) => {
  const doc = JSON.parse(json) as { blocks: { key?: string }[] };
  return { ...doc, blocks: doc.blocks.map(({ key: _, ...b }) => b) };
};

describe("an expert's answer in the blog-mode editor", () => {
  it('is stored as the same rich text whether it comes from the editor (JSON) or from the textarea without JavaScript', async () => {
    const typed = await claimed();
    expect(location((await act(typed.doctor, typed.id, 'beantwoorden', { body: TEXTAREA })).res)).toContain('melding=beantwoord');
    const edited = await claimed();
    expect(location((await act(edited.doctor, edited.id, 'beantwoorden', { body: '', bodyJson: JSON.stringify(EDITOR_JSON) })).res)).toContain('melding=beantwoord');
    const [fromTextarea] = await storedAnswers(typed.id);
    const [fromEditor] = await storedAnswers(edited.id);
    expect(withoutKeys(fromEditor!)).toEqual(withoutKeys(fromTextarea!));
    // Bold, a list and links stay; the italic the blog mode does not offer is dropped.
    expect(JSON.parse(fromEditor!).blocks[0].inlineStyleRanges).toEqual([{ offset: 9, length: 5, style: 'BOLD' }]);
    expect(checkRichJson(fromEditor!, 'blog').ok).toBe(true);
  });

  it('shows the formatting to the expert and on the reply page, and sends the asker a plain-text mail with the addresses written out', async () => {
    const { email, id, doctor } = await claimed();
    await act(doctor, id, 'beantwoorden', { body: '', bodyJson: JSON.stringify(EDITOR_JSON) });
    const own = await doctor.visitor.get(`/experts/vragen/${id}`);
    expect(own.html).toContain('<strong>helpt</strong>');
    expect(own.html.includes('<ul><li><span>daglicht in de ochtend</span></li><li><span>een vast ritme</span></li></ul>'), 'the list').toBe(true);

    const link = await replyLinkOf(email);
    const mail = (await mailsTo(email)).filter((m) => m.subject === 'Antwoord op je vraag aan onze expert').at(-1)!;
    expect(mail.text_body).toContain('Wat vaak helpt:\n\n- daglicht in de ochtend\n- een vast ritme\n\nLees ook de folder over slapen (https://www.dementie.nl/slapen) of www.dementie.nl.');
    for (const markup of ['"blocks"', '**', '<strong>', '](']) expect(mail.text_body).not.toContain(markup);
    // The HTML version carries the same words, escaped: no markup of the answer's own.
    expect(mail.html_body).not.toMatch(/<strong>|<ul>|<li>/);
    expect(mail.html_body).toContain('- daglicht in de ochtend<br>- een vast ritme');

    const reply = await new Visitor().get(link);
    expect(reply.res.status).toBe(200);
    expect(reply.html.includes('<strong>helpt</strong>') && reply.html.includes('<ul><li>'), 'bold and the list').toBe(true);
    expect(reply.html).toContain('href="https://www.dementie.nl/slapen"');
    expect(reply.html).toMatch(/Antwoord van Dokter /);
    // Only the answer: the asker's own data never reaches the page behind the link.
    expect(reply.html).not.toContain(email);
  });

  it.each([
    ['a javascript: link', { bodyJson: JSON.stringify({ blocks: [{ key: 'a', text: 'klik hier', type: 'unstyled', depth: 0, inlineStyleRanges: [], entityRanges: [{ offset: 0, length: 9, key: 0 }] }], entityMap: { 0: { type: 'LINK', mutability: 'MUTABLE', data: { url: 'javascript:alert(1)' } } } }) }, 'Een link in je tekst is niet veilig.'],
    ['an unknown entity', { bodyJson: JSON.stringify({ blocks: [{ key: 'a', text: 'film', type: 'unstyled', depth: 0, inlineStyleRanges: [], entityRanges: [{ offset: 0, length: 4, key: 0 }] }], entityMap: { 0: { type: 'EMBED', mutability: 'IMMUTABLE', data: { src: 'https://kwaad.example/x' } } } }) }, 'Je tekst kon niet goed worden gelezen.'],
    ['JSON that is no document', { bodyJson: '{"blocks": "<script>alert(1)</script>"}' }, 'Je tekst kon niet goed worden gelezen.'],
    ['more than 10,000 characters', { body: `${'Rust en regelmaat. '.repeat(600)}` }, 'Je antwoord is te lang. Gebruik niet meer dan 10.000 tekens.'],
    ['a swear word', { body: 'Die klootzak van een buurman.' }, '‘klootzak’'],
  ])('refuses %s with a Dutch message, stores nothing and sends nothing', async (_, fields, message) => {
    const { email, id, doctor } = await claimed();
    const refused = await act(doctor, id, 'beantwoorden', { body: '', ...fields });
    expect(refused.res.status).toBe(400);
    expect(refused.html).toContain(message);
    expect(refused.html).not.toContain('javascript:alert');
    expect(refused.html).not.toContain('<script>alert');
    expect(await storedAnswers(id)).toEqual([]);
    expect(await questionOf(email)).toMatchObject({ state: 'claimed', claimed_by: doctor.id });
    expect((await mailsTo(email)).filter((m) => m.subject.startsWith('Antwoord'))).toEqual([]);
  });

  it('refuses a post larger than the form takes with the Dutch refusal page, and the question stays with the expert', async () => {
    const { email, id, doctor } = await claimed();
    const huge = await act(doctor, id, 'beantwoorden', { body: 'x', bodyJson: 'y'.repeat(120 * 1024) });
    expect(huge.res.status).toBe(400);
    expect(huge.html).toContain('We konden je formulier niet verwerken.');
    expect(await storedAnswers(id)).toEqual([]);
    expect((await questionOf(email))!.state).toBe('claimed');
  });

  it('reads every stored answer, phone note, reaction and published answer of the demo as the same blog-mode JSON (nothing to migrate)', async () => {
    const messages = (await env.SITE_DB.prepare('SELECT body FROM expert_messages').all<{ body: string }>()).results.map((r) => r.body);
    const published = (await env.SITE_DB.prepare('SELECT answer FROM expert_publications').all<{ answer: string }>()).results.map((r) => r.answer);
    expect(messages.length).toBeGreaterThan(5);
    expect(published.length).toBeGreaterThan(5);
    for (const json of [...messages, ...published]) expect(checkRichJson(json, 'blog'), json.slice(0, 80)).toMatchObject({ ok: true });
  });
});

describe('a published answer keeps its formatting', () => {
  it('offers the answer in the written convention and publishes its bold, list and link', async () => {
    const { id, doctor } = await claimed();
    await act(doctor, id, 'beantwoorden', { body: TEXTAREA });
    const page = await doctor.visitor.get(`/experts/vragen/${id}`);
    // The proposal starts from the answer as the textarea writes it.
    expect(page.html).toContain('- daglicht in de ochtend\n- een vast ritme');
    expect(page.html).toContain('**helpt**');
    const topic = /<option value="(\d+)"[^>]*>Medicijnen</.exec(page.html)![1]!;
    const title = `Slapen en daglicht ${Date.now()}`;
    await act(doctor, id, 'voorstellen', { topic, title, question: 'Mijn vader slaapt slecht.', answer: TEXTAREA, anonymised: 'on' });
    const row = await env.SITE_DB.prepare('SELECT answer FROM expert_publications WHERE title = ?1').bind(title).first<{ answer: string }>();
    const doc = JSON.parse(row!.answer) as { blocks: { type: string }[] };
    expect(doc.blocks.map((b) => b.type)).toEqual(['unstyled', 'unordered-list-item', 'unordered-list-item', 'unstyled']);
  });
});
