// The card page's look: plain, readable from 320 px up, focus always visible, errors not by
// colour alone (each has its text). Inline under the page's nonce, so the CSP needs no style file.
export const cardPageStyles = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1d2327;background:#fff}
main{max-width:32rem;margin:0 auto;padding:1rem}
h1{font-size:1.25rem;margin:0 0 .5rem}
h2{font-size:1.125rem;margin:0 0 .5rem}
.test-mode{padding:.5rem .75rem;border:2px dashed #8a5a00;background:#fff8e6;font-size:.875rem}
.field{display:flex;flex-direction:column;gap:.25rem;margin:0 0 .75rem;min-width:0;flex:1}
.row{display:flex;flex-wrap:wrap;gap:.75rem}
.row .field{flex:1 1 8rem}
label{font-weight:600}
.hint{margin:0;font-size:.875rem;color:#4a5560}
.error{margin:0;font-size:.875rem;color:#b3261e;font-weight:600}
input{font:inherit;width:100%;min-height:2.75rem;padding:.5rem .75rem;border:2px solid #6b7680;border-radius:4px}
input[aria-invalid=true]{border-color:#b3261e}
button{font:inherit;font-weight:600;min-height:2.75rem;padding:.5rem 1rem;border:2px solid #0b5563;border-radius:4px;background:#0b5563;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#0b5563}
button[aria-disabled=true]{opacity:.7;cursor:progress}
input:focus-visible,button:focus-visible,.summary:focus,h2:focus{outline:3px solid #b35c00;outline-offset:2px}
.summary:empty{display:none}
.summary{margin:0 0 1rem;padding:.75rem;border:2px solid #b3261e;border-radius:4px}
.summary p{margin:0}
.status:empty{display:none}
`
