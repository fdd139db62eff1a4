import './FullPageSpinner.css';

/**
 * A page-sized spinner with a line of text, drawn like antd's large Spin but without antd's code:
 * the first page (sign-in, or the check of who is signed in) shows it before any antd is loaded.
 */
export function FullPageSpinner({ label }: { label: string }) {
  return (
    <div className="full-page-spinner" role="status">
      <span className="full-page-spinner__dots" aria-hidden>
        <i />
        <i />
        <i />
        <i />
      </span>
      <span className="full-page-spinner__label">{label}</span>
    </div>
  );
}
