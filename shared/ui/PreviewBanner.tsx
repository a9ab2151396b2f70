import { nl } from '../texts/nl';

/** Tells an editor, unmistakably, that this is an unpublished version. */
export function PreviewBanner() {
  return (
    <div className="an-preview-banner" role="note">
      <div className="an-container">
        <strong className="an-preview-banner__title">{nl.preview.banner}</strong> <span>{nl.preview.bannerText}</span>
      </div>
    </div>
  );
}
