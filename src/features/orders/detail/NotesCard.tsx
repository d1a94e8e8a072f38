import { ORDER_MESSAGES as M } from '@/features/orders/messages';
import { useTranslation } from '@/ui/i18n';

/** The customer's notes, highlighted when there are some: a driver must not miss them. */
export function NotesCard({ notes }: { notes: string | null }) {
  useTranslation(); // re-renders the words of M on a language change
  return (
    <section
      className={`card notes-card${notes !== null ? ' notes-card--present' : ''}`}
      aria-labelledby="notes-title"
    >
      <h2 id="notes-title" className="section-title">
        {M.notesTitle}
      </h2>
      {notes !== null ? (
        <p className="notes-card__text">{notes}</p>
      ) : (
        <p className="muted">{M.noNotes}</p>
      )}
    </section>
  );
}
