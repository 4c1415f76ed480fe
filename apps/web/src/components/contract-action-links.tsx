import { Link } from 'react-router';

/** A contract's two actions: pay its rent (when one is to pay) and open it. Texts come made. */
export interface ContractActions {
  payLink: string | null;
  payLabel: string;
  payText: string;
  contractLink: string;
  contractLabel: string;
  contractText: string;
}

/** The pay and contract buttons of the overview's rows and of the reminders. */
export function ContractActionLinks({ actions, className }: { actions: ContractActions; className: string }) {
  return (
    <span className={className}>
      {actions.payLink && (
        <Link
          to={actions.payLink}
          className="p-button p-button-sm"
          aria-label={actions.payLabel}
          title={actions.payLabel}
        >
          <i className="pi pi-wallet p-button-icon-left" aria-hidden="true" />
          <span className="p-button-label">{actions.payText}</span>
        </Link>
      )}
      <Link
        to={actions.contractLink}
        className="p-button p-button-sm p-button-outlined"
        aria-label={actions.contractLabel}
        title={actions.contractLabel}
      >
        <i className="pi pi-file p-button-icon-left" aria-hidden="true" />
        <span className="p-button-label">{actions.contractText}</span>
      </Link>
    </span>
  );
}
