import { useId } from 'react';
import { OUTCOME_MESSAGES as M } from './messages';

/** The "Note" field of the outcome sheets, with the line that says when it is required. */
export function NoteField({
  note,
  onChange,
  required,
  help,
}: {
  note: string;
  onChange: (note: string) => void;
  required: boolean;
  help: string;
}) {
  const noteId = useId();
  const helpId = useId();
  return (
    <div className="field outcome-sheet__field">
      <label className="field__label" htmlFor={noteId}>
        {M.note}
      </label>
      <textarea
        className="field__input outcome-sheet__note"
        id={noteId}
        rows={2}
        value={note}
        required={required}
        aria-describedby={helpId}
        onChange={(event) => onChange(event.target.value)}
      />
      <small id={helpId} className="muted">
        {help}
      </small>
    </div>
  );
}
