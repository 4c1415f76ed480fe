import { Button } from 'primereact/button';
import { Link } from 'react-router';

interface Props {
  /** The class of the buttons' row in the header (its place and spacing). */
  className: string;
  /** The edit page and the button's name; left out when the caller may not edit. */
  edit?: { to: string; label: string };
  /** The delete button's name and what it opens (a confirmation); left out when the caller may not delete. */
  remove?: { label: string; onClick: () => void };
}

/** A record header's round edit (a link to its edit page) and delete buttons, each named for assistive tech. */
export function EditDeleteButtons({ className, edit, remove }: Props) {
  if (!edit && !remove) return null;
  return (
    <div className={className}>
      {edit && (
        <Link
          to={edit.to}
          className="p-button p-button-icon-only p-button-rounded p-button-outlined"
          aria-label={edit.label}
          title={edit.label}
        >
          <i className="pi pi-pencil p-button-icon" aria-hidden="true" />
        </Link>
      )}
      {remove && (
        <Button
          type="button"
          icon="pi pi-trash"
          rounded
          outlined
          severity="danger"
          aria-label={remove.label}
          title={remove.label}
          onClick={remove.onClick}
        />
      )}
    </div>
  );
}
