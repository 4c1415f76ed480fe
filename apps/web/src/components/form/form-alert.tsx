import { Message } from 'primereact/message';

/** The red alert under a form with the server's message (spec section 8). */
export function FormAlert({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return <Message severity="error" text={text} className="form-alert" role="alert" />;
}
