/**
 * Styles of the sign-in, PIN and landing forms. They render before (or without) Chakra, so they carry
 * their own plain CSS; every class starts with `ls-`.
 */
export const signInFormStyles = `
.ls-form{display:flex;flex-direction:column;gap:12px}
.ls-row{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:12px}
.ls-field{display:flex;flex-direction:column;gap:4px}
.ls-field label{font-size:.875rem;font-weight:600}
.ls-field input,.ls-field textarea{font:inherit;padding:8px 12px;border:1px solid #cbd5e0;border-radius:6px;background:#fff}
.ls-field input:focus,.ls-field textarea:focus{outline:2px solid #1f6feb;outline-offset:0;border-color:#1f6feb}
.ls-field [aria-invalid=true]{border-color:#e53e3e}
.ls-error{font-size:.8rem;color:#c53030}
.ls-note{font-size:.9rem;color:#4a5568}
.ls-button{font:inherit;font-weight:600;padding:10px 16px;border:0;border-radius:6px;background:#1f6feb;color:#fff;cursor:pointer}
.ls-button:disabled{background:#a0aec0;cursor:not-allowed}
.ls-link{font:inherit;border:0;background:none;color:#1f6feb;cursor:pointer;padding:0;align-self:flex-start}
`;
