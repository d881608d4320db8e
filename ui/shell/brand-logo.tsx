/** The brand's mark and name, shown while the portal header loads and when it is missing. */
export function BrandLogo({ brandName }: { readonly brandName: string }) {
  return (
    <span className="brand-logo">
      <svg className="brand-logo__mark" aria-hidden="true" focusable="false" viewBox="0 0 32 32" width="32" height="32">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M9 22V10h6a6 6 0 0 1 0 12H9z" fill="none" stroke="#fff" strokeWidth="3" />
      </svg>
      <span className="brand-logo__name">{brandName}</span>
    </span>
  );
}
