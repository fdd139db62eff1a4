import './FullPageSpinner.css';

function Spinner({ label, className }: { label: string; className: string }) {
  return (
    <div className={className} role="status">
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

/**
 * A page-sized spinner with a line of text, drawn like antd's large Spin but without antd's code:
 * the first page (sign-in, or the check of who is signed in) shows it before any antd is loaded.
 */
export function FullPageSpinner({ label }: { label: string }) {
  return <Spinner label={label} className="full-page-spinner" />;
}

/** The same spinner in a part of a page (a tab, a section) whose code is still loading. */
export function SectionSpinner({ label = 'Loading...' }: { label?: string }) {
  return <Spinner label={label} className="full-page-spinner full-page-spinner--section" />;
}
