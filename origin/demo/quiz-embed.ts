/**
 * The quiz embed: a small HTML document in R2 (`/files/embeds/...`), framed by
 * the quiz page. Every answer is a native disclosure, so the quiz works without
 * script; its one script reports the document's height to the embedding page
 * by postMessage (on load, on resize, on every opened answer, and when asked).
 */
import type { FileObject } from './types';

export const QUIZ_EMBED_KEY = 'embeds/dementiequiz.html';
export const QUIZ_EMBED_URL = `/files/${QUIZ_EMBED_KEY}`;

const STATEMENTS: { statement: string; truth: boolean; explanation: string }[] = [
  { statement: 'Dementie hoort gewoon bij ouder worden.', truth: false, explanation: 'Dementie is een ziekte, geen normaal onderdeel van ouder worden. De kans wordt wel groter met de jaren, maar de meeste ouderen krijgen geen dementie.' },
  { statement: 'Ook jonge mensen kunnen dementie krijgen.', truth: true, explanation: 'Duizenden mensen in Nederland krijgen dementie voor hun 65e. Bij hen duurt het vaak lang voordat de diagnose wordt gesteld.' },
  { statement: 'Alzheimer is de enige vorm van dementie.', truth: false, explanation: 'Alzheimer is de bekendste vorm, maar er zijn er veel meer, zoals vasculaire dementie, frontotemporale dementie en Lewy body dementie.' },
  { statement: 'Bewegen is goed voor je hersenen.', truth: true, explanation: 'Regelmatig bewegen is goed voor hart en bloedvaten, en daarmee ook voor je hersenen. Het kan helpen de kans op dementie te verkleinen.' },
  { statement: 'Iemand met dementie kan niets nieuws meer leren.', truth: false, explanation: 'Nieuwe feiten onthouden wordt moeilijker, maar vaardigheden die je vaak herhaalt, kun je vaak nog wel leren. Ook gevoelens blijven hangen.' },
  { statement: 'Muziek kan helpen om contact te maken.', truth: true, explanation: 'Bekende liedjes roepen herinneringen en gevoelens op. Zingen of luisteren naar muziek geeft vaak ontspanning en verbinding.' },
];

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// The content's own height (offsetHeight of <html>), not scrollHeight, which never drops below the frame's height.
const SCRIPT = `(function(){
function send(){parent.postMessage({type:'quiz-height',quizHeight:document.documentElement.offsetHeight},'*');}
addEventListener('load',send);addEventListener('resize',send);
document.addEventListener('toggle',send,true);
addEventListener('message',function(e){if(e.data&&e.data.type==='an-embed-height-request')send();});
if('ResizeObserver' in window)new ResizeObserver(send).observe(document.body);
})();`;

export function quizEmbedHtml(): string {
  const items = STATEMENTS.map(
    (s, i) => `<li class="q"><p class="s"><span class="n">Stelling ${i + 1}</span> ${escape(s.statement)}</p>
<details><summary>Bekijk het antwoord</summary><p><strong>${s.truth ? 'Waar.' : 'Niet waar.'}</strong> ${escape(s.explanation)}</p></details></li>`,
  ).join('\n');
  return `<!DOCTYPE html>
<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Quiz: wat weet jij over dementie?</title>
<style>
body{margin:0;padding:16px;font:18px/1.6 system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1d1b20;background:#fff}
h1{font-size:1.4rem;color:#3f1c5e;margin:0 0 8px}ol{list-style:none;margin:0;padding:0}
.q{border:2px solid #d6d0dc;border-radius:6px;padding:12px 16px;margin:0 0 12px}.s{margin:0 0 8px;font-weight:600}
.n{display:block;font-size:.9rem;font-weight:400;color:#4a4550}
summary{cursor:pointer;color:#5b2a86;font-weight:700;min-height:44px;display:flex;align-items:center}
summary:focus-visible{outline:3px solid #0b0c0c;background:#ffdd00}details p{margin:4px 0 0}
</style></head>
<body><h1>Wat weet jij over dementie?</h1><p>Is de stelling waar of niet waar? Denk eerst zelf na en bekijk dan het antwoord.</p>
<ol>
${items}
</ol>
<script>${SCRIPT}</script>
</body></html>
`;
}

export function buildQuizEmbedFile(): FileObject {
  return { key: QUIZ_EMBED_KEY, contentType: 'text/html; charset=utf-8', body: quizEmbedHtml() };
}
