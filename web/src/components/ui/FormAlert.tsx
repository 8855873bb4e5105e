import './form-alert.css';

/** A form-level message announced to screen readers: an error (alert) or a success (status). */
export function FormAlert({ message, tone = 'error' }: { message: string | null | undefined; tone?: 'error' | 'success' }) {
  if (!message) return null;
  return tone === 'error' ? (
    <p className="form-error" role="alert">
      {message}
    </p>
  ) : (
    <p className="form-success" role="status">
      {message}
    </p>
  );
}
