import './spinner.css';

export function Spinner({ label, size = 'medium' }: { label: string; size?: 'small' | 'medium' | 'large' }) {
  return (
    <span className={`ui-spinner ui-spinner--${size}`} role="status">
      <span className="ui-spinner__circle" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
