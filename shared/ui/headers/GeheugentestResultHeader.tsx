interface Props {
  /** The result page's title. */
  title: string;
  /** Subtitle per test kind, e.g. 'Geheugentest voor jezelf'. */
  subtitle: string;
  /** The CMS's large-title flag (`field_big_title`). */
  bigTitle: boolean;
  /** Id of the heading, so focus can be moved to it on arrival. */
  headingId: string;
  /** Without JavaScript, focus the heading after the last step was sent. */
  autoFocus?: boolean;
}

/** Header variant 'geheugentest-result': the test kind as subtitle above the result title. */
export function GeheugentestResultHeader({ title, subtitle, bigTitle, headingId, autoFocus }: Props) {
  return (
    <header className={bigTitle ? 'an-mt-header an-mt-header--big' : 'an-mt-header'}>
      <div className="an-container an-container--text">
        <h1 className="an-mt-header__title" id={headingId} tabIndex={-1} autoFocus={autoFocus}>
          <span className="an-mt-header__subtitle">{subtitle}</span>
          <span className="an-mt-header__main">{title}</span>
        </h1>
      </div>
    </header>
  );
}
