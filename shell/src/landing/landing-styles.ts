import { signInFormStyles } from '@canstring/ui/sign-in';

/**
 * The landing page's own styles: it renders before Chakra is loaded, so it cannot use it, and every
 * rule is scoped under .landing so the areas' styles never meet it.
 */
export const landingStyles = `
.landing{box-sizing:border-box;min-height:100vh;margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a202c;background:#f7f9fc;line-height:1.5}
.landing *,.landing *::before,.landing *::after{box-sizing:border-box}
.landing h1,.landing h2,.landing h3,.landing p{margin:0}
.ls-header{display:flex;flex-wrap:wrap;gap:12px;align-items:center;justify-content:space-between;padding:12px 24px;background:#fff;border-bottom:1px solid #e2e8f0}
.ls-brand{font-weight:700;font-size:1.25rem;color:#1f6feb}
.ls-support{display:flex;gap:16px;font-size:.9rem}
.ls-support a{color:#2d3748;text-decoration:none}
.ls-main{display:grid;grid-template-columns:minmax(0,1.3fr) minmax(0,1fr);gap:32px;max-width:1200px;margin:0 auto;padding:32px 24px}
.ls-hero h1{font-size:2.25rem;line-height:1.2;margin-bottom:12px}
.ls-hero p{font-size:1.1rem;color:#4a5568}
.ls-promise{display:flex;flex-direction:column;gap:4px;margin:20px 0;padding:16px;border-radius:8px;background:#e8f1ff;color:#124394;font-weight:600}
.ls-features{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:16px}
.ls-feature{padding:16px;border-radius:8px;background:#fff;border:1px solid #e2e8f0}
.ls-feature h3{font-size:1rem;margin-bottom:4px}
.ls-feature p{font-size:.9rem;color:#4a5568}
.ls-card{padding:24px;border-radius:12px;background:#fff;border:1px solid #e2e8f0;box-shadow:0 1px 3px rgba(0,0,0,.06)}
.ls-card+.ls-card{margin-top:24px}
.ls-card h2{font-size:1.25rem;margin-bottom:16px}
${signInFormStyles}
.landing[data-layout=mobile] .ls-main{grid-template-columns:1fr;padding:16px;gap:16px}
.landing[data-layout=mobile] .ls-hero h1{font-size:1.5rem}
.landing[data-layout=mobile] .ls-row{grid-template-columns:1fr}
.landing[data-layout=mobile] .ls-header{padding:12px 16px}
`;
