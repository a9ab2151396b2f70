export interface OfflineSaveProps {
  /** Texts from the server (nl.offline). */
  texts: { save: string; remove: string; saved: string; removed: string; saveFailed: string };
}

/**
 * 'Bewaar om offline te lezen' in the page tools: the page kept on this
 * device until the visitor removes it, listed on the offline page. Shown only
 * where a service worker controls the page (the loader sets the class, CSS
 * shows the buttons), so never without JavaScript or in a browser without
 * service workers; which of the two buttons shows follows whether the page is
 * saved. The plain island client/islands/offline-save.ts does the saving.
 */
export default function OfflineSave({ texts }: OfflineSaveProps) {
  return (
    <div className="an-savelater">
      <button type="button" className="an-tools__button an-tools__button--save an-savelater__save">
        {texts.save}
      </button>
      <button type="button" className="an-tools__button an-tools__button--save an-savelater__remove">
        {texts.remove}
      </button>
      <p className="an-tools__status an-savelater__status" role="status" />
    </div>
  );
}
