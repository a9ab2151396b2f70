import { nl } from '../../texts/nl';

export interface TestChoice {
  title: string;
  teaser: string;
  questions: number;
  duration: string;
  href: string;
}

/** The memory test entry: what the test is, and the choice for yourself or for someone else. */
export function MemoryTestEntry({ choices }: { choices: readonly TestChoice[] }) {
  const t = nl.memoryTest.entry;
  return (
    <div className="an-container an-container--text an-mt">
      <h1 className="an-mt-entry__title">{t.title}</h1>
      <p className="an-lead">{t.intro}</p>
      <p>{t.notDiagnosis}</p>
      <h2>{t.choose}</h2>
      <ul className="an-mt-choices">
        {choices.map((choice) => (
          <li className="an-mt-choice" key={choice.href}>
            <h3 className="an-mt-choice__title">{choice.title}</h3>
            <p>{choice.teaser}</p>
            <p className="an-mt-choice__facts">{t.facts(choice.questions, choice.duration)}</p>
            <a className="an-button" href={choice.href}>
              {t.start}
              <span className="an-visually-hidden">: {choice.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
