/** The window's only styles: inline, since it loads nothing else (the CSP allows inline styles). */
export const windowStyles = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;background:#eef1f5;color:#1b2430;
  font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
.page{max-width:30rem;margin:0 auto;padding:1.5rem 1rem 2rem}
.test{background:#fff7e0;border:1px solid #e9c46a;border-radius:10px;padding:.75rem 1rem;margin-bottom:1rem;
  color:#4a3800;font-size:.9rem}
.test h2{margin:0 0 .25rem;font-size:.8rem;letter-spacing:.08em;text-transform:uppercase}
.test p{margin:0 0 .35rem}
.test ul{margin:0 0 .35rem;padding-left:1.1rem}
.test code{font:600 .9rem ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;white-space:nowrap}
.window{background:#fff;border:1px solid #d9dee5;border-radius:14px;box-shadow:0 1px 2px rgba(16,24,40,.05),
  0 8px 24px rgba(16,24,40,.06);overflow:hidden}
.merchant{display:flex;gap:.75rem;align-items:center;padding:1.25rem 1.5rem;border-bottom:1px solid #e6e9ee}
.merchant svg{flex:none;width:2.25rem;height:2.25rem;padding:.5rem;border-radius:50%;background:#e8f1ec;color:#1f6f4a}
.merchant p{margin:0;color:#5b6675;font-size:.85rem}
.merchant h1{margin:0;font-size:1.2rem;line-height:1.3}
.summary{margin:0;padding:1rem 1.5rem;background:#f8fafc;border-bottom:1px solid #e6e9ee}
.summary div{display:flex;flex-wrap:wrap;justify-content:space-between;column-gap:1rem;align-items:baseline}
.summary dt{color:#5b6675;font-size:.9rem}
.summary dd{margin:0 0 0 auto;text-align:right;overflow-wrap:anywhere}
.summary .total dd{font-size:1.35rem;font-weight:700;font-variant-numeric:tabular-nums}
.body{padding:1.25rem 1.5rem 1.5rem}
.errors{border:1px solid #f1b5ae;background:#fef3f2;border-radius:10px;padding:.75rem 1rem;margin-bottom:1rem;
  color:#912018}
.errors p{margin:0 0 .25rem;font-weight:600}
.errors ul{margin:0;padding-left:1.1rem}
.errors a{color:inherit}
.field{margin-bottom:1rem}
.row{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}
label{display:block;font-weight:600;font-size:.92rem;margin-bottom:.3rem}
.hint{margin:.3rem 0 0;color:#5b6675;font-size:.85rem}
input{width:100%;height:2.9rem;padding:0 .8rem;border:1px solid #b9c1cc;border-radius:8px;background:#fff;
  color:inherit;font:inherit;font-size:1.05rem}
input:focus{outline:3px solid #9cc3f5;outline-offset:0;border-color:#2563eb}
input[aria-invalid=true]{border-color:#c2341d;background:#fffafa}
.error{margin:.3rem 0 0;color:#b42318;font-size:.88rem}
button{width:100%;min-height:3rem;border-radius:8px;font:inherit;font-weight:600;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #9cc3f5;outline-offset:2px}
.pay{margin-top:.25rem;border:0;background:#1f5fd1;color:#fff;font-size:1.05rem}
.pay:hover{background:#1a50b0}
.cancel{margin-top:.6rem;border:1px solid #cfd5dd;background:#fff;color:#344054}
.cancel:hover{background:#f5f7fa}
.done h2{margin:0 0 .5rem;font-size:1.15rem}
.done p{margin:0 0 1rem}
.button-link{display:block;text-align:center;padding:.75rem;border-radius:8px;background:#1f5fd1;color:#fff;
  font-weight:600;text-decoration:none}
footer{display:flex;justify-content:space-between;gap:1rem;margin-top:1rem;color:#5b6675;font-size:.8rem}
footer a{color:#1f5fd1}
@media (min-width:640px){.page{padding-top:3rem}}
@media (max-width:380px){.row{grid-template-columns:1fr}.merchant,.summary,.body{padding-left:1rem;padding-right:1rem}}
`;
